import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Pagination, Skeleton } from '@shop/shared';
import type { RemoteData } from '@/hooks/use-remote-data';
import type { GoodsFilters, GoodsPage } from '@/types/goods';
import { GOODS_PAGE_SIZE } from '../goods-query';
import { GoodsEmpty } from './goods-empty';
import { GoodsGrid, GoodsGridSkeleton } from './goods-grid';
import { PastLastPage } from './past-last-page';
import { PriceFilter } from './price-filter';
import { SortTabs } from './sort-tabs';

interface GoodsListViewProps {
  filters: GoodsFilters;
  onChange: (changes: Partial<GoodsFilters>) => void;
  result: RemoteData<GoodsPage>;
  /** Shown instead of the default empty state (e.g. by search). */
  empty?: ReactNode;
}

/**
 * A goods list with its toolbar (sort tabs, price range, total), the grid and the pages. The
 * caller owns the call (goods, search or shop) and keeps the filters in the URL.
 */
export function GoodsListView({ filters, onChange, result, empty }: GoodsListViewProps) {
  const { t } = useTranslation('catalog');
  const page = result.data;
  const size = page?.size || GOODS_PAGE_SIZE;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / size)) : 1;
  return (
    <section aria-label={t('list.label')} aria-busy={result.loading || undefined}>
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
      {result.failed ? (
        <LoadFailed onRetry={result.reload} />
      ) : !page ? (
        <div role="status" aria-label={t('list.loading')}>
          <GoodsGridSkeleton />
        </div>
      ) : page.list.length === 0 && page.total > 0 ? (
        <PastLastPage page={filters.page} lastPage={lastPage} onGoToLast={() => onChange({ page: lastPage })} />
      ) : page.list.length === 0 ? (
        (empty ?? <GoodsEmpty />)
      ) : (
        <>
          <GoodsGrid list={page.list} />
          <Pagination page={page.page || filters.page} size={size} total={page.total} onChange={(next) => onChange({ page: next })} />
        </>
      )}
    </section>
  );
}
