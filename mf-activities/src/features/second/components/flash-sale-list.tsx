import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, readId, usePageParam } from '@shop/shared';
import { ActivityEmpty } from '@/components/activity-empty';
import { ActivityFrame } from '@/components/activity-frame';
import { ActivityListView } from '@/components/activity-list-view';
import { useFlashList } from '../api/get-flash-list';
import { useFlashSlots } from '../api/get-flash-slots';
import { FlashCardLine } from './flash-card-line';
import { SlotBanner } from './slot-banner';
import { SlotTabs, SlotTabsSkeleton } from './slot-tabs';

/**
 * /activity/second/index: today's slots as tabs, the chosen slot's clock, and its activities. The
 * slot is held in the URL (`?slot_id=`); without one the server opens on the selling slot, else the
 * next to start, and the slots and the list load side by side.
 */
export function FlashSaleList() {
  const { t } = useTranslation('activities');
  const [params] = useSearchParams();
  const { page, setPage } = usePageParam();
  const slots = useFlashSlots();
  const chosen = readId(params.get('slot_id'));
  const list = useFlashList(chosen, page);
  const slot = list.data?.slot ?? null;
  const { refetch: refetchSlots } = slots;
  const { refetch: refetchList } = list;
  // A slot opening or closing moves every state on the page.
  const refresh = useCallback(() => {
    void refetchSlots();
    void refetchList();
  }, [refetchSlots, refetchList]);

  if (slots.isError) {
    return (
      <ActivityFrame type="second">
        <LoadFailed onRetry={refresh} />
      </ActivityFrame>
    );
  }
  if (slots.data?.list.length === 0) {
    return (
      <ActivityFrame type="second">
        <ActivityEmpty message={t('second.slots.none')} />
      </ActivityFrame>
    );
  }
  return (
    <ActivityFrame type="second">
      <div className="mb-4">
        {slots.data ? <SlotTabs slots={slots.data.list} selectedId={chosen ?? slot?.id ?? slots.data.current_id} /> : <SlotTabsSkeleton />}
        {slot && list.data ? <SlotBanner slot={slot} now={list.data.now} onEnd={refresh} /> : <div className="h-12 rounded-b-lg bg-rose-600" />}
      </div>
      <ActivityListView result={list} page={page} onPage={setPage} now={list.data?.now} emptyMessage={t('second.list.empty')} extra={(card) => (list.data ? <FlashCardLine card={card} now={list.data.now} /> : null)} />
    </ActivityFrame>
  );
}
