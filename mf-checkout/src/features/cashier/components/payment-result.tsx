import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RecommendFeed } from '@shop/commerce';
import { GOODS_LIST_PATH, Price, orderDetailPath } from '@shop/shared';

/** Shown once the order is paid, however that happened. */
export function PaymentResult({ orderId, amount }: { orderId: number; amount: string }) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <section aria-labelledby="payment-result-title" className="flex flex-col items-center rounded-lg bg-white py-16">
        <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-500 text-3xl text-white">
          ✓
        </span>
        <h2 id="payment-result-title" className="mt-4 text-xl font-semibold text-slate-800">
          {t('result.title')}
        </h2>
        <p className="mt-2 flex items-baseline gap-2 text-sm text-slate-500">
          {t('result.amount')}
          <span data-testid="paid-amount">
            <Price value={amount} className="text-2xl font-bold text-rose-700" />
          </span>
        </p>
        <div className="mt-8 flex gap-4">
          <Link to={orderDetailPath(orderId)} className="rounded-md border border-rose-600 px-6 py-2 text-sm text-rose-700 hover:bg-rose-50">
            {t('result.viewOrder')}
          </Link>
          <Link to={GOODS_LIST_PATH} className="rounded-md bg-rose-600 px-6 py-2 text-sm text-white hover:bg-rose-700">
            {t('result.continue')}
          </Link>
        </div>
      </section>
      <RecommendFeed columns={5} size={10} autoPages={1} className="mt-8" />
    </>
  );
}
