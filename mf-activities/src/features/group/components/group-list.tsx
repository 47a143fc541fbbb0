import { usePageParam } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { ActivityFrame } from '@/components/activity-frame';
import { ActivityListView } from '@/components/activity-list-view';
import { useGroupList } from '../api/get-group-list';

/** /activity/group/index: the group deals, each card saying how many members make a group. */
export function GroupList() {
  const { t } = useTranslation('activities');
  const { page, setPage } = usePageParam();
  const result = useGroupList(page);
  return (
    <ActivityFrame type="group">
      <ActivityListView
        result={result}
        page={page}
        onPage={setPage}
        emptyMessage={t('group.list.empty')}
        extra={(card) => <span className="inline-block rounded border border-rose-200 bg-rose-50 px-1.5 font-medium">{t('group.size', { count: card.group_size })}</span>}
      />
    </ActivityFrame>
  );
}
