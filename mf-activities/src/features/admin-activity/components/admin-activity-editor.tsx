import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES, type ActivityType } from '@shop/contract';
import { ApiError, LoadFailed, readId, Skeleton } from '@shop/shared';
import { useAdminActivity } from '../api/get-admin-activity';
import { activityFormValues, newActivityValues } from '../lib/activity-form-values';
import { ActivityForm } from './activity-form';

const typeFrom = (raw: string | null): ActivityType => ACTIVITY_TYPES.find((type) => type === raw) ?? 'group';

/** The edit page's body: `?id=` edits that activity, no id makes a new one (of `?type=`, group buying by default). */
export function AdminActivityEditor() {
  const { t } = useTranslation('activities');
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const activity = useAdminActivity(id);

  if (id === null) return <ActivityForm key="new" defaultValues={newActivityValues(typeFrom(params.get('type')))} />;
  if (activity.isPending) {
    return (
      <div role="status" aria-label={t('admin.edit.loading')} className="space-y-4">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (activity.isError) {
    const missing = activity.error instanceof ApiError && activity.error.code === 404;
    return missing ? <p className="rounded border border-slate-200 bg-white py-16 text-center text-sm text-slate-600">{t('admin.edit.notFound')}</p> : <LoadFailed onRetry={() => void activity.refetch()} />;
  }
  return <ActivityForm key={`${activity.data.id}`} defaultValues={activityFormValues(activity.data)} activity={activity.data} />;
}
