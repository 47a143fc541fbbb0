import { act, screen, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { later, mockStaffApi, ok, renderPage, signInStaff } from '@shop/shared/testing';
import { dashboard } from '@/features/admin-dashboard/testing/dashboard-fixtures';
import AdminDashboardPage from './admin-dashboard-page';

// ECharts draws on a canvas jsdom does not have; the chart's own test covers what it is given.
jest.mock('@/features/admin-dashboard/lib/echarts-setup', () => ({
  init: () => ({ setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() }),
}));

const PATH = '/admin/dashboard';
const card = (name: string) => screen.getByRole('region', { name });

beforeAll(() => {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('back-office dashboard', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('shows skeletons, then today’s figures with yesterday’s and the change', async () => {
    signInStaff(['*']);
    const answer = later();
    mockStaffApi({ 'GET admin/dashboard/index': answer.handler });
    renderPage(AdminDashboardPage, { path: PATH });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard');
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(5);
    await act(async () => answer.release(ok(dashboard())));

    expect(await screen.findByText('Today, 2025-06-01')).toBeInTheDocument();
    const sales = card('Sales');
    expect(sales).toHaveTextContent('¥1,200.00');
    expect(sales).toHaveTextContent('Paid ¥1,300.00 · refunded ¥100.00');
    expect(sales).toHaveTextContent('Yesterday ¥1,000.00');
    expect(within(sales).getByText('Up ¥200.00 (20%) on yesterday')).toBeInTheDocument();
    expect(within(card('Orders placed')).getByText('Up 2 (20%) on yesterday')).toBeInTheDocument();
    expect(within(card('Paid orders')).getByText('Same as yesterday')).toBeInTheDocument();
    expect(within(card('New members')).getByText('Down 2 (40%) on yesterday')).toBeInTheDocument();
    const pending = card('Pending shipments');
    expect(pending).toHaveTextContent('Express 3 · pickup 1');
    expect(pending).toHaveTextContent('End of yesterday 6');
    // Nothing was open yesterday: a rise from zero has no percentage.
    expect(within(card('Open refunds')).getByText('Up 2 on yesterday')).toBeInTheDocument();
    const lowStock = card('Low stock SKUs');
    expect(lowStock).toHaveTextContent('7');
    expect(within(lowStock).getByRole('list', { name: 'Lowest stock' })).toHaveTextContent('Size: 42');
    expect(within(lowStock).getByText('Off shelf')).toBeInTheDocument();
  });

  it('links the cards to the pages that act on them', async () => {
    signInStaff(['*']);
    mockStaffApi({ 'GET admin/dashboard/index': ok(dashboard()) });
    renderPage(AdminDashboardPage, { path: PATH });
    expect(await screen.findByRole('link', { name: 'Ship orders' })).toHaveAttribute('href', '/admin/order/index?status=1');
    expect(screen.getByRole('link', { name: 'Handle refunds' })).toHaveAttribute('href', '/admin/order/refund');
    expect(screen.getByRole('link', { name: 'View goods' })).toHaveAttribute('href', '/admin/goods/index?low_stock=1');
    expect(screen.getByRole('link', { name: 'Edit Cloudstep running shoes' })).toHaveAttribute('href', '/admin/goods/edit?id=5');
  });

  it('links only to pages the role may open: the warehouse has no refunds page', async () => {
    signInStaff(['dashboard.view', 'order.view', 'order.ship', 'order.pickup', 'goods.view']);
    mockStaffApi({ 'GET admin/dashboard/index': ok(dashboard()) });
    renderPage(AdminDashboardPage, { path: PATH });
    expect(await screen.findByRole('link', { name: 'Ship orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Handle refunds' })).not.toBeInTheDocument();
    expect(card('Open refunds')).toHaveTextContent('2');
  });

  it('names the goods without a link for a role that may not edit them', async () => {
    signInStaff(['dashboard.view']);
    mockStaffApi({ 'GET admin/dashboard/index': ok(dashboard()) });
    renderPage(AdminDashboardPage, { path: PATH });
    expect(await screen.findByText('Cloudstep running shoes')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks again on refresh, the button busy meanwhile', async () => {
    signInStaff(['*']);
    const second = later();
    let calls = 0;
    mockStaffApi({ 'GET admin/dashboard/index': () => (calls++ === 0 ? ok(dashboard()) : second.handler()) });
    const { user } = renderPage(AdminDashboardPage, { path: PATH });
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    await user.click(refresh);
    expect(refresh).toBeDisabled();
    await act(async () => second.release(ok(dashboard({ orders: { today: 13, yesterday: 10 } }))));
    expect(await within(card('Orders placed')).findByText('Up 3 (30%) on yesterday')).toBeInTheDocument();
    expect(refresh).toBeEnabled();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    signInStaff(['*']);
    let calls = 0;
    mockStaffApi({ 'GET admin/dashboard/index': () => (calls++ === 0 ? { code: 500, msg: 'Server error', data: null } : ok(dashboard())) });
    const { user } = renderPage(AdminDashboardPage, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Sales' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    signInStaff(['*']);
    mockStaffApi({ 'GET admin/dashboard/index': ok(dashboard()) });
    renderPage(AdminDashboardPage, { path: PATH });
    expect(await screen.findByText('今日：2025-06-01')).toBeInTheDocument();
    expect(within(card('销售额')).getByText('较昨日增加 ¥200.00 (20%)')).toBeInTheDocument();
    expect(card('待发货')).toHaveTextContent('截至昨日 6');
    expect(screen.getByRole('link', { name: '去发货' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新' })).toBeInTheDocument();
  });
});
