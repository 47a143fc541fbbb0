import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadFailed, ORDERS_PATH, Skeleton } from '@shop/shared';
import { useOrderGlance } from '../api/get-order-glance';
import { LatestOrders } from './latest-orders';
import { OrderShortcuts } from './order-shortcuts';

function GlanceSkeleton() {
  const { t } = useTranslation('ucenter');
  return (
    <div role="status" aria-label={t('glance.loading')} className="space-y-4 p-5">
      <Skeleton className="h-16" />
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-16" />
      ))}
    </div>
  );
}

/** The member centre's "My orders" box: the status shortcuts with their counts and the newest orders. */
export function OrderGlance() {
  const { t } = useTranslation('ucenter');
  const { data, isError, refetch } = useOrderGlance();
  return (
    <section aria-labelledby="order-glance-title" className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <header className="flex items-center justify-between border-b border-slate-100 px-5 py-3">
        <h2 id="order-glance-title" className="text-base font-semibold text-slate-800">
          {t('glance.title')}
        </h2>
        <Link to={ORDERS_PATH} className="text-sm text-slate-500 hover:text-rose-600">
          {t('glance.all')}
        </Link>
      </header>
      {data ? (
        <>
          <OrderShortcuts counts={data.counts} />
          <LatestOrders orders={data.list} />
        </>
      ) : isError ? (
        <LoadFailed message={t('glance.failed')} onRetry={() => void refetch()} className="p-8" />
      ) : (
        <GlanceSkeleton />
      )}
    </section>
  );
}
