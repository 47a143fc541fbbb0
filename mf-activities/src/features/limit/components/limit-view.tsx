import { useTranslation } from 'react-i18next';
import type { LimitDetail } from '@shop/contract';
import { Button, LoadFailed } from '@shop/shared';
import { ActivityDetailSkeleton } from '@/components/activity-detail-skeleton';
import { ActivityDetailView } from '@/components/activity-detail-view';
import { ActivityFrame } from '@/components/activity-frame';
import type { ActivityPurchaseState } from '@/hooks/use-activity-purchase';
import { useBuyActivity } from '@/hooks/use-buy-activity';
import { useLimitView } from '../api/get-limit-view';
import { LimitBadge } from './limit-badge';

/** "Buy now": to the confirm page with the chosen SKU and a quantity the stepper already kept within the caps. */
function BuyButton({ activity, purchase }: { activity: LimitDetail; purchase: ActivityPurchaseState }) {
  const { t } = useTranslation('activities');
  const buy = useBuyActivity();
  const onClick = () => {
    const sku = purchase.ready();
    if (sku) buy({ type: 'limit', activityId: activity.id, skuId: sku.sku_id, quantity: purchase.quantity });
  };
  return (
    <Button onClick={onClick} disabled={purchase.blocked !== null} className="h-11 w-48 text-base">
      {t('limit.view.buy')}
    </Button>
  );
}

/** /activity/limit/view: an offer, its price and the member's "limit N, M left". */
export function LimitView({ id }: { id: number }) {
  const { t } = useTranslation('activities');
  const view = useLimitView(id);
  const activity = view.data;
  return (
    <ActivityFrame type="limit" current={activity?.name ?? t('common.detail.loading')}>
      {activity ? (
        <ActivityDetailView activity={activity} priceLabel={t('limit.view.priceLabel')} priceExtra={<LimitBadge limit={activity.limit} />} onCountdownEnd={() => void view.refetch()}>
          {(purchase) => <BuyButton activity={activity} purchase={purchase} />}
        </ActivityDetailView>
      ) : view.isError ? (
        <LoadFailed onRetry={() => void view.refetch()} />
      ) : (
        <ActivityDetailSkeleton />
      )}
    </ActivityFrame>
  );
}
