import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../ui/skeleton';

export interface DataColumn<Row> {
  /** Unique per table; also the `sort` value sent to the server when the column is sortable. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Tailwind width class, e.g. `w-40`. */
  width?: string;
}

export interface TableSort {
  sort: string;
  order: 'asc' | 'desc';
}

interface DataTableProps<Row> {
  /** Names the table for assistive technology. */
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  /** Said in place of rows when there are none. */
  empty: ReactNode;
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
  /** Skeleton rows while loading. */
  skeletonRows?: number;
  /** What opens under a row across the whole table (a row's details); nothing when it returns null. */
  expandedRow?: (row: Row) => ReactNode;
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/**
 * The back office's table: dense rows, server-side sorting through clickable headers (`aria-sort`),
 * skeleton rows while the first page loads, and an empty state. Paging and filters stay with the
 * page, which keeps them in the URL.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, loading = false, empty, sort, onSort, skeletonRows = 8, expandedRow }: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  const sortBy = (key: string) => onSort?.({ sort: key, order: sort?.sort === key && sort.order === 'desc' ? 'asc' : 'desc' });
  return (
    <div className="overflow-x-auto rounded border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm" aria-label={label} aria-busy={loading}>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            {columns.map((column) => {
              const sorted = sort?.sort === column.key ? sort.order : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={`border-b border-slate-200 px-3 py-2 font-medium ${ALIGN[column.align ?? 'left']} ${column.width ?? ''}`}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : column.sortable ? 'none' : undefined}
                >
                  {column.sortable && onSort ? (
                    <button type="button" className="inline-flex items-center gap-1 hover:text-rose-600" onClick={() => sortBy(column.key)}>
                      {column.header}
                      <span aria-hidden="true" className={sorted ? 'text-rose-600' : 'text-slate-300'}>
                        {sorted === 'asc' ? '▲' : '▼'}
                      </span>
                      <span className="sr-only">{t('table.sortBy')}</span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading && !rows
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} className="border-b border-slate-100">
                  {columns.map((column) => (
                    <td key={column.key} className="px-3 py-3">
                      <Skeleton className="h-4 w-full" />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {rows?.map((row) => {
            const details = expandedRow?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr className="border-b border-slate-100 last:border-0 hover:bg-rose-50/40">
                  {columns.map((column) => (
                    <td key={column.key} className={`px-3 py-2 align-middle text-slate-700 ${ALIGN[column.align ?? 'left']}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {details != null && (
                  <tr className="border-b border-slate-100 bg-slate-50/60">
                    <td colSpan={columns.length} className="px-3 py-3">
                      {details}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
          {rows && rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-12 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
