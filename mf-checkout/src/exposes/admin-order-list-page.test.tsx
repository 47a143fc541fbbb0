import { screen, within } from '@testing-library/react';
import { mockStaffApi, ok, renderPage, signInStaff, type ApiCall } from '@shop/shared/testing';
import { adminOrderList, adminOrderRow } from '@/testing/admin-order-fixtures';
import AdminOrderListPage from './admin-order-list-page';

const PATH = '/admin/order/index';
const reads = (calls: ApiCall[]) => calls.filter((call) => call.route === 'GET admin/order/index').map((call) => call.body);

function open(url = PATH, answer = adminOrderList([adminOrderRow(1), adminOrderRow(2, { status: 0, paid_at: null, delivery: 'pickup', recipient: null, mobile: null, store_name: 'Shanghai flagship store' })])) {
  signInStaff(['order.view']);
  const calls = mockStaffApi({ 'GET admin/order/index': ok(answer) });
  return { calls, ...renderPage(AdminOrderListPage, { path: PATH, url }) };
}

describe('back-office order list', () => {
  it('shows the orders with links to their detail and the status tabs with their counts', async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Open order 202506010001' });
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(link).toHaveAttribute('href', '/admin/order/detail?id=1');
    const pickupRow = within(table).getByRole('link', { name: 'Open order 202506010002' }).closest('tr')!;
    expect(pickupRow).toHaveTextContent('Shanghai flagship store');
    expect(pickupRow).toHaveTextContent('Not paid');
    expect(within(table).getAllByText('¥').length).toBeGreaterThan(0);
    const tabs = screen.getByRole('group', { name: 'Order status' });
    expect(within(tabs).getByRole('button', { name: 'All (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tabs).getByRole('button', { name: 'Pending shipment (1)' })).toBeInTheDocument();
  });

  it('asks the server for a status, a search, a date range and a sort, keeping them in the URL', async () => {
    const { user, calls } = open();
    await screen.findByRole('link', { name: 'Open order 202506010001' });
    await user.click(screen.getByRole('button', { name: 'Pending payment (1)' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/order/index?status=0');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'wang');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery' }), 'pickup');
    await user.type(screen.getByLabelText('From'), '2025-06-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: /^Amount/ }));
    expect(reads(calls).at(-1)).toEqual({ page: 1, size: 20, sort: 'amount', order: 'desc', status: '0', keyword: 'wang', delivery: 'pickup', date_from: '2025-06-01' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(reads(calls).at(-1)).toEqual({ page: 1, size: 20, sort: 'amount', order: 'desc', status: '0' });
  });

  it('says when nothing matches', async () => {
    open(`${PATH}?keyword=nobody`, adminOrderList([]));
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody');
  });
});
