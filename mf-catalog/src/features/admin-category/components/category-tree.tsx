import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailSrc, type AdminSubCategory } from '@shop/contract';
import { ConfirmRemoval } from '@shop/commerce';
import { Button, DataTable, LoadFailed, Permission, type DataColumn } from '@shop/shared';
import { useDeleteCategory } from '../api/change-category';
import { useAdminCategories } from '../api/get-admin-categories';
import { CategoryDialog } from './category-dialog';

/** A row of the tree table: top categories, each followed by its sub-categories. */
type TreeRow = { category: AdminSubCategory; child: boolean };

type Editing = { title: string; category: AdminSubCategory | null; parentId: number | null };

const action = 'px-2 py-1 text-rose-600 hover:underline';

/** The category tree as a table, with add, edit and delete for those who may edit categories. */
export function CategoryTree() {
  const { t, i18n } = useTranslation('catalog');
  const tree = useAdminCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminSubCategory | null>(null);
  const nameOf = (category: AdminSubCategory) => (i18n.language === 'en-us' ? category.name_en : category.name_zh);
  const rows: TreeRow[] | undefined = tree.data?.list.flatMap(({ children, ...top }) => [{ category: top, child: false }, ...children.map((category) => ({ category, child: true }))]);

  const columns: DataColumn<TreeRow>[] = [
    {
      key: 'name',
      header: t('adminGoods.category.columns.name'),
      cell: ({ category, child }) => (
        <span className={`flex items-center gap-2 ${child ? 'pl-8' : 'font-medium text-slate-800'}`}>
          {child ? (
            <span aria-hidden="true" className="text-slate-300">
              └
            </span>
          ) : null}
          {category.image ? <img src={thumbnailSrc(category.image)} alt={t('adminGoods.category.picture', { name: category.name_zh })} className="h-7 w-7 rounded border border-slate-200 object-cover" /> : null}
          {category.name_zh}
          {category.hidden ? <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-600">{t('adminGoods.category.hiddenBadge')}</span> : null}
        </span>
      ),
    },
    { key: 'name_en', header: t('adminGoods.category.columns.nameEn'), cell: ({ category }) => category.name_en },
    { key: 'sort', header: t('adminGoods.category.columns.sort'), align: 'right', width: 'w-20', cell: ({ category }) => category.sort },
    { key: 'goods', header: t('adminGoods.category.columns.goods'), align: 'right', width: 'w-24', cell: ({ category }) => category.goods },
    {
      key: 'actions',
      header: t('adminGoods.category.columns.actions'),
      align: 'right',
      width: 'w-64',
      cell: ({ category, child }) => (
        <Permission allow={['category.edit']}>
          <div className="flex justify-end gap-1 whitespace-nowrap">
            {child ? null : (
              <button type="button" className={action} aria-label={t('adminGoods.category.addChildNamed', { name: nameOf(category) })} onClick={() => setEditing({ title: t('adminGoods.category.newChildTitle', { name: nameOf(category) }), category: null, parentId: category.id })}>
                {t('adminGoods.category.addChild')}
              </button>
            )}
            <button type="button" className={action} aria-label={t('adminGoods.category.editNamed', { name: nameOf(category) })} onClick={() => setEditing({ title: t('adminGoods.category.editTitle', { name: nameOf(category) }), category, parentId: category.parent_id })}>
              {t('adminGoods.category.edit')}
            </button>
            <button type="button" className={action} aria-label={t('adminGoods.category.deleteNamed', { name: nameOf(category) })} onClick={() => setDeleting(category)}>
              {t('adminGoods.category.delete')}
            </button>
          </div>
        </Permission>
      ),
    },
  ];

  return (
    <div className="space-y-3">
      <div className="flex min-h-9 justify-end">
        <Permission allow={['category.edit']}>
          <Button onClick={() => setEditing({ title: t('adminGoods.category.newTitle'), category: null, parentId: null })}>{t('adminGoods.category.new')}</Button>
        </Permission>
      </div>
      {tree.isError && !tree.data ? (
        <LoadFailed onRetry={() => void tree.refetch()} />
      ) : (
        <DataTable label={t('adminGoods.category.table')} columns={columns} rows={rows} rowKey={({ category }) => category.id} loading={tree.isFetching} empty={t('adminGoods.category.empty')} />
      )}
      {editing ? <CategoryDialog key={editing.category?.id ?? `new-${editing.parentId}`} {...editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmRemoval
          title={t('adminGoods.category.deleteTitle')}
          message={t('adminGoods.category.deleteMessage', { name: nameOf(deleting) })}
          confirmLabel={t('adminGoods.category.delete')}
          dismissLabel={t('adminGoods.category.cancel')}
          removal={remove}
          variables={{ id: deleting.id }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
