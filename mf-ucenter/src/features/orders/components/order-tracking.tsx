import { useTranslation } from 'react-i18next';
import type { OrderDetail, TrackingEvent } from '@shop/contract';
import { formatDateTime, LoadFailed, Skeleton } from '@shop/shared';
import { useOrderTracking } from '../api/get-order-tracking';
import { CopyButton } from './copy-button';
import { DetailBox, InfoList } from './detail-box';

/** One event of the timeline: its time on the left, a dot on the line, what happened and where on the right. */
function TimelineEvent({ event, latest, last }: { event: TrackingEvent; latest: boolean; last: boolean }) {
  const { t } = useTranslation('ucenter');
  const [day, time] = formatDateTime(event.happened_at).split(' ');
  return (
    <li className="relative flex gap-4 pb-5 last:pb-0" aria-current={latest ? 'step' : undefined}>
      <time dateTime={event.happened_at} className={`w-24 shrink-0 text-right text-xs leading-5 ${latest ? 'text-slate-800' : 'text-slate-500'}`}>
        <span className="block">{day}</span>
        <span className="block">{time}</span>
      </time>
      <span aria-hidden="true" className="relative flex w-3 shrink-0 justify-center">
        {last ? null : <span className="absolute top-4 -bottom-5 w-px bg-slate-200" />}
        <span className={`mt-1.5 block rounded-full ${latest ? 'h-3 w-3 bg-rose-600 ring-4 ring-rose-100' : 'h-2 w-2 bg-slate-300'}`} />
      </span>
      <div className={`min-w-0 flex-1 text-sm leading-5 ${latest ? 'font-medium text-rose-700' : 'text-slate-600'}`}>
        {latest ? <span className="sr-only">{t('orders.tracking.latest')}: </span> : null}
        <p className="break-words">{event.details}</p>
        <p className={`mt-0.5 text-xs font-normal ${latest ? 'text-slate-700' : 'text-slate-500'}`}>{event.place}</p>
      </div>
    </li>
  );
}

/**
 * The parcel of a shipped express order: the courier and number (copied with one click) and a
 * vertical timeline of its events, newest on top and highlighted, each with its time and place.
 */
export function OrderTracking({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('ucenter');
  const shipped = order.delivery === 'express' && order.express !== null;
  const { data, isError, refetch } = useOrderTracking(order.id, shipped);
  if (!shipped || !order.express) return null;
  const { express } = order;
  return (
    <DetailBox title={t('orders.tracking.title')}>
      <div className="mb-4 max-w-3xl">
        <InfoList
          rows={[
            [t('orders.shipping.company'), express.company],
            [
              t('orders.shipping.trackingNo'),
              <>
                <span className="font-mono">{express.tracking_no}</span>
                <CopyButton text={express.tracking_no} label={t('orders.copyTrackingNo')} />
              </>,
            ],
          ]}
        />
      </div>
      {data ? (
        data.events.length === 0 ? (
          <p className="rounded-md bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">{t('orders.tracking.empty')}</p>
        ) : (
          <ol aria-label={t('orders.tracking.timeline')} className="max-w-3xl">
            {data.events.map((event, index) => (
              <TimelineEvent key={event.id} event={event} latest={index === 0} last={index === data.events.length - 1} />
            ))}
          </ol>
        )
      ) : isError ? (
        <LoadFailed message={t('orders.tracking.failed')} onRetry={() => void refetch()} />
      ) : (
        <div role="status" aria-label={t('orders.tracking.loading')} className="space-y-3">
          <Skeleton className="h-10 w-full max-w-3xl" />
          <Skeleton className="h-10 w-full max-w-3xl" />
        </div>
      )}
    </DetailBox>
  );
}
