import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminHelpArticle, AdminHelpCategory } from '@shop/contract';
import { ConfirmRemoval } from '@shop/commerce';
import { Button, DataTable, formatDateMinute, Permission, type DataColumn } from '@shop/shared';
import { useDeleteHelpArticle } from '../api/delete-help-article';
import { useBilingual } from '../hooks/use-bilingual';

interface HelpArticleTableProps {
  articles: AdminHelpArticle[] | undefined;
  categories: AdminHelpCategory[];
  loading: boolean;
  onEdit: (article: AdminHelpArticle) => void;
}

/** The articles in the help centre's order: both titles, category, order, published or draft, last change; edit and delete. */
export function HelpArticleTable({ articles, categories, loading, onEdit }: HelpArticleTableProps) {
  const { t } = useTranslation('service');
  const text = useBilingual();
  const remove = useDeleteHelpArticle();
  const [deleting, setDeleting] = useState<AdminHelpArticle | null>(null);
  const categoryName = (id: number) => {
    const category = categories.find((candidate) => candidate.id === id);
    return category ? text(category.name) : '';
  };
  const titleOf = (article: AdminHelpArticle) => text({ zh: article.zh.title, en: article.en.title });
  const otherTitle = (article: AdminHelpArticle) => (titleOf(article) === article.zh.title ? article.en.title : article.zh.title);

  const columns: DataColumn<AdminHelpArticle>[] = [
    {
      key: 'title',
      header: t('adminHelp.articles.columns.title'),
      cell: (article) => (
        <div className="min-w-0">
          <p className="font-medium text-slate-800">{titleOf(article)}</p>
          <p className="text-xs text-slate-500">{otherTitle(article)}</p>
        </div>
      ),
    },
    { key: 'category', header: t('adminHelp.articles.columns.category'), width: 'w-36', cell: (article) => categoryName(article.category_id) },
    { key: 'sort', header: t('adminHelp.articles.columns.sort'), align: 'right', width: 'w-16', cell: (article) => article.sort },
    {
      key: 'status',
      header: t('adminHelp.articles.columns.status'),
      width: 'w-24',
      cell: (article) =>
        article.published ? (
          <span className="rounded bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">{t('adminHelp.articles.published')}</span>
        ) : (
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{t('adminHelp.articles.draft')}</span>
        ),
    },
    { key: 'updated', header: t('adminHelp.articles.columns.updated'), width: 'w-44', cell: (article) => <span className="whitespace-nowrap text-xs">{formatDateMinute(article.updated_at)}</span> },
    {
      key: 'actions',
      header: t('adminHelp.articles.columns.actions'),
      align: 'right',
      width: 'w-32',
      cell: (article) => (
        <Permission allow={['help.edit']}>
          <div className="flex justify-end gap-1 whitespace-nowrap">
            <Button variant="ghost" className="px-2 py-1" aria-label={t('adminHelp.articles.editNamed', { title: titleOf(article) })} onClick={() => onEdit(article)}>
              {t('adminHelp.articles.edit')}
            </Button>
            <Button variant="ghost" className="px-2 py-1" aria-label={t('adminHelp.articles.deleteNamed', { title: titleOf(article) })} onClick={() => setDeleting(article)}>
              {t('adminHelp.articles.delete')}
            </Button>
          </div>
        </Permission>
      ),
    },
  ];

  return (
    <>
      <DataTable label={t('adminHelp.articles.table')} columns={columns} rows={articles} rowKey={(article) => article.id} loading={loading} empty={t('adminHelp.articles.empty')} />
      {deleting && (
        <ConfirmRemoval
          title={t('adminHelp.articles.deleteTitle')}
          message={t('adminHelp.articles.deleteMessage', { title: titleOf(deleting) })}
          confirmLabel={t('adminHelp.articles.deleteConfirm')}
          dismissLabel={t('adminHelp.articles.keep')}
          removal={remove}
          variables={{ id: deleting.id }}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
