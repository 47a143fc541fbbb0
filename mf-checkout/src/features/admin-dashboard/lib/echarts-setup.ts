import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// `use` is ECharts' registry, not a React hook: named for what it does.
import { init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts with only what the dashboard draws: bars, a line, their grid, legend and tooltip, on a
 * canvas. The chart component imports this module dynamically, so ECharts is a chunk of its own,
 * fetched when the dashboard opens and never by the shop's pages.
 */
registerParts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
