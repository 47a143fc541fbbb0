import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GOODS_LIST_PATH } from '@shop/shared';

/** No goods for these filters: say so and offer the whole catalogue. */
export function GoodsEmpty() {
  const { t } = useTranslation('catalog');
  return (
    <div className="flex h-80 flex-col items-center justify-center gap-3 rounded-lg bg-white text-slate-500">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-14 w-14 text-slate-300" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M3 7l9-4 9 4-9 4-9-4zm0 0v10l9 4 9-4V7M12 11v10" />
      </svg>
      <p>{t('list.empty')}</p>
      <Link to={GOODS_LIST_PATH} className="text-sm font-medium text-rose-700 hover:underline">
        {t('list.viewAll')}
      </Link>
    </div>
  );
}
