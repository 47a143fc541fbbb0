import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderGroup } from '@shop/contract';
import { formatDateTime } from '@shop/shared';

/** The group page a group order's link opens: where friends join the member's group. */
export const groupPagePath = (group: OrderGroup) => `/activity/group/view?id=${group.activity_id}&group_id=${group.id}`;

/** Whether a group order is still waiting for its group: it ships only once the group succeeds. */
export const isWaitingForGroup = (group: OrderGroup | null): group is OrderGroup => group?.status === 'open';

/** The short line of an order card: how many more the member's group needs. */
export function OrderGroupBadge({ group }: { group: OrderGroup }) {
  const { t } = useTranslation('ucenter');
  return <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">{t('orders.group.waiting', { count: group.needed })}</span>;
}

/** The detail's account of a group still forming: how many more, until when, and the link to share. */
export function OrderGroupWaiting({ group }: { group: OrderGroup }) {
  const { t } = useTranslation('ucenter');
  return (
    <div className="mt-2 space-y-2 text-sm text-slate-600">
      <p>{t('orders.group.tip', { time: formatDateTime(group.expires_at) })}</p>
      <Link to={groupPagePath(group)} className="inline-block rounded border border-rose-600 px-3 py-1 font-medium text-rose-700 hover:bg-rose-50">
        {t('orders.group.share')}
      </Link>
    </div>
  );
}
