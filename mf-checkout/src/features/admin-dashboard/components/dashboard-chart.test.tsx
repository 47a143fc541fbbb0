import { act, render, screen, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import '@/i18n/messages';
import { init } from '../lib/echarts-setup';
import type { ChartOption } from '../lib/chart-option';
import { series } from '../testing/dashboard-fixtures';
import { DashboardChart } from './dashboard-chart';

// The modular ECharts is loaded by the component itself (a dynamic import); here it hands out a
// recording chart, since jsdom has no canvas to draw on.
jest.mock('../lib/echarts-setup', () => ({ init: jest.fn() }));

const chart = { setOption: jest.fn<void, [ChartOption]>(), resize: jest.fn(), dispose: jest.fn() };
let resized: () => void = () => undefined;

beforeAll(() => {
  global.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      resized = () => callback([], this);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => jest.mocked(init).mockReturnValue(chart as unknown as ReturnType<typeof init>));
afterEach(() => act(() => void i18n.changeLanguage('en-us')));

const days = series({ '2025-05-31': { orders: 2, sales: '88.50' }, '2025-06-01': { orders: 1, sales: '-20.00' } });
const lastOption = () => chart.setOption.mock.calls.at(-1)![0] as { series: Array<{ name: string; data: number[] }>; xAxis: { data: string[] } };

describe('the 30-day chart', () => {
  it('draws orders as bars and sales as a line, one point per day, with labels in the page’s language', async () => {
    render(<DashboardChart series={days} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the chart');
    await act(async () => undefined);
    expect(init).toHaveBeenCalledWith(screen.getByTestId('dashboard-chart'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const option = lastOption();
    expect(option.xAxis.data).toHaveLength(30);
    expect(option.series.map((line) => [line.name, line.data.slice(-2)])).toEqual([
      ['Orders', [2, 1]],
      ['Sales (¥)', [88.5, -20]],
    ]);

    await act(() => i18n.changeLanguage('zh-cn'));
    expect(lastOption().series.map((line) => line.name)).toEqual(['订单数', '销售额（¥）']);
  });

  it('follows its container’s size and lets go of ECharts when it leaves', async () => {
    const { unmount } = render(<DashboardChart series={days} />);
    await act(async () => undefined);
    resized();
    expect(chart.resize).toHaveBeenCalled();
    unmount();
    expect(chart.dispose).toHaveBeenCalled();
  });

  it('has the figures in a table for screen readers, and shows it when the chart cannot be drawn', async () => {
    jest.mocked(init).mockImplementation(() => {
      throw new Error('no canvas');
    });
    render(<DashboardChart series={days} />);
    const table = screen.getByRole('table', { name: 'Orders and sales, last 30 days' });
    expect(table).toHaveClass('sr-only');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: '2025-06-01 1 -¥20.00' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The chart could not be drawn');
    expect(table).not.toHaveClass('sr-only');
  });
});
