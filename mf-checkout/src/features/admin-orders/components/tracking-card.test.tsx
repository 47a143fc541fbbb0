import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderTracking } from '@shop/contract';
import { i18n, Toaster } from '@shop/shared';
import { createTestQueryClient, mockStaffApi, ok, refused, signInStaff, type ApiCall } from '@shop/shared/testing';
import '@/i18n/messages';
import { adminOrder } from '@/testing/admin-order-fixtures';
import { TrackingCard } from './tracking-card';

const shipped = adminOrder({ status: 2, express: { company: 'SF Express', tracking_no: 'SF1234567890' } });

/** Newest first, as admin/order/express answers; times without a zone read as local. */
const parcel = (extra: Partial<AdminOrderTracking['events'][number]> = {}): AdminOrderTracking => ({
  order_id: 42,
  express: shipped.express,
  events: [
    { id: 2, happened_at: '2025-06-02T09:30:00+08:00', place: 'Hangzhou', details: 'Called the recipient', kind: null, source: 'staff', recorded_by: 'warehouse', ...extra },
    { id: 1, happened_at: '2025-06-01T18:00:00+08:00', place: 'Shanghai', details: 'Picked up by SF Express', kind: 'picked_up', source: 'provider', recorded_by: null },
  ],
});

const adds = (calls: ApiCall[]) => calls.filter((call) => call.route === 'POST admin/order/express/add').map((call) => call.body);

function renderCard(permissions: string[], routes: Parameters<typeof mockStaffApi>[0], order = shipped) {
  signInStaff(permissions);
  const calls = mockStaffApi(routes);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <TrackingCard order={order} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { calls, user };
}

afterEach(() => act(() => void i18n.changeLanguage('en-us')));

describe('the back office’s tracking card', () => {
  it('shows the parcel’s events newest first, the latest highlighted, with who wrote each', async () => {
    renderCard(['order.view'], { 'GET admin/order/express': ok(parcel()) });
    const card = screen.getByRole('region', { name: 'Tracking' });
    const rows = within(await within(card).findByRole('list', { name: 'Tracking updates, newest first' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Latest update: Called the recipient2025-06-02 09:30:00·Hangzhou·Added by warehouse',
      'Picked up by SF Express2025-06-01 18:00:00·Shanghai·From the courier',
    ]);
    expect(rows[0]).toHaveAttribute('aria-current', 'step');
    // Reading is not writing: the form is for users who may ship.
    expect(screen.queryByRole('form', { name: 'Add tracking event' })).not.toBeInTheDocument();
  });

  it('adds an event at the time it is left at (now, the server’s), then clears the form for the next', async () => {
    const { calls, user } = renderCard(['order.view', 'order.ship'], {
      'GET admin/order/express': ok({ ...parcel(), events: [] }),
      'POST admin/order/express/add': ok(parcel()),
    });
    expect(await screen.findByText('No tracking updates yet')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add tracking event' });
    expect(within(form).getByLabelText('Time')).not.toHaveValue('');
    await user.type(within(form).getByRole('textbox', { name: 'Place' }), ' Hangzhou ');
    await user.type(within(form).getByRole('textbox', { name: 'Details' }), 'Called the recipient');
    await user.click(within(form).getByRole('button', { name: 'Add event' }));
    expect(await screen.findByText('Tracking update added')).toBeInTheDocument();
    expect(adds(calls)).toEqual([{ id: 42, place: 'Hangzhou', details: 'Called the recipient' }]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Place' })).toHaveValue(''));
  });

  it('sends a time changed by hand, and says the server’s refusal of it under the field', async () => {
    const { calls, user } = renderCard(['order.view', 'order.ship'], {
      'GET admin/order/express': ok(parcel()),
      'POST admin/order/express/add': refused('The time is before the order shipped', { field: 'happened_at' }),
    });
    const form = await screen.findByRole('form', { name: 'Add tracking event' });
    const time = within(form).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '2025-05-30T08:15');
    await user.type(within(form).getByRole('textbox', { name: 'Place' }), 'Hangzhou');
    await user.type(within(form).getByRole('textbox', { name: 'Details' }), 'Parcel update');
    await user.click(within(form).getByRole('button', { name: 'Add event' }));
    expect(await within(form).findByText('The time is before the order shipped')).toBeInTheDocument();
    expect(adds(calls)).toEqual([{ id: 42, happened_at: '2025-05-30T00:15:00.000Z' /* 08:15 China time */, place: 'Hangzhou', details: 'Parcel update' }]);
  });

  it('words a missing place and details in Chinese too, sending nothing', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    const { calls, user } = renderCard(['order.view', 'order.ship'], { 'GET admin/order/express': ok(parcel()) });
    const form = await screen.findByRole('form', { name: '添加物流动态' });
    await user.click(within(form).getByRole('button', { name: '添加' }));
    expect(await within(form).findByText('地点不能为空')).toBeInTheDocument();
    expect(within(form).getByText('物流详情不能为空')).toBeInTheDocument();
    expect(adds(calls)).toEqual([]);
  });

  it('is not shown, nor asked for, before the order ships or for a pickup order', () => {
    const { calls } = renderCard(['order.view', 'order.ship'], {}, adminOrder({ status: 1, express: null }));
    expect(screen.queryByRole('region', { name: 'Tracking' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
