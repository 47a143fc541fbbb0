import { usePageParam } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { LimitCard } from '@shop/contract';
import { ActivityFrame } from '@/components/activity-frame';
import { ActivityListView } from '@/components/activity-list-view';
import { useLimitList } from '../api/get-limit-list';

/** A card's caps: "Limit 2 per person · up to 1 per order". */
function CapsLine({ card }: { card: LimitCard }) {
  const { t } = useTranslation('activities');
  const caps = [card.per_member > 0 && t('limit.list.perMember', { max: card.per_member }), card.per_order > 0 && t('limit.list.perOrder', { max: card.per_order })].filter(Boolean);
  return caps.length > 0 ? <span className="font-medium">{caps.join(' · ')}</span> : null;
}

/** /activity/limit/index: the purchase-limit offers with their caps, page by page. */
export function LimitList() {
  const { t } = useTranslation('activities');
  const { page, setPage } = usePageParam();
  const result = useLimitList(page);
  return (
    <ActivityFrame type="limit">
      <ActivityListView result={result} page={page} onPage={setPage} emptyMessage={t('limit.list.empty')} extra={(card) => <CapsLine card={card} />} />
    </ActivityFrame>
  );
}
