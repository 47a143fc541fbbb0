import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderPreview } from '@shop/contract';
import { activityViewPath } from '@shop/shared';

/** "Group buying · Summer group deal": what the order is bought through, and the way back to it. */
export function ActivityBanner({ activity }: { activity: NonNullable<OrderPreview['activity']> }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="mb-4 flex items-center justify-between rounded-md border border-rose-200 bg-rose-50 px-4 py-2.5 text-sm">
      <p data-testid="activity-badge" className="rounded bg-rose-600 px-2.5 py-0.5 text-xs font-medium text-white">
        {t('activity.badge', { type: t(`activity.types.${activity.type}`), title: activity.title })}
      </p>
      <Link to={activityViewPath(activity.type, activity.id)} className="text-rose-700 hover:underline">
        {t('activity.back')}
      </Link>
    </div>
  );
}
