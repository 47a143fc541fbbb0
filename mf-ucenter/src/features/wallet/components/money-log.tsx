import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WalletLogRow } from '@shop/contract';
import { formatDateMinute, orderDetailPath, Price } from '@shop/shared';
import { useWalletLog } from '../api/get-wallet-log';
import { useLogParams } from '../hooks/use-log-params';
import { LogSection } from './log-section';
import { SignedAmount } from './signed-amount';

function MoneyRow({ row }: { row: WalletLogRow }) {
  const { t } = useTranslation('ucenter');
  return (
    <tr>
      <td className="px-4 py-3 text-slate-700">{t(`wallet.money.kinds.${row.kind}`)}</td>
      <td className="px-4 py-3">
        <SignedAmount income={row.type === 'income'}>
          <Price value={row.amount} />
        </SignedAmount>
      </td>
      <td className="px-4 py-3 text-slate-600">
        <Price value={row.balance_after} />
      </td>
      <td className="px-4 py-3 text-slate-600">
        {row.description}
        {row.order_id !== null && (
          <Link to={orderDetailPath(row.order_id)} className="ml-2 text-xs text-rose-700 hover:underline">
            {t('wallet.money.viewOrder')}
          </Link>
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-500">{formatDateMinute(row.created_at)}</td>
    </tr>
  );
}

/** The balance log: every top-up, payment and refund, by tab and page. */
export function MoneyLog() {
  const { t } = useTranslation('ucenter');
  const params = useLogParams('');
  const log = useWalletLog(params.tab, params.page);
  return (
    <LogSection
      {...params}
      log={log}
      title={t('wallet.money.title')}
      tabsLabel={t('wallet.money.tabs')}
      loadingLabel={t('wallet.money.loading')}
      failedMessage={t('wallet.money.failed')}
      emptyMessage={t(`wallet.money.empty.${params.tab}`)}
      columns={[t('wallet.columns.type'), t('wallet.columns.amount'), t('wallet.columns.balanceAfter'), t('wallet.columns.description'), t('wallet.columns.time')]}
      renderRow={(row) => <MoneyRow key={row.id} row={row} />}
    />
  );
}
