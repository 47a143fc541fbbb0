import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EChartsType } from 'echarts/core';
import type { DashboardDay } from '@shop/contract';
import { Skeleton } from '@shop/shared';
import { chartOption } from '../lib/chart-option';
import { SeriesTable } from './series-table';

/**
 * Orders (bars) and sales (line) of the last 30 days, drawn by ECharts. ECharts is imported here,
 * when the chart mounts, so only the dashboard pays for it; the chart follows its container's size
 * and the page's language, and the same figures stand in a table for screen readers.
 */
export function DashboardChart({ series }: { series: DashboardDay[] }) {
  const { t } = useTranslation('checkout');
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let instance: EChartsType | null = null;
    let unmounted = false;
    const observer = new ResizeObserver(() => instance?.resize());
    // A chunk that fails to arrive, or a browser without canvas, leaves the table in its place.
    import('../lib/echarts-setup')
      .then(({ init }) => {
        if (unmounted) return;
        instance = init(element);
        observer.observe(element);
        setChart(instance);
      })
      .catch(() => {
        if (!unmounted) setFailed(true);
      });
    return () => {
      unmounted = true;
      observer.disconnect();
      instance?.dispose();
    };
  }, []);

  const labels = useMemo(() => ({ orders: t('adminDashboard.chart.orders'), sales: t('adminDashboard.chart.sales') }), [t]);
  useEffect(() => {
    chart?.setOption(chartOption(series, labels), { notMerge: true });
  }, [chart, series, labels]);

  return (
    <div className="relative">
      {failed && (
        <p role="alert" className="py-2 text-sm text-slate-500">
          {t('adminDashboard.chart.failed')}
        </p>
      )}
      <div ref={box} aria-hidden="true" data-testid="dashboard-chart" className={failed ? 'hidden' : 'h-80 w-full'} />
      {!chart && !failed && (
        <div role="status" className="absolute inset-0">
          <Skeleton className="h-full w-full" />
          <span className="sr-only">{t('adminDashboard.chart.loading')}</span>
        </div>
      )}
      <SeriesTable series={series} visible={failed} />
    </div>
  );
}
