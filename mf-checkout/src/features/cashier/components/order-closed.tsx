import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ORDERS_PATH } from '@shop/shared';

/** An order that can no longer be paid: cancelled, or not paid in time. */
export function OrderClosed({ reason }: { reason: 'expired' | 'cancelled' }) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby="order-closed-title" className="flex flex-col items-center rounded-lg bg-white py-16">
      <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-slate-200 text-3xl text-slate-500">
        !
      </span>
      <h2 id="order-closed-title" className="mt-4 text-lg font-semibold text-slate-700">
        {t(`closed.${reason}`)}
      </h2>
      <Link to={ORDERS_PATH} className="mt-6 rounded-md border border-rose-600 px-6 py-2 text-sm text-rose-700 hover:bg-rose-50">
        {t('closed.orders')}
      </Link>
    </section>
  );
}
