import { useTranslation } from 'react-i18next';
import type { ActivitySkuOption, BargainView as BargainViewAnswer } from '@shop/contract';
import { LoadFailed, Price, Skeleton } from '@shop/shared';
import { ActivityDetailSkeleton } from '@/components/activity-detail-skeleton';
import { ActivityDetailView } from '@/components/activity-detail-view';
import { ActivityFrame } from '@/components/activity-frame';
import { useBargainDetail } from '../api/get-bargain-detail';
import { useBargainView } from '../api/get-bargain-view';
import { BargainActions } from './bargain-actions';
import { BargainPanel } from './bargain-panel';

/** The price band of a bargain: where it starts and the floor friends can cut it to (the chosen option's, else the lowest). */
function StartAndFloor({ activity, sku }: { activity: BargainViewAnswer; sku: ActivitySkuOption | null }) {
  const { t } = useTranslation('activities');
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-4">
      <Price value={sku?.price ?? activity.start_price} className="text-3xl font-bold text-rose-600" />
      <span className="text-sm text-slate-600">
        {t('bargain.view.floor')} <Price value={sku?.floor_price ?? activity.floor_price} className="text-lg font-semibold text-rose-600" />
      </span>
    </span>
  );
}

interface BargainViewProps {
  id: number;
  /** A bargain opened from its shared link (`?bargain_id=`); else the member's own on this activity, if any. */
  sharedId: number | null;
}

/** /activity/bargain/view: the product with its start and floor prices, the main button, and the bargain being followed. */
export function BargainView({ id, sharedId }: BargainViewProps) {
  const { t } = useTranslation('activities');
  const view = useBargainView(id);
  const shared = useBargainDetail(sharedId);
  const activity = view.data;
  const refetch = () => {
    void view.refetch();
    if (sharedId !== null) void shared.refetch();
  };
  const followed = sharedId === null ? (activity?.bargain ?? null) : (shared.data ?? null);
  const panel = followed ? (
    <BargainPanel bargain={followed} onEnd={refetch} />
  ) : (
    sharedId !== null && (
      <div role="status" aria-label={t('bargain.panel.loading')} className="mt-4 rounded-lg bg-white p-6">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="mt-4 h-12 w-2/3" />
        <Skeleton className="mt-4 h-3 w-full rounded-full" />
        <Skeleton className="mt-5 h-24 w-full" />
      </div>
    )
  );
  return (
    <ActivityFrame type="bargain" current={activity?.name ?? t('common.detail.loading')}>
      {activity ? (
        <ActivityDetailView
          activity={activity}
          priceLabel={t('bargain.view.start')}
          renderPrice={(sku) => <StartAndFloor activity={activity} sku={sku} />}
          priceExtra={t('bargain.view.helpers', { count: activity.helpers_needed })}
          maxQuantity={1}
          onCountdownEnd={refetch}
          extra={panel}
        >
          {(purchase) => <BargainActions activity={activity} purchase={purchase} />}
        </ActivityDetailView>
      ) : view.isError ? (
        <LoadFailed onRetry={() => void view.refetch()} />
      ) : (
        <ActivityDetailSkeleton />
      )}
    </ActivityFrame>
  );
}
