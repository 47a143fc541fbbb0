import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WALLET_LOG_TABS, type Paged, type WalletLogTab } from '@shop/contract';
import { LoadFailed, Pagination, Skeleton } from '@shop/shared';
import { TabBar, tabElementId } from '@shop/commerce';

interface LogSectionProps<Row> {
  title: string;
  tabsLabel: string;
  loadingLabel: string;
  failedMessage: string;
  emptyMessage: string;
  tab: WalletLogTab;
  page: number;
  setTab: (tab: WalletLogTab) => void;
  setPage: (page: number) => void;
  log: UseQueryResult<Paged<Row>>;
  /** The header cells, in the order `renderRow` writes its cells. */
  columns: string[];
  renderRow: (row: Row) => ReactNode;
}

function LogSkeleton({ label, columns }: { label: string; columns: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-2 py-2">
      {Array.from({ length: 5 }, (_, row) => (
        <div key={row} className="flex gap-4">
          {Array.from({ length: columns }, (_, cell) => (
            <Skeleton key={cell} className="h-6 flex-1" />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * A paged log under the spec's tabs: a table of rows, a skeleton while the first page loads, the
 * previous page dimmed while the next one does, an empty state, and a retry when it failed.
 */
export function LogSection<Row extends { id: number }>(props: LogSectionProps<Row>) {
  const { title, tabsLabel, loadingLabel, failedMessage, emptyMessage, tab, page, setTab, setPage, log, columns, renderRow } = props;
  const { t } = useTranslation('ucenter');
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  const panelId = `${idPrefix}-panel`;
  const { data, isError, isPlaceholderData, refetch } = log;

  let body;
  if (!data || (isPlaceholderData && data.list.length === 0)) {
    body = isError ? <LoadFailed message={failedMessage} onRetry={() => void refetch()} className="py-10" /> : <LogSkeleton label={loadingLabel} columns={columns.length} />;
  } else if (data.list.length === 0) {
    body = <p className="rounded border border-dashed border-slate-200 py-12 text-center text-sm text-slate-500">{emptyMessage}</p>;
  } else {
    body = (
      <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="bg-slate-50 text-left text-xs text-slate-500">
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-2 font-normal">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{data.list.map(renderRow)}</tbody>
        </table>
        <Pagination page={page} size={data.size} total={data.total} onChange={setPage} showTotal className="mt-4 justify-end" />
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="mb-4 flex items-center justify-between">
        <h2 id={titleId} className="border-l-4 border-rose-600 pl-2 text-base font-semibold text-slate-800">
          {title}
        </h2>
        <TabBar
          label={tabsLabel}
          tabs={WALLET_LOG_TABS.map((id) => ({ id, label: t(`wallet.tabs.${id}`) }))}
          current={tab}
          idPrefix={idPrefix}
          panelId={panelId}
          onSelect={setTab}
          variant="pills"
        />
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabElementId(idPrefix, tab)} aria-busy={isPlaceholderData || undefined}>
        {body}
      </div>
    </section>
  );
}
