import { useTranslation } from 'react-i18next';
import type { DashboardDay } from '@shop/contract';
import { countText } from '@/lib/count-text';
import { toCents } from '../lib/day-change';
import { yuanText } from '../lib/yuan-text';

/**
 * The chart's figures as a table: what a screen reader reads in place of the canvas (visually
 * hidden), and what everyone sees when the chart cannot be drawn.
 */
export function SeriesTable({ series, visible }: { series: DashboardDay[]; visible: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <table className={visible ? 'mt-2 w-full text-left text-xs text-slate-600' : 'sr-only'}>
      <caption className={visible ? 'sr-only' : undefined}>{t('adminDashboard.chart.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('adminDashboard.chart.date')}</th>
          <th scope="col">{t('adminDashboard.chart.orders')}</th>
          <th scope="col">{t('adminDashboard.chart.sales')}</th>
        </tr>
      </thead>
      <tbody>
        {series.map((day) => (
          <tr key={day.date}>
            <th scope="row" className="font-normal">
              {day.date}
            </th>
            <td className="tabular-nums">{countText(day.orders)}</td>
            <td className="tabular-nums">{yuanText(toCents(day.sales))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
