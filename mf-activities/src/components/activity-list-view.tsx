import { useTranslation } from 'react-i18next';
import type { ActivityCard } from '@shop/contract';
import { LoadFailed, Pagination } from '@shop/shared';
import { ActivityCardGrid, type ActivityCardGridProps } from './activity-card-grid';
import { ActivityEmpty } from './activity-empty';
import { ActivityGridSkeleton } from './activity-grid-skeleton';

/** What the list needs of the call that fills it: a query's result fits as it is. */
export interface ActivityListResult<Card extends ActivityCard> {
  data: { list: Card[]; page: number; size: number; total: number } | undefined;
  isError: boolean;
  /** The previous page is shown while the one asked for loads (`placeholderData: keepPreviousData`). */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface ActivityListViewProps<Card extends ActivityCard> extends Omit<ActivityCardGridProps<Card>, 'cards' | 'onCountdownEnd'> {
  result: ActivityListResult<Card>;
  page: number;
  onPage: (page: number) => void;
  /** Replaces the generic "no activities" sentence. */
  emptyMessage?: string;
}

/**
 * A type's list: skeleton cards while it loads, a retry when it failed, the empty state, or the
 * cards and their pages. A card whose countdown runs out asks for the list again (new states).
 */
export function ActivityListView<Card extends ActivityCard>({ result, page, onPage, emptyMessage, ...grid }: ActivityListViewProps<Card>) {
  const { t } = useTranslation('activities');
  const answer = result.data;
  if (!answer) {
    return result.isError ? (
      <LoadFailed onRetry={() => void result.refetch()} />
    ) : (
      <div role="status" aria-label={t('common.list.loading')}>
        <ActivityGridSkeleton />
      </div>
    );
  }
  return (
    <section aria-busy={result.isPlaceholderData || undefined} className={result.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      {answer.list.length === 0 ? <ActivityEmpty message={emptyMessage} /> : <ActivityCardGrid cards={answer.list} onCountdownEnd={() => void result.refetch()} {...grid} />}
      <Pagination page={page} size={answer.size} total={answer.total} onChange={onPage} />
    </section>
  );
}
