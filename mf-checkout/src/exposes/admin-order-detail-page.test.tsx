import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@shop/shared';
import { mockStaffApi, ok, refused, renderPage, signInStaff, type ApiCall } from '@shop/shared/testing';
import { orderPrintout } from '@shop/commerce/testing';
import { adminOrder, pickupStore } from '@/testing/admin-order-fixtures';
import AdminOrderDetailPage from './admin-order-detail-page';

const PATH = '/admin/order/detail';
const posts = (calls: ApiCall[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);
const reads = (calls: ApiCall[]) => calls.filter((call) => call.route === 'GET admin/order/detail').length;
const shipped = adminOrder({ status: 2, express: { company: 'SF Express', tracking_no: 'SF1234567890' }, timeline: [...adminOrder().timeline, { event: 'shipped', at: '2025-06-01T09:00:00.000Z' }] });

function open(permissions: string[], routes: Parameters<typeof mockStaffApi>[0] = {}) {
  signInStaff(permissions);
  const calls = mockStaffApi({ 'GET admin/order/detail': ok(adminOrder()), 'GET admin/order/express': ok({ order_id: 42, express: null, events: [] }), ...routes });
  return { calls, ...renderPage(AdminOrderDetailPage, { path: PATH, url: `${PATH}?id=42` }) };
}

describe('back-office order detail', () => {
  it('shows the order’s cards: summary, member, address, items with ¥ prices, payment and timeline', async () => {
    open(['order.view']);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('202506010042');
    expect(summary).toHaveTextContent('Pending shipment');
    expect(screen.getByRole('region', { name: 'Member' })).toHaveTextContent('demo');
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('Wang Fang 13912345678');
    expect(within(screen.getByRole('table', { name: 'Items' })).getByText('Ceramic coffee mug')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Wallet balance · Paid');
    expect(within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Order placed', 'Paid']);
  });

  it('offers no Ship button to a role without order.ship', async () => {
    open(['order.view', 'refund.view']);
    await screen.findByRole('region', { name: 'Summary' });
    expect(screen.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print packing slip' })).toBeInTheDocument();
  });

  it('holds a group order back while its group forms: no Ship button, the reason, and the group in the summary', async () => {
    const group = { id: 31, activity_id: 4, status: 'open' as const, size: 3, paid: 1, needed: 2, expires_at: '2025-06-02T08:00:00+08:00' };
    open(['order.view', 'order.ship'], { 'GET admin/order/detail': ok(adminOrder({ group })) });
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Group forming: 2 more');
    expect(screen.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('it ships once 2 more members join and pay (by 2025-06-02 08:00:00)');
  });

  it('shows the points a points-mall order cost among its totals', async () => {
    open(['order.view'], { 'GET admin/order/detail': ok(adminOrder({ points_spent: 600 })) });
    expect(await screen.findByRole('table', { name: 'Items' })).toBeInTheDocument();
    expect(screen.getByText('Points spent').nextElementSibling).toHaveTextContent('600 points');
  });

  it('ships with a courier and a tracking number checked before sending, then shows the order shipped', async () => {
    const { user, calls } = open(['order.view', 'order.ship'], { 'POST admin/order/ship': ok(shipped) });
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = screen.getByRole('dialog', { name: 'Ship order 202506010042' });
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tracking number is required');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'no way');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tracking number must be 6 to 40 letters, digits or dashes');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Courier company' }), 'other');
    await user.type(within(dialog).getByRole('textbox', { name: 'Courier company name' }), 'Best Express');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Tracking number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'BE12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, 'POST admin/order/ship')).toEqual([{ id: 42, express_company: 'Best Express', tracking_no: 'BE12345678' }]);
    expect(await screen.findByText('SF1234567890')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
  });

  it('says in the server’s words when another operator shipped first, and shows the order as it is now', async () => {
    let current = adminOrder();
    const { user, calls } = open(['order.view', 'order.ship'], {
      'GET admin/order/detail': () => ok(current),
      'POST admin/order/ship': () => {
        current = shipped;
        return refused('This order has already been shipped, perhaps by someone else just now', { field: 'id' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'SF0000000001');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(useToastStore.getState().items.map((item) => item.message)).toContain('This order has already been shipped, perhaps by someone else just now'));
    expect(await screen.findByText('SF1234567890')).toBeInTheDocument();
    expect(reads(calls)).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks a pickup order ready, and hands a ready one over by its code, saying a wrong code under the field', async () => {
    const ready = adminOrder({ delivery: 'pickup', address: null, store: pickupStore, pickup_code: '12345678', status: 2 });
    let current = adminOrder({ delivery: 'pickup', address: null, store: pickupStore, pickup_code: '12345678' });
    const { user, calls } = open(['order.view', 'order.pickup'], {
      'GET admin/order/detail': () => ok(current),
      'POST admin/order/pickup/ready': () => ok((current = ready)),
      'POST admin/order/pickup/verify': (body) => (body.pickup_code === '12345678' ? ok({ ...ready, status: 3 }) : refused('No pickup order has this pickup code', { field: 'pickup_code' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark ready for pickup' }));
    const form = await screen.findByRole('form', { name: 'Hand over at the store' });
    await user.click(within(form).getByRole('button', { name: 'Verify and hand over' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter the pickup code');
    await user.type(within(form).getByRole('textbox', { name: 'Pickup code' }), '11112222');
    await user.click(within(form).getByRole('button', { name: 'Verify and hand over' }));
    expect(await within(form).findByText('No pickup order has this pickup code')).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: 'Pickup code' }));
    await user.type(within(form).getByRole('textbox', { name: 'Pickup code' }), '12345678');
    await user.click(within(form).getByRole('button', { name: 'Verify and hand over' }));
    expect(await screen.findByText('Picked up')).toBeInTheDocument();
    expect(posts(calls, 'POST admin/order/pickup/verify').at(-1)).toEqual({ id: 42, pickup_code: '12345678' });
  });

  it('previews the packing slip above everything before printing it', async () => {
    const { user } = open(['order.view'], { 'GET admin/order/print': ok(orderPrintout({ order_no: '202506010042' })) });
    await user.click(await screen.findByRole('button', { name: 'Print packing slip' }));
    const preview = screen.getByRole('dialog', { name: 'Packing slip 202506010042' });
    expect(preview.parentElement).toHaveStyle({ zIndex: '20002' });
    expect(await within(preview).findByRole('article', { name: 'Packing slip 202506010042' })).toHaveTextContent('Wang Fang');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in place when the order does not exist', async () => {
    open(['order.view'], { 'GET admin/order/detail': { code: 404, msg: 'The requested resource does not exist', data: null } });
    expect(await screen.findByText('This order does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/admin/order/index');
  });
});
