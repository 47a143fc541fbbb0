import { useTranslation } from 'react-i18next';
import { reportFailure, toast } from '@shop/shared';
import { useRequireMember } from '@shop/commerce';
import { useToggleFavorite } from '../api/toggle-favorite';

/** The heart: members toggle the favourite, visitors are sent to sign-in. */
export function FavoriteButton({ goodsId, favorite }: { goodsId: number; favorite: boolean }) {
  const { t } = useTranslation('catalog');
  const requireMember = useRequireMember();
  const toggleFavorite = useToggleFavorite(goodsId);

  const toggle = () => {
    if (!requireMember()) return;
    toggleFavorite.mutate(undefined, {
      onSuccess: (now) => toast.success(t(now ? 'favorite.added' : 'favorite.removed')),
      onError: (error) => reportFailure(error, t('errors.actionFailed')),
    });
  };

  return (
    <button
      type="button"
      aria-pressed={favorite}
      disabled={toggleFavorite.isPending}
      onClick={toggle}
      className={`inline-flex h-11 items-center gap-1.5 px-2 text-sm transition-colors disabled:opacity-60 ${favorite ? 'text-rose-700' : 'text-slate-500 hover:text-rose-600'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill={favorite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8">
        <path d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.3h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.4 4.3 6.7C19.5 16.4 12 21 12 21z" />
      </svg>
      <span>{t(favorite ? 'favorite.remove' : 'favorite.add')}</span>
    </button>
  );
}
