import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@shop/shared';
import { mockStaffApi, ok, refused, renderPage, signInStaff, type ApiCall } from '@shop/shared/testing';
import { adminRefund } from '@/testing/admin-order-fixtures';
import AdminRefundListPage from './admin-refund-list-page';

const PATH = '/admin/order/refund';
const posts = (calls: ApiCall[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);
const page = (list = [adminRefund(1), adminRefund(2, { status: 'approved', refund_method: 'balance' })]) => ok({ list, page: 1, size: 20, total: list.length });

function open(permissions: string[], routes: Parameters<typeof mockStaffApi>[0] = {}) {
  signInStaff(permissions);
  const calls = mockStaffApi({ 'GET admin/refund/index': page(), ...routes });
  return { calls, ...renderPage(AdminRefundListPage, { path: PATH }) };
}

describe('back-office refunds', () => {
  it('lists the requests with their reason, amount and a link to the order; no decisions without refund.review', async () => {
    open(['refund.view']);
    const link = (await screen.findAllByRole('link', { name: 'Open order 202506010042' }))[0]!;
    expect(link).toHaveAttribute('href', '/admin/order/detail?id=42');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('Damaged');
    expect(row).toHaveTextContent('¥39.00');
    expect(screen.queryByRole('button', { name: 'Approve R20250601001' })).not.toBeInTheDocument();
  });

  it('approves a pending request with an optional note, and reads the list again', async () => {
    let list = [adminRefund(1)];
    const { user, calls } = open(['refund.view', 'refund.review'], {
      'GET admin/refund/index': () => page(list),
      'POST admin/refund/approve': () => {
        list = [adminRefund(1, { status: 'approved' })];
        return ok(list[0]);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve R20250601001' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve request R20250601001?' });
    expect(dialog).toHaveAccessibleDescription('¥39.00 goes back to the member, the way the order was paid.');
    expect(within(dialog).getByRole('textbox', { name: 'Note to the member (optional)' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, 'POST admin/refund/approve')).toEqual([{ id: 1, note: '' }]);
    expect(await screen.findByText('Approved', { selector: 'td span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve R20250601001' })).not.toBeInTheDocument();
  });

  it('needs a note to reject, and shows the server’s words when another reviewer decided first', async () => {
    const { user, calls } = open(['refund.view', 'refund.review'], { 'POST admin/refund/reject': refused('This request has already been handled', { field: 'id' }) });
    await user.click(await screen.findByRole('button', { name: 'Reject R20250601001' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject request R20250601001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why the request is rejected');
    expect(posts(calls, 'POST admin/refund/reject')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note to the member' }), 'The seal is broken');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(useToastStore.getState().items.map((item) => item.message)).toContain('This request has already been handled'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.route === 'GET admin/refund/index')).toHaveLength(2));
  });

  it('filters by status and kind on the server', async () => {
    const { user, calls } = open(['refund.view']);
    await screen.findAllByRole('link', { name: 'Open order 202506010042' });
    await user.click(screen.getByRole('button', { name: 'Pending' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'return');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(calls.filter((call) => call.route === 'GET admin/refund/index').at(-1)!.body).toEqual({ page: 1, size: 20, sort: 'created_at', order: 'desc', status: 'pending', kind: 'return' });
  });
});
