import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cashierPath, formatYuan, RECHARGE_PATH, serviceAboutOrderPath } from '@shop/shared';
import type { PaymentInfo } from '@shop/contract';
import { balanceShortBy } from '../lib/payment-rules';

/** The top-up page, told to come back to this order's payment once the top-up is paid. */
export const topUpPath = (orderId: number) => `${RECHARGE_PATH}?back=${encodeURIComponent(cashierPath(orderId)).replace(/%2F/gi, '/')}`;

/**
 * When the wallet does not cover the order: the balance, what it lacks, and a way to top up that
 * comes back here. A shop without online payment cannot take a top-up online either, so it points
 * to customer service (who can add to a balance) rather than to a page that would refuse.
 */
export function TopUpOffer({ info, canTopUp }: { info: PaymentInfo; canTopUp: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <div role="note" aria-label={t('topUp.label')} className="mt-4 flex items-center justify-between rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-slate-700">
      <p>
        {t('topUp.short', { balance: formatYuan(info.balance), missing: formatYuan(balanceShortBy(info)) })}
        {!canTopUp && <span className="ml-1">{t('topUp.offline')}</span>}
      </p>
      {canTopUp ? (
        <Link to={topUpPath(info.order_id)} className="ml-4 shrink-0 rounded-md border border-rose-600 bg-white px-4 py-1.5 font-medium text-rose-700 hover:bg-rose-50">
          {t('topUp.link')}
        </Link>
      ) : (
        <Link to={serviceAboutOrderPath(info.order_id)} className="ml-4 shrink-0 font-medium text-rose-700 hover:underline">
          {t('topUp.service')}
        </Link>
      )}
    </div>
  );
}
