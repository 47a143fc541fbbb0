import { useTranslation } from 'react-i18next';
import type { PointsLogRow } from '@shop/contract';
import { formatDateMinute } from '@shop/shared';
import { usePointsLog } from '../api/get-points-log';
import { useLogParams } from '../hooks/use-log-params';
import { LogSection } from './log-section';
import { SignedAmount } from './signed-amount';

function PointsRow({ row }: { row: PointsLogRow }) {
  const { t } = useTranslation('ucenter');
  return (
    <tr>
      <td className="px-4 py-3 text-slate-700">{t(`wallet.pointsLog.kinds.${row.type}`)}</td>
      <td className="px-4 py-3">
        <SignedAmount income={row.type === 'income'}>{row.points}</SignedAmount>
      </td>
      <td className="px-4 py-3 text-slate-600">{row.balance_after}</td>
      <td className="px-4 py-3 text-slate-600">{row.description}</td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-500">{formatDateMinute(row.created_at)}</td>
    </tr>
  );
}

/** The points log: points earned and spent, by tab and page. */
export function PointsLog() {
  const { t } = useTranslation('ucenter');
  const params = useLogParams('points_');
  const log = usePointsLog(params.tab, params.page);
  return (
    <LogSection
      {...params}
      log={log}
      title={t('wallet.pointsLog.title')}
      tabsLabel={t('wallet.pointsLog.tabs')}
      loadingLabel={t('wallet.pointsLog.loading')}
      failedMessage={t('wallet.pointsLog.failed')}
      emptyMessage={t(`wallet.pointsLog.empty.${params.tab}`)}
      columns={[t('wallet.columns.type'), t('wallet.columns.points'), t('wallet.columns.pointsAfter'), t('wallet.columns.description'), t('wallet.columns.time')]}
      renderRow={(row) => <PointsRow key={row.id} row={row} />}
    />
  );
}
