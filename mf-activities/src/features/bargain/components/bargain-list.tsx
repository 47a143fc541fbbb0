import { useTranslation } from 'react-i18next';
import type { BargainCard } from '@shop/contract';
import { Price, usePageParam } from '@shop/shared';
import { ActivityFrame } from '@/components/activity-frame';
import { ActivityListView } from '@/components/activity-list-view';
import { useBargainList } from '../api/get-bargain-list';

/** A card's bargain line: from the start price down to the floor, and how many friends that takes. */
function CutLine({ card }: { card: BargainCard }) {
  const { t } = useTranslation('activities');
  return (
    <>
      <span className="block">
        {t('bargain.list.from')} <Price value={card.start_price} /> {t('bargain.list.downTo')} <Price value={card.price} className="font-semibold" />
      </span>
      <span className="block text-slate-500">{t('bargain.list.helpers', { count: card.helpers_needed })}</span>
    </>
  );
}

/** /activity/bargain/index: the bargain activities, page by page. */
export function BargainList() {
  const { t } = useTranslation('activities');
  const { page, setPage } = usePageParam();
  const result = useBargainList(page);
  return (
    <ActivityFrame type="bargain">
      <ActivityListView result={result} page={page} onPage={setPage} emptyMessage={t('bargain.list.empty')} extra={(card) => <CutLine card={card} />} />
    </ActivityFrame>
  );
}
