import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@shop/shared';
import { ActivityDetailSkeleton } from '@/components/activity-detail-skeleton';
import { ActivityDetailView } from '@/components/activity-detail-view';
import { ActivityFrame } from '@/components/activity-frame';
import { useFlashView } from '../api/get-flash-view';
import { FlashBuyButton } from './flash-buy-button';
import { FlashSaleBand } from './flash-sale-band';

/** /activity/second/view: the product at its flash price, the slot's countdown, what is left and the member's limit. */
export function FlashSaleView({ id }: { id: number }) {
  const { t } = useTranslation('activities');
  const view = useFlashView(id);
  const activity = view.data;
  return (
    <ActivityFrame type="second" current={activity?.name ?? t('common.detail.loading')}>
      {activity ? (
        <ActivityDetailView activity={activity} priceLabel={t('second.view.priceLabel')} priceExtra={<FlashSaleBand activity={activity} />} onCountdownEnd={() => void view.refetch()}>
          {(purchase) => <FlashBuyButton activity={activity} purchase={purchase} />}
        </ActivityDetailView>
      ) : view.isError ? (
        <LoadFailed onRetry={() => void view.refetch()} />
      ) : (
        <ActivityDetailSkeleton />
      )}
    </ActivityFrame>
  );
}
