import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GroupDetail, GroupView as GroupViewAnswer } from '@shop/contract';
import { Button, LoadFailed, Price, Skeleton, goodsViewPath } from '@shop/shared';
import { ActivityDetailSkeleton } from '@/components/activity-detail-skeleton';
import { ActivityDetailView } from '@/components/activity-detail-view';
import { ActivityFrame } from '@/components/activity-frame';
import type { ActivityPurchaseState } from '@/hooks/use-activity-purchase';
import { useBuyActivity } from '@/hooks/use-buy-activity';
import { useGroupDetail } from '../api/get-group-detail';
import { useGroupView } from '../api/get-group-view';
import { useWindowText } from '../hooks/use-window-text';
import { GroupPanel } from './group-panel';
import { OpenGroups } from './open-groups';

/** Under the group price: how many make a group and how long a group has to fill. */
function GroupTerms({ activity }: { activity: GroupViewAnswer }) {
  const { t } = useTranslation('activities');
  const windowText = useWindowText();
  return (
    <span className="flex flex-wrap items-center gap-x-3">
      <span className="rounded bg-rose-600 px-2 py-0.5 text-xs font-medium text-white">{t('group.size', { count: activity.group_size })}</span>
      <span>{t('group.window.fill', { time: windowText(activity.window_minutes) })}</span>
    </span>
  );
}

interface GroupBuyingProps {
  activity: GroupViewAnswer;
  purchase: ActivityPurchaseState;
  /** The group opened from its link, once loaded; `linked` says whether there is one at all. */
  shared: GroupDetail | undefined;
  linked: boolean;
  onEnd: () => void;
}

/** The buttons (start a group, or buy alone on the product's page), then the linked group and the groups to join. */
function GroupBuying({ activity, purchase, shared, linked, onEnd }: GroupBuyingProps) {
  const { t } = useTranslation('activities');
  const buy = useBuyActivity();
  const purchaseIn = (groupId?: number) => {
    const sku = purchase.ready();
    if (sku) buy({ type: 'group', activityId: activity.id, skuId: sku.sku_id, quantity: purchase.quantity, ...(groupId === undefined ? {} : { groupId }) });
  };
  const canBuy = purchase.blocked === null;
  const unitPrice = purchase.sku ?? activity;
  return (
    <>
      <div className="flex gap-3">
        <Button onClick={() => purchaseIn()} disabled={!canBuy} className="h-12 w-52 flex-col gap-0 text-base leading-tight">
          <Price value={unitPrice.price} className="text-sm font-normal" />
          {t('group.view.start')}
        </Button>
        <Link
          to={goodsViewPath(activity.goods_id)}
          aria-label={t('group.view.aloneLabel')}
          className="inline-flex h-12 w-40 flex-col items-center justify-center rounded-md border border-rose-600 text-base leading-tight font-medium text-rose-700 transition-colors hover:bg-rose-50"
        >
          <Price value={unitPrice.original_price} className="text-sm font-normal" />
          {t('group.view.alone')}
        </Link>
      </div>
      <p className="mt-2 max-w-xl text-xs text-slate-500">{t('group.view.how', { count: activity.group_size })}</p>
      {linked &&
        (shared ? (
          <GroupPanel group={shared} onJoin={canBuy && shared.activity_id === activity.id ? () => purchaseIn(shared.id) : null} onEnd={onEnd} />
        ) : (
          <div role="status" aria-label={t('group.panel.loading')} className="mt-5 rounded-md border border-slate-200 p-4">
            <Skeleton className="h-5 w-40" />
            <div className="mt-3 flex gap-4">
              {[0, 1, 2].map((n) => (
                <Skeleton key={n} className="h-12 w-12 rounded-full" />
              ))}
            </div>
          </div>
        ))}
      <OpenGroups activity={activity} onJoin={canBuy ? (groupId) => purchaseIn(groupId) : null} onEnd={onEnd} shownId={shared?.id} />
    </>
  );
}

interface GroupActivityViewProps {
  id: number;
  /** A group opened from its shared link (`?group_id=`). */
  groupId: number | null;
}

/** /activity/group/view: the product at its group price, start a group or join one, and the group a link points to. */
export function GroupActivityView({ id, groupId }: GroupActivityViewProps) {
  const { t } = useTranslation('activities');
  const view = useGroupView(id);
  const shared = useGroupDetail(groupId);
  const activity = view.data;
  const refetch = () => {
    void view.refetch();
    if (groupId !== null) void shared.refetch();
  };
  return (
    <ActivityFrame type="group" current={activity?.name ?? t('common.detail.loading')}>
      {activity ? (
        <ActivityDetailView activity={activity} priceLabel={t('group.view.priceLabel')} priceExtra={<GroupTerms activity={activity} />} onCountdownEnd={refetch}>
          {(purchase) => <GroupBuying activity={activity} purchase={purchase} shared={shared.data} linked={groupId !== null} onEnd={refetch} />}
        </ActivityDetailView>
      ) : view.isError ? (
        <LoadFailed onRetry={() => void view.refetch()} />
      ) : (
        <ActivityDetailSkeleton />
      )}
    </ActivityFrame>
  );
}
