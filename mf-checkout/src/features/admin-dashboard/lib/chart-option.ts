import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { DashboardDay } from '@shop/contract';
import { yuanText } from './yuan-text';

export type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/** The chart's words, in the page's language. */
export type ChartLabels = { orders: string; sales: string };

const ROSE = '#e11d48';
const SLATE = '#475569';
const AXIS_TEXT = '#64748b';

/** "06-01": the day of the month is enough under a 30-day axis; the tooltip names the whole date. */
const shortDate = (date: string) => date.slice(5);

/** Orders as bars on the left axis, sales as a line on the right one, one point per day. */
export function chartOption(series: DashboardDay[], labels: ChartLabels): ChartOption {
  return {
    animation: false,
    grid: { left: 48, right: 64, top: 40, bottom: 32 },
    legend: { top: 0, data: [labels.orders, labels.sales], textStyle: { color: SLATE } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: series.map((day) => day.date),
      axisLabel: { color: AXIS_TEXT, formatter: shortDate },
      axisTick: { alignWithLabel: true },
    },
    yAxis: [
      { type: 'value', name: labels.orders, minInterval: 1, axisLabel: { color: AXIS_TEXT }, nameTextStyle: { color: AXIS_TEXT } },
      { type: 'value', name: labels.sales, axisLabel: { color: AXIS_TEXT }, nameTextStyle: { color: AXIS_TEXT }, splitLine: { show: false } },
    ],
    series: [
      { type: 'bar', name: labels.orders, yAxisIndex: 0, data: series.map((day) => day.orders), itemStyle: { color: '#fda4af' }, barMaxWidth: 18 },
      {
        type: 'line',
        name: labels.sales,
        yAxisIndex: 1,
        data: series.map((day) => Number.parseFloat(day.sales)),
        itemStyle: { color: ROSE },
        lineStyle: { color: ROSE, width: 2 },
        symbolSize: 5,
        tooltip: { valueFormatter: (value) => yuanText(Math.round(Number(value) * 100)) },
      },
    ],
  };
}
