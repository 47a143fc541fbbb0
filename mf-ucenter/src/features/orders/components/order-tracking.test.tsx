import { act, screen, within } from '@testing-library/react';
import type { OrderTracking as Tracking, TrackingEvent } from '@shop/contract';
import { i18n } from '@shop/shared';
import { mockApi, ok, renderPage, signIn, type ApiCall } from '@shop/shared/testing';
import { orderDetail } from '@/testing/orders';
import '@/i18n/messages';
import { OrderTracking } from './order-tracking';

const event = (id: number, happened_at: string, details: string, place: string, extra: Partial<TrackingEvent> = {}): TrackingEvent => ({
  id,
  happened_at,
  details,
  place,
  kind: null,
  source: 'provider',
  ...extra,
});

/** Newest first, as order/express answers; times without a zone read as local, so they print the same anywhere. */
const journey: Tracking = {
  order_id: 5,
  express: { company: 'SF Express', tracking_no: 'SF1234567890' },
  events: [
    event(3, '2025-03-04T15:20:00+08:00', 'Out for delivery: the courier is on the way', 'Hangzhou', { kind: 'out_for_delivery' }),
    event(2, '2025-03-03T17:00:00+08:00', 'Left the sorting centre for the Hangzhou sorting centre', 'Shanghai sorting centre', { kind: 'departed' }),
    event(1, '2025-03-03T11:00:00+08:00', 'Picked up by SF Express', 'Shanghai', { kind: 'picked_up' }),
  ],
};

function render(order = orderDetail(), answer: Tracking = journey) {
  signIn();
  const calls: ApiCall[] = mockApi({ 'GET order/express': ok(answer) });
  const Box = () => <OrderTracking order={order} />;
  return { calls, ...renderPage(Box, { path: '/ucenter/order/detail' }) };
}

describe('the parcel’s tracking on the member’s order detail', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('shows the courier and number to copy, and the events newest first, the latest highlighted, each with its time and place', async () => {
    const { calls } = render();
    const box = screen.getByRole('region', { name: 'Tracking' });
    expect(within(box).getByText('SF Express')).toBeInTheDocument();
    expect(within(box).getByText('SF1234567890')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Copy tracking number' })).toBeInTheDocument();
    const timeline = await within(box).findByRole('list', { name: 'Tracking updates, newest first' });
    const rows = within(timeline).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '2025-03-0415:20:00Latest update: Out for delivery: the courier is on the wayHangzhou',
      '2025-03-0317:00:00Left the sorting centre for the Hangzhou sorting centreShanghai sorting centre',
      '2025-03-0311:00:00Picked up by SF ExpressShanghai',
    ]);
    expect(rows[0]).toHaveAttribute('aria-current', 'step');
    expect(rows[1]).not.toHaveAttribute('aria-current');
    expect(within(rows[2]!).getByText('2025-03-03', { exact: false }).closest('time')).toHaveAttribute('dateTime', '2025-03-03T11:00:00+08:00');
    expect(calls).toEqual([{ route: 'GET order/express', body: { id: 5 } }]);
  });

  it('says when the parcel has no updates yet, in Chinese too', async () => {
    render(orderDetail(), { ...journey, events: [] });
    expect(await screen.findByText('No tracking updates yet')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh-cn'));
    expect(screen.getByRole('region', { name: '物流信息' })).toHaveTextContent('暂无物流信息');
  });

  it('is not shown, nor asked for, before the order ships or for a pickup order', () => {
    const unshipped = render(orderDetail({ status: 1, express: null }));
    expect(screen.queryByRole('region', { name: 'Tracking' })).not.toBeInTheDocument();
    expect(unshipped.calls).toEqual([]);
    unshipped.unmount();
    const pickup = render(orderDetail({ delivery: 'pickup', express: null }));
    expect(screen.queryByRole('region', { name: 'Tracking' })).not.toBeInTheDocument();
    expect(pickup.calls).toEqual([]);
  });
});
