import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GOODS_LIST_PATH } from '@shop/shared';

/** No activity of this type now: say so and offer the whole catalogue. */
export function ActivityEmpty({ message }: { message?: string }) {
  const { t } = useTranslation('activities');
  return (
    <div className="flex h-80 flex-col items-center justify-center gap-3 rounded-lg bg-white text-slate-500">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-14 w-14 text-slate-300" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M20 12v8a1 1 0 01-1 1H5a1 1 0 01-1-1v-8m16 0H4m16 0V8H4v4m8-4v13m0-13c-1.5-3-5-3-5-1s3 1 5 1zm0 0c1.5-3 5-3 5-1s-3 1-5 1z" />
      </svg>
      <p>{message ?? t('common.list.empty')}</p>
      <Link to={GOODS_LIST_PATH} className="text-sm font-medium text-rose-700 hover:underline">
        {t('common.list.browse')}
      </Link>
    </div>
  );
}
