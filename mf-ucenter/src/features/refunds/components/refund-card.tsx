import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { thumbnailSrc, type RefundRequest } from '@shop/contract';
import { formatDateTime, formatYuan, orderDetailPath, Price } from '@shop/shared';
import { OrderLines } from '@/components/order-goods';
import { RefundSteps } from '@/components/refund-steps';
import { CancelRefundButton } from './cancel-refund-button';

const STATUS_TONE: Record<RefundRequest['status'], string> = {
  pending: 'text-amber-700',
  approved: 'text-emerald-700',
  rejected: 'text-slate-600',
  cancelled: 'text-slate-500',
};

/** A label and what the member wrote or the shop answered, shown as text. */
function Said({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex gap-3">
      <dt className="w-20 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 flex-1 whitespace-pre-line break-words text-slate-700">{text}</dd>
    </div>
  );
}

/** One after-sales request: which goods, how much, why, and how far the shop has got with it. */
export function RefundCard({ request }: { request: RefundRequest }) {
  const { t } = useTranslation('ucenter');
  const freight = Number(request.freight) > 0 ? t('refund.fields.freightIncluded', { freight: `¥${formatYuan(request.freight)}` }) : null;
  return (
    <article aria-label={t('refund.card.label', { no: request.refund_no })} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <header className="flex items-center gap-6 border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-sm text-slate-500">
        <time dateTime={request.created_at} className="text-slate-700">
          {formatDateTime(request.created_at)}
        </time>
        <span>
          {t('refund.fields.refundNo')} <span className="font-mono text-slate-700">{request.refund_no}</span>
        </span>
        <span>
          {t('refund.fields.orderNo')}{' '}
          <Link to={orderDetailPath(request.order_id)} className="font-mono text-slate-700 hover:text-rose-600">
            {request.order_no}
          </Link>
        </span>
        <span className={`ml-auto font-medium ${STATUS_TONE[request.status]}`}>{t(`refund.status.${request.status}`)}</span>
      </header>
      <div className="flex">
        <OrderLines items={request.items} />
        <div className="flex w-44 shrink-0 flex-col items-center justify-center gap-1 border-l border-slate-100 px-3 py-3 text-center">
          <span className="text-xs text-slate-500">{t('refund.fields.amount')}</span>
          <Price value={request.amount} className="text-base font-semibold text-rose-600" />
          {freight && <span className="text-xs text-slate-500">{freight}</span>}
          <span className="text-xs text-slate-500">{t(`refund.kinds.${request.kind}`)}</span>
        </div>
        <div className="flex w-40 shrink-0 flex-col items-center justify-center gap-2 border-l border-slate-100 px-3 py-3">
          {request.status === 'pending' && <CancelRefundButton id={request.id} />}
          <Link to={orderDetailPath(request.order_id)} className="text-sm text-slate-600 hover:text-rose-600">
            {t('refund.card.viewOrder')}
          </Link>
        </div>
      </div>
      <div className="grid grid-cols-[1fr_26rem] gap-6 border-t border-slate-100 px-5 py-4">
        <dl className="space-y-2 text-sm">
          <Said label={t('refund.fields.reason')} text={t(`refund.reasons.${request.reason}`)} />
          {request.description && <Said label={t('refund.fields.description')} text={request.description} />}
          {request.images.length > 0 && (
            <div className="flex gap-3">
              <dt className="w-20 shrink-0 text-slate-500">{t('refund.fields.photos')}</dt>
              <dd className="flex gap-2">
                {request.images.map((url, index) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer" className="block h-14 w-14 overflow-hidden rounded ring-1 ring-slate-200">
                    <img src={thumbnailSrc(url)} alt={t('refund.card.photo', { index: index + 1 })} className="h-full w-full object-cover" />
                  </a>
                ))}
              </dd>
            </div>
          )}
          {request.merchant_note && <Said label={t('refund.fields.merchantNote')} text={request.merchant_note} />}
          {request.refund_method && <Said label={t('refund.status.approved')} text={t(`refund.methods.${request.refund_method}`)} />}
        </dl>
        <RefundSteps request={request} />
      </div>
    </article>
  );
}
