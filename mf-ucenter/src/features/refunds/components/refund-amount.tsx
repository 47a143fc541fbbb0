import { useTranslation } from 'react-i18next';
import type { RefundItemInput } from '@shop/contract';
import { Price, Skeleton, formatYuan } from '@shop/shared';
import { useRefundPreview } from '../api/preview-refund';

/**
 * What the chosen units pay back, as the server reckons it (each line's paid share, the freight only
 * with the whole order before shipment). Announced politely as it changes.
 */
export function RefundAmount({ orderId, items }: { orderId: number; items: RefundItemInput[] }) {
  const { t } = useTranslation('ucenter');
  const { data, isFetching } = useRefundPreview(orderId, items);
  const quote = items.length > 0 ? data : undefined;
  return (
    <div className="rounded-md bg-rose-50/60 px-4 py-3" aria-live="polite" aria-busy={isFetching || undefined}>
      <div className="flex items-baseline gap-3 text-sm text-slate-600">
        {t('refund.form.amount')}
        {quote ? (
          <Price value={quote.amount} className="text-2xl font-semibold text-rose-600" />
        ) : items.length > 0 ? (
          <Skeleton className="h-7 w-24" />
        ) : (
          <span className="text-slate-500">{t('refund.form.amountPending')}</span>
        )}
        {quote && Number(quote.freight) > 0 && (
          <span className="text-xs text-slate-500">{t('refund.form.amountParts', { goods: `¥${formatYuan(quote.goods_amount)}`, freight: `¥${formatYuan(quote.freight)}` })}</span>
        )}
      </div>
      <p className="mt-1 text-xs text-slate-500">{t('refund.form.freightRule')}</p>
    </div>
  );
}
