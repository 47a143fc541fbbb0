import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { PointDetail } from '@shop/contract';
import { LoadFailed, WALLET_PATH, loginPathFor } from '@shop/shared';
import { ActivityDetailSkeleton } from '@/components/activity-detail-skeleton';
import { ActivityDetailView } from '@/components/activity-detail-view';
import { ActivityFrame } from '@/components/activity-frame';
import { usePointView } from '../api/get-point-view';
import { formatPoints } from '../lib/format-points';
import { ExchangeButton } from './exchange-button';

/** Under the points price: the member's points (or how to use them), and the terms of an exchange. */
function PointsLine({ activity }: { activity: PointDetail }) {
  const { t } = useTranslation('activities');
  const { pathname, search } = useLocation();
  const points = activity.member_points;
  return (
    <>
      <p className="flex items-center gap-3">
        {points === null ? (
          <Link to={loginPathFor(pathname + search)} className="font-medium hover:underline">
            {t('point.view.visitor')}
          </Link>
        ) : (
          <>
            <span data-testid="member-points" className="font-medium">
              {t('point.view.yourPoints', { formatted: formatPoints(points) })}
            </span>
            <Link to={WALLET_PATH} className="text-slate-600 hover:text-rose-700 hover:underline">
              {t('point.view.log')} ›
            </Link>
          </>
        )}
      </p>
      <p className="mt-1 text-xs text-slate-500">{t('point.view.terms')}</p>
    </>
  );
}

/** /activity/point/view: a points product, what it costs in points and cash, and the member's points. */
export function PointView({ id }: { id: number }) {
  const { t } = useTranslation('activities');
  const view = usePointView(id);
  const activity = view.data;
  return (
    <ActivityFrame type="point" current={activity?.name ?? t('common.detail.loading')}>
      {activity ? (
        <ActivityDetailView activity={activity} priceLabel={t('point.view.priceLabel')} priceExtra={<PointsLine activity={activity} />} onCountdownEnd={() => void view.refetch()}>
          {(purchase) => <ExchangeButton activity={activity} purchase={purchase} />}
        </ActivityDetailView>
      ) : view.isError ? (
        <LoadFailed onRetry={() => void view.refetch()} />
      ) : (
        <ActivityDetailSkeleton />
      )}
    </ActivityFrame>
  );
}
