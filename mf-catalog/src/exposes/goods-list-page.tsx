import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/get-categories';
import { CatalogBreadcrumbs } from '@/components/catalog-breadcrumbs';
import { useFacets } from '@/features/goods-list/api/get-facets';
import { useGoods } from '@/features/goods-list/api/get-goods';
import { CategoryFilter, topCategoryOf } from '@/features/goods-list/components/category-filter';
import { GoodsFacets } from '@/features/goods-list/components/goods-facets';
import { GoodsListView } from '@/features/goods-list/components/goods-list-view';
import { useGoodsFilters } from '@/features/goods-list/hooks/use-goods-filters';
import { QuickAddButton } from '@/features/quick-add/components/quick-add-button';
import { RelatedSearches } from '@/features/search/components/related-searches';

/** /goods/index: the catalogue by category, brand, specifications, price and sort; every filter lives in the URL. */
export default function GoodsListPage() {
  const { t } = useTranslation('catalog');
  const { filters, change, hrefFor } = useGoodsFilters();
  const categories = useCategories();
  const goods = useGoods(filters);
  const facets = useFacets(filters);
  const top = categories.data ? topCategoryOf(categories.data, filters.category_id) : undefined;
  const category = top?.id === filters.category_id ? top : top?.children.find((child) => child.id === filters.category_id);
  const title = category?.name ?? (filters.keywords ? t('list.keywordsTitle', { keywords: filters.keywords }) : t('list.title'));
  return (
    <div className="mx-auto w-[1200px] py-4">
      <CatalogBreadcrumbs categories={categories.data} categoryId={filters.category_id} />
      <h1 className="mb-3 text-lg font-semibold text-slate-800">{title}</h1>
      <CategoryFilter categories={categories.data} current={filters.category_id} hrefFor={hrefFor} />
      <GoodsFacets facets={facets.data} filters={filters} onChange={change} stale={facets.isPlaceholderData} />
      {filters.keywords && <RelatedSearches q={filters.keywords} hrefFor={(keywords) => hrefFor({ keywords })} />}
      <GoodsListView filters={filters} onChange={change} result={goods} cardAction={QuickAddButton} />
    </div>
  );
}
