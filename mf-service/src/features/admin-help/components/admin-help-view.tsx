import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminHelpArticle } from '@shop/contract';
import { Button, LoadFailed, Pagination, Permission, readId, Skeleton, useDebouncedValue, useTableParams } from '@shop/shared';
import { useAdminHelp } from '../api/get-admin-help';
import { filterArticles } from '../lib/filter-articles';
import { ArticleEditor } from './article-editor';
import { HelpArticleTable } from './help-article-table';
import { HelpCategoryPanel } from './help-category-panel';

const PAGE_SIZE = 20;

type Editing = { article?: AdminHelpArticle } | null;

/**
 * The help centre's back office: categories on the left (choosing what the table lists), the
 * articles with a title search (category, search and page kept in the URL), and the editor.
 */
export function AdminHelpView() {
  const { t } = useTranslation('service');
  const help = useAdminHelp();
  const table = useTableParams({ sort: 'sort', order: 'asc', filters: { category: '', q: '' } });
  const [search, setSearch] = useState(table.filters.q);
  const [editing, setEditing] = useState<Editing>(null);
  const categoryId = readId(table.filters.category);
  const q = useDebouncedValue(search, 250);
  useEffect(() => {
    if (q !== table.filters.q) table.setFilters({ q });
  }, [q, table]);

  if (help.isError && !help.data) return <LoadFailed onRetry={() => void help.refetch()} />;
  const categories = help.data?.list ?? [];
  const matching = help.data ? filterArticles(categories, categoryId, table.filters.q) : undefined;
  const rows = matching?.slice((table.page - 1) * PAGE_SIZE, table.page * PAGE_SIZE);

  return (
    <div className="flex items-start gap-4">
      {help.data ? (
        <HelpCategoryPanel categories={categories} current={categoryId} onSelect={(id) => table.setFilters({ category: id === null ? '' : String(id) })} />
      ) : (
        <Skeleton className="h-72 w-60 shrink-0" />
      )}
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex items-center justify-between gap-4">
          <input
            type="search"
            aria-label={t('adminHelp.articles.search')}
            placeholder={t('adminHelp.articles.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="h-9 w-72 rounded-md border border-slate-300 px-3 text-sm"
          />
          <Permission allow={['help.edit']}>
            <Button disabled={!help.data || categories.length === 0} onClick={() => setEditing({})}>
              {t('adminHelp.articles.new')}
            </Button>
          </Permission>
        </div>
        <HelpArticleTable articles={rows} categories={categories} loading={help.isFetching && !help.data} onEdit={(article) => setEditing({ article })} />
        <Pagination page={table.page} size={PAGE_SIZE} total={matching?.length ?? 0} onChange={table.setPage} showTotal className="justify-end" />
      </div>
      {editing && <ArticleEditor article={editing.article} categories={categories} categoryId={categoryId} onClose={() => setEditing(null)} />}
    </div>
  );
}
