import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBrand } from '@shop/contract';
import { Button, DataTable, LoadFailed, Permission, type DataColumn } from '@shop/shared';
import { useAdminBrands } from '@/api/get-admin-brands';
import { BrandDialog } from './brand-dialog';

type Editing = { title: string; brand: AdminBrand | null };

const action = 'px-2 py-1 text-rose-600 hover:underline';

/** The brands goods are sold under, beside the categories: a table with add and edit for those who may edit categories. */
export function BrandTable() {
  const { t, i18n } = useTranslation('catalog');
  const brands = useAdminBrands();
  const [editing, setEditing] = useState<Editing | null>(null);
  const headingId = useId();
  const nameOf = (brand: AdminBrand) => (i18n.language === 'en-us' ? brand.name_en : brand.name_zh);

  const columns: DataColumn<AdminBrand>[] = [
    { key: 'name', header: t('adminGoods.brand.columns.name'), cell: (brand) => <span className="font-medium text-slate-800">{brand.name_zh}</span> },
    { key: 'name_en', header: t('adminGoods.brand.columns.nameEn'), cell: (brand) => brand.name_en },
    { key: 'sort', header: t('adminGoods.brand.columns.sort'), align: 'right', width: 'w-20', cell: (brand) => brand.sort },
    { key: 'goods', header: t('adminGoods.brand.columns.goods'), align: 'right', width: 'w-24', cell: (brand) => brand.goods },
    {
      key: 'actions',
      header: t('adminGoods.brand.columns.actions'),
      align: 'right',
      width: 'w-64',
      cell: (brand) => (
        <Permission allow={['category.edit']}>
          <button type="button" className={action} aria-label={t('adminGoods.brand.editNamed', { name: nameOf(brand) })} onClick={() => setEditing({ title: t('adminGoods.brand.editTitle', { name: nameOf(brand) }), brand })}>
            {t('adminGoods.brand.edit')}
          </button>
        </Permission>
      ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex min-h-9 items-center justify-between">
        <h2 id={headingId} className="text-base font-semibold text-slate-800">
          {t('adminGoods.brand.title')}
        </h2>
        <Permission allow={['category.edit']}>
          <Button onClick={() => setEditing({ title: t('adminGoods.brand.newTitle'), brand: null })}>{t('adminGoods.brand.new')}</Button>
        </Permission>
      </div>
      {brands.isError && !brands.data ? (
        <LoadFailed onRetry={() => void brands.refetch()} />
      ) : (
        <DataTable label={t('adminGoods.brand.table')} columns={columns} rows={brands.data?.list} rowKey={(brand) => brand.id} loading={brands.isFetching} empty={t('adminGoods.brand.empty')} />
      )}
      {editing ? <BrandDialog key={editing.brand?.id ?? 'new'} {...editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
