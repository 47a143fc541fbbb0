import { useTranslation } from 'react-i18next';
import { WALLET_LOG_TABS, type AdminWalletRow, type WalletLogTab } from '@shop/contract';
import { formatDateTime, Price, useTableParams, type DataColumn } from '@shop/shared';
import { PagedTable } from '@/components/paged-table';
import { TabBar, tabElementId } from '@shop/commerce';
import { useMemberWallet } from '../api/get-member-wallet';

const isTab = (value: string): value is WalletLogTab => (WALLET_LOG_TABS as readonly string[]).includes(value);

/** The member's wallet ledger, paged under a tab kept in the URL; adjustments say who made them. */
export function MemberLedger({ memberId }: { memberId: number }) {
  const { t } = useTranslation('ucenter');
  const table = useTableParams({ sort: 'created_at', filters: { type: 'all' } });
  const tab = isTab(table.filters.type) ? table.filters.type : 'all';
  const wallet = useMemberWallet(memberId, tab, table.page);
  const columns: DataColumn<AdminWalletRow>[] = [
    { key: 'kind', header: t('adminMember.columns.type'), cell: (row) => t(`adminMember.detail.kinds.${row.kind}`), width: 'w-28' },
    {
      key: 'amount',
      header: t('adminMember.columns.amount'),
      align: 'right',
      cell: (row) => (
        <span className={`font-semibold tabular-nums ${row.type === 'income' ? 'text-emerald-700' : 'text-rose-600'}`}>
          {row.type === 'income' ? '+' : '−'}
          <Price value={row.amount} />
        </span>
      ),
    },
    { key: 'balance_after', header: t('adminMember.columns.balanceAfter'), cell: (row) => <Price value={row.balance_after} />, align: 'right' },
    { key: 'description', header: t('adminMember.columns.description'), cell: (row) => row.description },
    { key: 'adjusted_by', header: t('adminMember.columns.by'), cell: (row) => row.adjusted_by ?? t('adminMember.detail.shop'), width: 'w-24' },
    { key: 'created_at', header: t('adminMember.columns.time'), cell: (row) => formatDateTime(row.created_at), width: 'w-44' },
  ];
  const panelId = 'member-ledger-panel';
  return (
    <section aria-labelledby="member-ledger-title">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="member-ledger-title" className="text-sm font-semibold text-slate-700">
          {t('adminMember.detail.wallet')}
        </h2>
        <TabBar
          variant="pills"
          label={t('adminMember.detail.walletTabs')}
          tabs={WALLET_LOG_TABS.map((id) => ({ id, label: t(`adminMember.detail.tabs.${id}`) }))}
          current={tab}
          onSelect={(type) => table.setFilters({ type })}
          idPrefix="member-ledger"
          panelId={panelId}
        />
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabElementId('member-ledger', tab)}>
        <PagedTable
          query={wallet}
          label={t('adminMember.detail.wallet')}
          failed={t('adminMember.detail.walletFailed')}
          empty={t('adminMember.detail.walletEmpty')}
          columns={columns}
          rowKey={(row) => row.id}
          onPage={table.setPage}
          skeletonRows={5}
        />
      </div>
    </section>
  );
}
