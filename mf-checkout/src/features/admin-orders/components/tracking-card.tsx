import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail, AdminTrackingEvent } from '@shop/contract';
import { formatDateTime, LoadFailed, Permission, Skeleton } from '@shop/shared';
import { useOrderTracking } from '../api/get-order-tracking';
import { InfoCard } from './info-card';
import { TrackingEventForm } from './tracking-event-form';

function TrackingTimeline({ events }: { events: AdminTrackingEvent[] }) {
  const { t } = useTranslation('checkout');
  if (events.length === 0) return <p className="rounded bg-slate-50 px-4 py-6 text-center text-slate-500">{t('adminOrder.tracking.empty')}</p>;
  return (
    <ol aria-label={t('adminOrder.tracking.timeline')} className="space-y-3 border-l-2 border-slate-200 pl-4">
      {events.map((event, index) => {
        const latest = index === 0;
        return (
          <li key={event.id} aria-current={latest ? 'step' : undefined} className="relative">
            <span aria-hidden="true" className={`absolute top-1.5 -left-[23px] block rounded-full ${latest ? 'h-3 w-3 bg-rose-600 ring-4 ring-rose-100' : 'h-2 w-2 translate-x-0.5 bg-slate-300'}`} />
            {latest ? <span className="sr-only">{t('adminOrder.tracking.latest')}: </span> : null}
            <p className={latest ? 'font-medium text-rose-700' : 'text-slate-700'}>{event.details}</p>
            <p className="text-xs text-slate-500">
              <time dateTime={event.happened_at}>{formatDateTime(event.happened_at)}</time>
              <span className="mx-1.5">·</span>
              {event.place}
              <span className="mx-1.5">·</span>
              {event.recorded_by ? t('adminOrder.tracking.byStaff', { name: event.recorded_by }) : t('adminOrder.tracking.byProvider')}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A shipped express order's parcel (its courier and number are in the address card): its events, newest first, and (for a user who may ship) the form
 * that adds one by hand. Not shown before the order ships, nor for a pickup order.
 */
export function TrackingCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('checkout');
  const shipped = order.delivery === 'express' && order.express !== null;
  const query = useOrderTracking(order.id, shipped);
  if (!shipped) return null;
  return (
    <InfoCard title={t('adminOrder.tracking.title')} className="col-span-3">
      <div className="grid grid-cols-3 gap-6">
        <div className="col-span-2">
          {query.data ? (
            <TrackingTimeline events={query.data.events} />
          ) : query.isError ? (
            <LoadFailed message={t('adminOrder.tracking.loadFailed')} onRetry={() => void query.refetch()} />
          ) : (
            <div aria-busy="true" className="space-y-2">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          )}
        </div>
        <Permission allow={['order.ship']}>
          <div className="border-l border-slate-100 pl-6">
            <h3 className="mb-2 text-sm font-medium text-slate-700">{t('adminOrder.tracking.addTitle')}</h3>
            <TrackingEventForm orderId={order.id} />
          </div>
        </Permission>
      </div>
    </InfoCard>
  );
}
