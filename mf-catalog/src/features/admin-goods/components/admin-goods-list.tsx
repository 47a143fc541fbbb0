import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ADMIN_GOODS_SORTS, thumbnailSrc, type AdminGoodsRow, type AdminGoodsSort } from '@shop/contract';
import { Button, DataTable, hasPermission, LoadFailed, Pagination, Permission, Price, usePermissionStore, useTableParams, type DataColumn } from '@shop/shared';
import { adminGoodsEditPath } from '@/lib/admin-goods-paths';
import { useAdminGoodsList } from '../api/get-admin-goods-list';
import { useSetGoodsStatus } from '../api/set-goods-status';
import { GoodsFilters, NO_FILTERS } from './goods-filters';
import { ShelfSwitch } from './shelf-switch';
import { StatusBadge } from './status-badge';

const PAGE_SIZE = 20;

const isSort = (value: string): value is AdminGoodsSort => (ADMIN_GOODS_SORTS as readonly string[]).includes(value);

/** The back office's goods: filters, a server-sorted and paged table, shelf switches and bulk on/off for those who may edit. */
export function AdminGoodsList() {
  const { t } = useTranslation('catalog');
  const table = useTableParams({ sort: 'id', filters: NO_FILTERS });
  const { keyword, category_id: categoryId, status, low_stock: lowStock } = table.filters;
  const goods = useAdminGoodsList({
    page: table.page,
    size: PAGE_SIZE,
    sort: isSort(table.sort.sort) ? table.sort.sort : 'id',
    order: table.sort.order,
    ...(keyword ? { keyword } : {}),
    ...(Number(categoryId) > 0 ? { category_id: Number(categoryId) } : {}),
    ...(status === 'on' || status === 'off' ? { status } : {}),
    ...(lowStock === '1' ? { low_stock: '1' as const } : {}),
  });
  const canEdit = hasPermission(
    usePermissionStore((state) => state.auth),
    ['goods.edit'],
  );
  const [selected, setSelected] = useState<number[]>([]);
  const rows = goods.data?.list;
  const onPage = selected.filter((id) => rows?.some((row) => row.id === id));
  const bulk = useSetGoodsStatus();
  const setAll = (checked: boolean) => setSelected(checked ? (rows ?? []).map((row) => row.id) : []);
  const toggle = (id: number, checked: boolean) => setSelected((current) => (checked ? [...current, id] : current.filter((kept) => kept !== id)));
  const changeShelf = (next: 'on' | 'off') => bulk.mutate({ ids: onPage, status: next }, { onSuccess: () => setSelected([]) });

  const selectColumn: DataColumn<AdminGoodsRow> = {
    key: 'select',
    width: 'w-10',
    header: (
      <input
        type="checkbox"
        aria-label={t('adminGoods.list.selectAll')}
        checked={Boolean(rows?.length) && onPage.length === rows?.length}
        onChange={(event) => setAll(event.target.checked)}
        className="h-4 w-4 accent-rose-600"
      />
    ),
    cell: (row) => (
      <input type="checkbox" aria-label={t('adminGoods.list.selectRow', { name: row.name })} checked={onPage.includes(row.id)} onChange={(event) => toggle(row.id, event.target.checked)} className="h-4 w-4 accent-rose-600" />
    ),
  };

  const columns: DataColumn<AdminGoodsRow>[] = [
    ...(canEdit ? [selectColumn] : []),
    {
      key: 'id',
      header: t('adminGoods.list.columns.goods'),
      sortable: true,
      cell: (row) => (
        <div className="flex items-center gap-3">
          <img src={thumbnailSrc(row.image)} alt="" className="h-10 w-10 shrink-0 rounded border border-slate-200 object-cover" />
          <div className="min-w-0">
            <Link to={adminGoodsEditPath(row.id)} className="line-clamp-1 font-medium text-slate-800 hover:text-rose-600">
              {row.name}
            </Link>
            <p className="text-xs text-slate-500">{t('adminGoods.list.id', { id: row.id })}</p>
          </div>
        </div>
      ),
    },
    { key: 'category', header: t('adminGoods.list.columns.category'), width: 'w-32', cell: (row) => row.category.name },
    {
      key: 'price',
      header: t('adminGoods.list.columns.price'),
      sortable: true,
      align: 'right',
      cell: (row) => (
        <span className="whitespace-nowrap">
          <Price value={row.min_price} />
          {row.max_price !== row.min_price ? (
            <>
              {' – '}
              <Price value={row.max_price} />
            </>
          ) : null}
        </span>
      ),
    },
    {
      key: 'stock',
      header: t('adminGoods.list.columns.stock'),
      sortable: true,
      align: 'right',
      cell: (row) => (
        <span className="inline-flex items-center gap-2 whitespace-nowrap">
          {row.low_stock ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">{t('adminGoods.list.lowStock')}</span> : null}
          {row.stock}
        </span>
      ),
    },
    { key: 'sales', header: t('adminGoods.list.columns.sales'), sortable: true, align: 'right', cell: (row) => row.sales },
    { key: 'status', header: t('adminGoods.list.columns.status'), width: 'w-24', cell: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'actions',
      header: t('adminGoods.list.columns.actions'),
      align: 'right',
      width: 'w-32',
      cell: (row) => (
        <div className="flex items-center justify-end gap-2">
          <Permission allow={['goods.edit']}>
            <ShelfSwitch goods={row} />
          </Permission>
          <Link to={adminGoodsEditPath(row.id)} aria-label={t(canEdit ? 'adminGoods.list.editNamed' : 'adminGoods.list.viewNamed', { name: row.name })} className="px-2 py-1 text-rose-600 hover:underline">
            {t(canEdit ? 'adminGoods.list.edit' : 'adminGoods.list.view')}
          </Link>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-3">
      <GoodsFilters
        key={keyword}
        values={table.filters}
        onChange={(next) => {
          setSelected([]);
          table.setFilters(next);
        }}
      />
      <div className="flex min-h-9 items-center justify-between gap-3">
        <Permission allow={['goods.edit']}>
          <div className="flex items-center gap-2 text-sm text-slate-600">
            {onPage.length > 0 ? (
              <>
                <span>{t('adminGoods.list.selected', { count: onPage.length })}</span>
                <Button variant="secondary" className="h-8 px-3" pending={bulk.isPending && bulk.variables?.status === 'on'} disabled={bulk.isPending} onClick={() => changeShelf('on')}>
                  {t('adminGoods.list.bulkOn')}
                </Button>
                <Button variant="secondary" className="h-8 px-3" pending={bulk.isPending && bulk.variables?.status === 'off'} disabled={bulk.isPending} onClick={() => changeShelf('off')}>
                  {t('adminGoods.list.bulkOff')}
                </Button>
              </>
            ) : null}
          </div>
          <Link to={adminGoodsEditPath(null)} className="ml-auto rounded-md bg-rose-600 px-4 py-2 text-sm font-medium text-white hover:bg-rose-700">
            {t('adminGoods.list.new')}
          </Link>
        </Permission>
      </div>
      {goods.isError && !goods.data ? (
        <LoadFailed onRetry={() => void goods.refetch()} />
      ) : (
        <DataTable
          label={t('adminGoods.list.table')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={goods.isFetching}
          empty={t('adminGoods.list.empty')}
          sort={table.sort}
          onSort={(next) => {
            setSelected([]);
            table.setSort(next);
          }}
        />
      )}
      <Pagination
        page={table.page}
        size={PAGE_SIZE}
        total={goods.data?.total ?? 0}
        onChange={(next) => {
          setSelected([]);
          table.setPage(next);
        }}
        showTotal
        className="justify-end"
      />
    </div>
  );
}
