import { useTranslation } from 'react-i18next';
import type { ActivityCard } from '@shop/contract';
import { Skeleton, usePageParam } from '@shop/shared';
import { ActivityFrame } from '@/components/activity-frame';
import { ActivityListView } from '@/components/activity-list-view';
import { usePointList } from '../api/get-point-list';
import { formatPoints } from '../lib/format-points';
import { PointsBanner } from './points-banner';

/** What a selling card says under its price: how many more points the member needs, or the call to exchange. */
function ExchangeLine({ card, memberPoints }: { card: ActivityCard; memberPoints: number | null }) {
  const { t } = useTranslation('activities');
  if (card.state !== 'selling') return null;
  const missing = memberPoints === null ? 0 : card.points - memberPoints;
  if (missing > 0) return <span className="text-slate-500">{t('point.list.short', { formatted: formatPoints(missing) })}</span>;
  return <span className="font-medium">{t('point.list.exchange')} ›</span>;
}

/** /activity/point/index: the member's points, then the points products, page by page. */
export function PointList() {
  const { t } = useTranslation('activities');
  const { page, setPage } = usePageParam();
  const result = usePointList(page);
  const memberPoints = result.data?.member_points ?? null;
  return (
    <ActivityFrame type="point">
      {result.data ? <PointsBanner memberPoints={memberPoints} /> : <Skeleton className="mb-4 h-[68px] w-full rounded-lg" />}
      <ActivityListView result={result} page={page} onPage={setPage} emptyMessage={t('point.list.empty')} extra={(card) => <ExchangeLine card={card} memberPoints={memberPoints} />} />
    </ActivityFrame>
  );
}
