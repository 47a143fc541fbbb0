import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardAnswer } from '@shop/contract';
import { Button, formatTimeOfDay, LoadFailed } from '@shop/shared';
import { countText } from '@/lib/count-text';
import { useDashboard } from '../api/get-dashboard';
import { toCents } from '../lib/day-change';
import { yuanText } from '../lib/yuan-text';
import { CardLink } from './card-link';
import { DashboardChart } from './dashboard-chart';
import { DashboardSkeleton } from './dashboard-skeleton';
import { FigureCard } from './figure-card';
import { LowStockCard } from './low-stock-card';

function Figures({ data }: { data: DashboardAnswer }) {
  const { t } = useTranslation('checkout');
  const { sales, paid_amount: paid, refunded_amount: refunded, pending_shipments: pending } = data;
  return (
    <div role="group" aria-label={t('adminDashboard.figures.label')} className="grid grid-cols-2 gap-4 md:grid-cols-4">
      <FigureCard
        label={t('adminDashboard.figures.sales')}
        today={toCents(sales.today)}
        yesterday={toCents(sales.yesterday)}
        format={yuanText}
        detail={t('adminDashboard.figures.salesDetail', { paid: yuanText(toCents(paid.today)), refunded: yuanText(toCents(refunded.today)) })}
      />
      <FigureCard label={t('adminDashboard.figures.orders')} {...data.orders} />
      <FigureCard label={t('adminDashboard.figures.paidOrders')} {...data.paid_orders} />
      <FigureCard label={t('adminDashboard.figures.newMembers')} {...data.new_members} />
      <FigureCard
        label={t('adminDashboard.figures.pendingShipments')}
        today={pending.today}
        yesterday={pending.yesterday}
        state
        detail={t('adminDashboard.figures.pendingDetail', { express: countText(pending.express), pickup: countText(pending.pickup) })}
        action={
          <CardLink to="/admin/order/index?status=1" permission="order.view">
            {t('adminDashboard.links.pendingShipments')}
          </CardLink>
        }
      />
      <FigureCard
        label={t('adminDashboard.figures.openRefunds')}
        {...data.open_refunds}
        state
        action={
          <CardLink to="/admin/order/refund" permission="refund.view">
            {t('adminDashboard.links.openRefunds')}
          </CardLink>
        }
      />
      <LowStockCard lowStock={data.low_stock} />
    </div>
  );
}

/** /admin/dashboard: today's figures beside yesterday's, and 30 days of orders and sales. */
export function DashboardView() {
  const { t } = useTranslation('checkout');
  const chartTitle = useId();
  const dashboard = useDashboard();
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) return <LoadFailed onRetry={() => void dashboard.refetch()} />;
  const { data } = dashboard;
  const totals = data.series.reduce((sum, day) => ({ orders: sum.orders + day.orders, cents: sum.cents + toCents(day.sales) }), { orders: 0, cents: 0 });
  const updatedAt = formatTimeOfDay(dashboard.dataUpdatedAt, { seconds: true });
  return (
    <div className="space-y-4 text-sm">
      <div className="flex items-center gap-4 rounded-md border border-slate-200 bg-white px-4 py-2">
        <p className="font-medium text-slate-700">{t('adminDashboard.today', { date: data.today })}</p>
        <p className="text-xs text-slate-500">{t('adminDashboard.updatedAt', { time: updatedAt })}</p>
        <Button variant="secondary" className="ml-auto" pending={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
          {t('adminDashboard.refresh')}
        </Button>
      </div>
      <Figures data={data} />
      <section aria-labelledby={chartTitle} className="rounded-md border border-slate-200 bg-white p-4">
        <div className="mb-2 flex items-baseline justify-between gap-4">
          <h2 id={chartTitle} className="font-medium text-slate-700">
            {t('adminDashboard.chart.title')}
          </h2>
          <p className="text-xs text-slate-500">{t('adminDashboard.chart.summary', { orders: countText(totals.orders), sales: yuanText(totals.cents) })}</p>
        </div>
        <DashboardChart series={data.series} />
      </section>
    </div>
  );
}
