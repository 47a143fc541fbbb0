import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@shop/contract';
import { DataTable, LoadFailed, Pagination, type DataColumn, type TableSort } from '@shop/shared';

interface PagedTableProps<Row> {
  /** The page being read (its previous page stays while the next loads). */
  query: UseQueryResult<Paged<Row>>;
  /** Names the table, and says what failed when it could not be read. */
  label: string;
  failed: string;
  empty: ReactNode;
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  onPage: (page: number) => void;
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
  skeletonRows?: number;
}

/** A back-office table of a server-paged list: skeleton rows, the rows or an empty state, the pages under it, or a retry. */
export function PagedTable<Row>({ query, label, failed, empty, columns, rowKey, onPage, sort, onSort, skeletonRows }: PagedTableProps<Row>) {
  if (query.isError && !query.data) return <LoadFailed message={failed} onRetry={() => void query.refetch()} />;
  return (
    <>
      <DataTable label={label} columns={columns} rows={query.data?.list} rowKey={rowKey} loading={query.isFetching} empty={empty} sort={sort} onSort={onSort} skeletonRows={skeletonRows} />
      {query.data && <Pagination page={query.data.page} size={query.data.size} total={query.data.total} onChange={onPage} showTotal className="mt-4 justify-end" />}
    </>
  );
}
