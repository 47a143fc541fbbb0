import { useTranslation } from 'react-i18next';
import type { GoodsListAnswer } from '@shop/contract';
import { LoadFailed, Pagination, Skeleton } from '@shop/shared';
import type { GoodsFilters } from '@/types/goods-filters';
import { GOODS_PAGE_SIZE } from '../lib/goods-query';
import { GoodsEmpty } from './goods-empty';
import { GoodsGrid, GoodsGridSkeleton, type CardAction } from './goods-grid';
import { PastLastPage } from './past-last-page';
import { PriceFilter } from './price-filter';
import { SortTabs } from './sort-tabs';

/** What the list needs of the call that fills it: a query's result fits as it is. */
export interface GoodsListResult {
  data: GoodsListAnswer | undefined;
  isError: boolean;
  /** The previous page is shown while the one asked for loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface GoodsListViewProps {
  filters: GoodsFilters;
  onChange: (changes: Partial<GoodsFilters>) => void;
  result: GoodsListResult;
  cardAction?: CardAction;
}

/**
 * A goods list with its toolbar (sort tabs, price range, total), the grid and the pages. The
 * caller owns the call (goods, search or shop) and keeps the filters in the URL.
 */
export function GoodsListView({ filters, onChange, result, cardAction }: GoodsListViewProps) {
  const { t } = useTranslation('catalog');
  const page = result.data;
  const size = page?.size || GOODS_PAGE_SIZE;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / size)) : 1;
  const loading = !page && !result.isError;
  const updating = result.isPlaceholderData;
  return (
    <section aria-label={t('list.label')} aria-busy={loading || updating || undefined}>
      <div className="mb-4 flex h-14 items-center gap-6 rounded-lg bg-white px-4">
        <SortTabs sort={filters.sort} onChange={(sort) => onChange({ sort })} />
        <PriceFilter min={filters.min_price} max={filters.max_price} onApply={onChange} />
        <div className="ml-auto text-sm text-slate-500" aria-live="polite">
          {page ? (
            t('list.total', { count: page.total })
          ) : (
            <Skeleton className="inline-block h-4 w-20 align-middle" />
          )}
        </div>
      </div>
      {!page ? (
        result.isError ? (
          <LoadFailed onRetry={() => void result.refetch()} />
        ) : (
          <div role="status" aria-label={t('list.loading')}>
            <GoodsGridSkeleton />
          </div>
        )
      ) : page.list.length === 0 && page.total > 0 ? (
        <PastLastPage page={filters.page} lastPage={lastPage} onGoToLast={() => onChange({ page: lastPage })} />
      ) : page.list.length === 0 ? (
        <GoodsEmpty />
      ) : (
        <div className={updating ? 'opacity-60 transition-opacity' : undefined}>
          <GoodsGrid list={page.list} cardAction={cardAction} />
          <Pagination page={filters.page} size={size} total={page.total} onChange={(next) => onChange({ page: next })} />
        </div>
      )}
    </section>
  );
}
