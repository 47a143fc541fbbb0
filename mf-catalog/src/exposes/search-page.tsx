import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '@shop/contract';
import { Skeleton } from '@shop/shared';
import { useFacets } from '@/features/goods-list/api/get-facets';
import { GoodsFacets } from '@/features/goods-list/components/goods-facets';
import { GoodsListView } from '@/features/goods-list/components/goods-list-view';
import { goodsApiParams } from '@/features/goods-list/lib/goods-query';
import { useGoodsFilters } from '@/features/goods-list/hooks/use-goods-filters';
import { QuickAddButton } from '@/features/quick-add/components/quick-add-button';
import { useSearchKeywords } from '@/features/search/api/get-search-keywords';
import { isRefusedSearch, useSearch } from '@/features/search/api/search-goods';
import { RelatedSearches } from '@/features/search/components/related-searches';
import { SearchKeywords } from '@/features/search/components/search-keywords';
import { SearchNotice } from '@/features/search/components/search-notice';

/** /search/index?q=: results with the list filters and facets in the URL, and related searches; an empty q prompts instead. */
export default function SearchPage() {
  const { t } = useTranslation('catalog');
  const { filters, change, params } = useGoodsFilters();
  const q = params.get('q')?.trim() ?? '';
  const search = useSearch({ q, ...goodsApiParams(filters) }, q !== '');
  const refused = isRefusedSearch(search.error);
  // A text the server refuses (too long) is refused by goods/facets alike: the page explains it once.
  const facets = useFacets(filters, q, q !== '' && q.length <= SEARCH_MAX_LENGTH && !refused);
  // Without results to come with them, the hot keywords are asked for on their own.
  const offered = useSearchKeywords(q === '' || refused);

  if (!q) {
    return (
      <div className="mx-auto w-[1200px] py-4">
        <h1 className="mb-3 text-lg font-semibold text-slate-800">{t('search.title')}</h1>
        <SearchKeywords hot={offered.data?.hot ?? []} history={offered.data?.history ?? []} />
        <SearchNotice kind="prompt" />
      </div>
    );
  }
  const heading = t('search.results', { q });
  if (refused) {
    return (
      <div className="mx-auto w-[1200px] py-4">
        <h1 title={heading} className="mb-3 line-clamp-2 text-lg font-semibold break-all text-slate-800">
          {heading}
        </h1>
        <SearchKeywords hot={offered.data?.hot ?? []} history={offered.data?.history ?? []} />
        <SearchNotice kind="refused" />
      </div>
    );
  }
  return (
    <div className="mx-auto w-[1200px] py-4">
      <div className="mb-3 flex items-baseline gap-3">
        <h1 title={heading} className="line-clamp-2 min-w-0 text-lg font-semibold break-all text-slate-800">
          {heading}
        </h1>
        <div className="shrink-0 text-sm text-slate-600">
          {search.data ? t('list.total', { count: search.data.total }) : <Skeleton className="inline-block h-4 w-16 align-middle" />}
        </div>
      </div>
      <SearchKeywords hot={search.data?.hot ?? []} history={search.data?.history ?? []} />
      <RelatedSearches q={q} />
      <GoodsFacets facets={facets.data} filters={filters} onChange={change} stale={facets.isPlaceholderData} />
      <GoodsListView filters={filters} onChange={change} result={search} cardAction={QuickAddButton} />
    </div>
  );
}
