import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES, type ActivityType, type AdminActivity } from '@shop/contract';
import { DataTable, formatDateMinute, LoadFailed, Pagination, Permission, Price, useTableParams, type DataColumn } from '@shop/shared';
import { ActivityStateBadge } from '@/components/activity-state-badge';
import { useAdminActivities } from '../api/get-admin-activities';
import { useActivityTitle } from '../hooks/use-activity-title';
import { activityEditPath } from '../lib/admin-activity-paths';
import { ActivitySwitchButton } from './activity-switch-button';
import { ActivityTypeTabs, typeTabId } from './activity-type-tabs';

const PAGE_SIZE = 20;
const PANEL_ID = 'admin-activity-panel';

const isActivityType = (value: string): value is ActivityType => (ACTIVITY_TYPES as readonly string[]).includes(value);

/** The activities of one type (a tab each, kept in the URL with the page), newest first, started or stopped. */
export function AdminActivityList() {
  const { t } = useTranslation('activities');
  const titleOf = useActivityTitle();
  const table = useTableParams({ sort: 'created_at', filters: { type: 'group' } });
  const type = isActivityType(table.filters.type) ? table.filters.type : 'group';
  const activities = useAdminActivities({ type, page: table.page, size: PAGE_SIZE });
  const typeName = t(`common.types.${type}`);

  const columns: DataColumn<AdminActivity>[] = [
    {
      key: 'activity',
      header: t('admin.list.columns.activity'),
      cell: (activity) => (
        <Link to={activityEditPath(activity.id)} className="font-medium text-slate-800 hover:text-rose-600">
          {titleOf(activity)}
        </Link>
      ),
    },
    {
      key: 'goods',
      header: t('admin.list.columns.goods'),
      cell: (activity) => (
        <div className="flex items-center gap-2">
          <img src={activity.image} alt="" className="h-9 w-9 shrink-0 rounded border border-slate-200 object-cover" />
          <div className="min-w-0">
            <p className="truncate">{activity.goods_name}</p>
            <p className="text-xs text-slate-500">{t('admin.list.goodsId', { id: activity.goods_id })}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('admin.list.columns.status'),
      width: 'w-24',
      cell: (activity) =>
        activity.enabled ? <ActivityStateBadge state={activity.state} /> : <span className="inline-block rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">{t('admin.list.stoppedBadge')}</span>,
    },
    {
      key: 'window',
      header: t('admin.list.columns.window'),
      width: 'w-44',
      cell: (activity) => (
        <span className="whitespace-nowrap text-xs leading-5 text-slate-600">
          {formatDateMinute(activity.starts_at)}
          <br />
          {formatDateMinute(activity.ends_at)}
        </span>
      ),
    },
    { key: 'price', header: t('admin.list.columns.price'), align: 'right', cell: (activity) => <Price value={activity.price} className="text-sm text-slate-800" /> },
    { key: 'stock', header: t('admin.list.columns.stock'), align: 'right', cell: (activity) => activity.stock },
    { key: 'sold', header: t('admin.list.columns.sold'), align: 'right', cell: (activity) => activity.sold },
    {
      key: 'actions',
      header: t('admin.list.columns.actions'),
      align: 'right',
      width: 'w-32',
      cell: (activity) => (
        <div className="flex items-center justify-end gap-1 whitespace-nowrap">
          <Link to={activityEditPath(activity.id)} className="px-2 py-1 text-rose-600 hover:underline" aria-label={t('admin.list.editNamed', { title: titleOf(activity) })}>
            {t('admin.list.edit')}
          </Link>
          <Permission allow={['activity.edit']}>
            <ActivitySwitchButton activity={activity} />
          </Permission>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-3">
      <div className="flex items-end justify-between gap-4">
        <ActivityTypeTabs current={type} onSelect={(next) => table.setFilters({ type: next })} panelId={PANEL_ID} />
        <Permission allow={['activity.edit']}>
          <Link to={activityEditPath(null, type)} className="rounded-md bg-rose-600 px-4 py-2 text-sm font-medium text-white hover:bg-rose-700">
            {t('admin.list.new')}
          </Link>
        </Permission>
      </div>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={typeTabId(type)}>
        {activities.isError && !activities.data ? (
          <LoadFailed onRetry={() => void activities.refetch()} />
        ) : (
          <DataTable
            label={t('admin.list.table', { type: typeName })}
            columns={columns}
            rows={activities.data?.list}
            rowKey={(activity) => activity.id}
            loading={activities.isFetching}
            empty={t('admin.list.empty', { type: typeName })}
          />
        )}
        <Pagination page={table.page} size={PAGE_SIZE} total={activities.data?.total ?? 0} onChange={table.setPage} showTotal className="mt-3 justify-end" />
      </div>
    </div>
  );
}
