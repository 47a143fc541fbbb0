import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderTab } from '@shop/contract';
import { GOODS_LIST_PATH } from '@shop/shared';

/** No order under this tab, and the way to the goods. */
export function OrderEmpty({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation('ucenter');
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-200 bg-white py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-16 w-16 text-slate-300" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="12" y="8" width="40" height="48" rx="4" />
        <path d="M22 22h20M22 32h20M22 42h12" strokeLinecap="round" />
      </svg>
      <p className="mt-4 text-sm text-slate-500">{t(`orders.empty.${tab}`)}</p>
      <Link to={GOODS_LIST_PATH} className="mt-4 rounded-md border border-rose-600 px-5 py-1.5 text-sm text-rose-700 hover:bg-rose-50">
        {t('orders.empty.shop')}
      </Link>
    </div>
  );
}
