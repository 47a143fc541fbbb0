import { act, screen, within } from '@testing-library/react';
import type { OrderDetail } from '@shop/contract';
import { setNavigator, useCartStore } from '@shop/shared';
import { later, mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import { orderKeys } from '@/lib/order-keys';
import { expectUrl } from '@/testing/location';
import { orderDetail, orderPage, orderSummary, pickupStore } from '@/testing/orders';
import { refundPage, refundRequest } from '@/testing/refunds';
import OrderDetailPage from './order-detail-page';

const PATH = '/ucenter/order/detail';

function openOrder(id = '5') {
  return renderPage(OrderDetailPage, { path: PATH, url: `${PATH}?id=${id}` });
}

/** The text of an element as seen (prices' screen-reader words left out). */
function seenText(element: Element | null | undefined): string {
  const copy = element?.cloneNode(true) as HTMLElement | undefined;
  copy?.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
  return copy?.textContent ?? '';
}

/** The value a box shows next to a label. */
function field(box: HTMLElement, label: string): string {
  return seenText(within(box).getByText(label, { selector: 'dt' }).nextElementSibling);
}

const box = (name: string) => screen.getByRole('region', { name });

async function showOrder(order: OrderDetail) {
  signIn();
  const calls = mockApi({ 'GET order/detail': ok(order), 'GET order/express': ok({ order_id: order.id, express: order.express, events: [] }) });
  const view = openOrder(String(order.id));
  await screen.findByRole('region', { name: 'Order information' });
  return { calls, ...view };
}

describe('order detail page', () => {
  it('sends visitors to sign-in and back here afterwards', async () => {
    openOrder();
    await expectUrl('/user/login?redirect=/ucenter/order/detail%3Fid%3D5');
  });

  it('leads to customer service about this order', async () => {
    const { user } = await showOrder(orderDetail());
    await user.click(screen.getByRole('link', { name: 'Ask about this order' }));
    await expectUrl('/service/online?order_id=5');
  });

  it('shows a paid group order waiting for its group, with the link to share, instead of "preparing your goods"', async () => {
    const group = { id: 31, activity_id: 4, status: 'open' as const, size: 3, paid: 1, needed: 2, expires_at: '2025-03-03T10:00:00+08:00' };
    const { user } = await showOrder(orderDetail({ status: 1, group }));
    expect(screen.getByRole('heading', { level: 2, name: 'Waiting for 2 more to join' })).toBeInTheDocument();
    expect(screen.getByText(/ships once the group is complete; if it is not complete by 2025-03-03 10:00/)).toBeInTheDocument();
    expect(screen.queryByText('Paid. The merchant is preparing your goods.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Invite friends to the group' }));
    await expectUrl('/activity/group/view?id=4&group_id=31');
  });

  it('shows what a points-mall order cost in points, and that points paid for it', async () => {
    await showOrder(orderDetail({ status: 1, payment_method: null, payable: '0.00', paid_amount: '0.00', points_spent: 600 }));
    expect(field(box('Payment'), 'Payment method')).toBe('Points');
    expect(field(box('Payment'), 'Points spent')).toBe('600 points');
  });

  it('shows a skeleton while the order loads', async () => {
    signIn();
    const answer = later();
    const calls = mockApi({ 'GET order/detail': answer.handler });
    openOrder();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order details');
    expect(screen.getByRole('status', { name: 'Loading the order' })).toBeInTheDocument();
    await act(async () => answer.release(ok(orderDetail())));
    expect(await screen.findByRole('region', { name: 'Order information' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ id: 5 });
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows every field of a shipped express order', async () => {
    const { user } = await showOrder(orderDetail());
    const status = box('Pending receipt');
    expect(within(status).getByText('202503021000005')).toBeInTheDocument();
    const progress = within(status).getByRole('list', { name: 'Order progress' });
    expect(within(progress).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      expect.stringContaining('Order placed (done)2025-03-02 10:00:05'),
      expect.stringContaining('Paid (done)2025-03-02 10:05:00'),
      expect.stringContaining('Shipped (done)2025-03-03 09:00:00'),
      '4Received',
      '5Completed',
    ]);
    expect(within(progress).getByText(/^Shipped/).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(status).getByRole('button', { name: 'Confirm receipt' })).toBeInTheDocument();
    expect(within(status).queryByRole('timer')).not.toBeInTheDocument();

    const info = box('Order information');
    expect(field(info, 'Order No.')).toBe('202503021000005Copy');
    expect(field(info, 'Placed at')).toBe('2025-03-02 10:00:05');
    expect(field(info, 'Paid at')).toBe('2025-03-02 10:05:00');
    expect(field(info, 'Your notes')).toBe('Please leave it at the door');
    expect(field(info, 'Merchant notes')).toBe('Gift wrapped');

    const recipient = box('Recipient');
    expect(field(recipient, 'Name')).toBe('Li Lei');
    expect(field(recipient, 'Phone')).toBe('13800138000');
    expect(field(recipient, 'Address')).toBe('China Zhejiang Hangzhou 18 West Lake Road Room 301 310000');
    expect(screen.queryByRole('region', { name: 'Pickup store' })).not.toBeInTheDocument();

    const shipping = box('Delivery');
    expect(field(shipping, 'Delivery type')).toBe('Express delivery');
    expect(field(shipping, 'Express company')).toBe('SF Express');
    // The number heads the parcel's timeline, to copy from there.
    const tracking = box('Tracking');
    expect(field(tracking, 'Express company')).toBe('SF Express');
    expect(field(tracking, 'Tracking No.')).toBe('SF1234567890Copy');
    expect(await within(tracking).findByText('No tracking updates yet')).toBeInTheDocument();

    const payment = box('Payment');
    expect(field(payment, 'Payment method')).toBe('Wallet balance');
    expect(field(payment, 'Amount payable')).toBe('¥129.80');
    expect(field(payment, 'Amount paid')).toBe('¥129.80');
    expect(within(payment).getAllByText('129.80 yuan')).toHaveLength(2);

    const goods = screen.getByRole('table', { name: 'Goods in this order' });
    const rows = within(goods).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map(seenText))).toEqual([
      ['Wool scarfRed / L', '¥59.90', '2', '¥119.80'],
      ['Leather gloves', '¥30.00', '1', '¥30.00'],
    ]);
    expect(within(goods).getByRole('link', { name: 'Leather gloves' })).toHaveAttribute('href', '/goods/view?id=12');

    const amount = (label: string) => field(box('Order amounts'), label);
    expect(amount('Goods total')).toBe('¥149.80');
    expect(amount('Freight')).toBe('+ ¥0.00');
    expect(amount('Discount (coupon: Spring 20 off)')).toBe('− ¥20.00');
    expect(amount('Amount payable')).toBe('¥129.80');
    expect(amount('Amount paid')).toBe('¥129.80');
    expect(screen.queryByRole('region', { name: 'Invoice' })).not.toBeInTheDocument();

    await user.click(within(tracking).getByRole('button', { name: 'Copy tracking number' }));
    expect(await navigator.clipboard.readText()).toBe('SF1234567890');
  });

  it('shows the order’s after-sales requests with their progress, and leads to them', async () => {
    signIn();
    const calls = mockApi({
      'GET order/detail': ok(orderDetail({ id: 12, status: 6 })),
      'GET refund/index': ok(refundPage([refundRequest(3, { status: 'approved', amount: '129.80', handled_at: '2025-06-02T09:00:00+08:00' }), refundRequest(2, { status: 'rejected', merchant_note: 'No' })])),
    });
    renderPage(OrderDetailPage, { path: PATH, url: `${PATH}?id=12` });
    const afterSales = await screen.findByRole('region', { name: 'After-sales' });
    const rows = Array.from(afterSales.querySelectorAll('ul > li'));
    expect(rows.map((row) => seenText(row.querySelector('div')))).toEqual(['RefundedR20250601000003', 'RejectedR20250601000002']);
    expect(afterSales).toHaveTextContent('¥129.80');
    expect(within(afterSales).getAllByRole('list', { name: 'Request progress' })).toHaveLength(2);
    expect(within(afterSales).getByRole('link', { name: /View after-sales/ })).toHaveAttribute('href', '/ucenter/order/refund?order_id=12');
    expect(screen.getByRole('link', { name: 'After-sales details' })).toHaveAttribute('href', '/ucenter/order/refund?order_id=12');
    expect(calls.find((call) => call.route === 'GET refund/index')?.body).toMatchObject({ order_id: 12 });
  });

  it('offers a refund on a paid order, and shows no after-sales box without requests', async () => {
    signIn();
    mockApi({ 'GET order/detail': ok(orderDetail({ status: 1, express: null })), 'GET refund/index': ok(refundPage([])) });
    openOrder();
    const status = await screen.findByRole('region', { name: 'Pending shipment' });
    expect(within(status).getByRole('link', { name: 'Apply for refund' })).toHaveAttribute('href', '/ucenter/order/refund?order_id=5');
    await screen.findByRole('region', { name: 'Order information' });
    expect(screen.queryByRole('region', { name: 'After-sales' })).not.toBeInTheDocument();
  });

  it('says when a shipped order is received by itself', async () => {
    await showOrder(orderDetail({ status: 2, windows: { auto_receive_at: '2099-06-11T08:00:00.000Z', review_closes_at: null, after_sales_closes_at: null } }));
    const status = screen.getByRole('region', { name: 'Pending receipt' });
    expect(within(status).getByText(/^Receipt is confirmed automatically on 2099-06-1\d \d\d:00:00 unless you confirm it first\.$/)).toBeInTheDocument();
  });

  it('offers no review or refund once their windows have closed, and says when after-sales closed', async () => {
    signIn();
    mockApi({
      'GET order/detail': ok(orderDetail({ status: 3, windows: { auto_receive_at: null, review_closes_at: '2025-01-16T08:00:00.000Z', after_sales_closes_at: '2025-01-08T08:00:00.000Z' } })),
      'GET refund/index': ok(refundPage([])),
    });
    openOrder();
    const status = await screen.findByRole('region', { name: 'Pending review' });
    expect(within(status).getByText(/^After-sales closed on 2025-01-0\d \d\d:00:00\.$/)).toBeInTheDocument();
    expect(within(status).queryByRole('link', { name: 'Apply for refund' })).not.toBeInTheDocument();
    expect(within(status).queryByRole('link', { name: 'Review' })).not.toBeInTheDocument();
    expect(within(status).getByRole('button', { name: 'Buy again' })).toBeInTheDocument();
  });

  it('shows "None" for notes left empty and the shipping still to come', async () => {
    await showOrder(orderDetail({ status: 1, express: null, remark: '', merchant_remark: '', coupon: null, discount: '0.00' }));
    expect(field(box('Order information'), 'Your notes')).toBe('None');
    expect(field(box('Order information'), 'Merchant notes')).toBe('None');
    expect(field(box('Delivery'), 'Express company')).toBe('Not shipped yet');
    expect(field(box('Order amounts'), 'Discount')).toBe('¥0.00');
  });

  it('shows the pickup store and, once paid, the verification code large', async () => {
    await showOrder(orderDetail({ status: 1, delivery: 'pickup', address: null, express: null, store: pickupStore, pickup_code: '836152' }));
    const store = box('Pickup store');
    expect(field(store, 'Store')).toBe('West Lake store');
    expect(field(store, 'Business hours')).toBe('09:00-21:00');
    expect(field(store, 'Phone')).toBe('0571-88886666');
    expect(field(store, 'Address')).toBe('1 Hubin Road, Hangzhou');
    const code = within(store).getByText('836152');
    expect(code).toHaveAccessibleName('Pickup verification code');
    expect(code).toHaveClass('text-3xl');
    expect(field(box('Delivery'), 'Delivery type')).toBe('Store pickup');
    expect(screen.queryByRole('region', { name: 'Recipient' })).not.toBeInTheDocument();
    // Paid and waiting at the store: the status, its sentence and the progress all speak of pickup.
    const status = screen.getByRole('region', { name: 'Preparing for pickup' });
    expect(status).toHaveTextContent('The store is preparing your goods; collect them with the pickup code once they are ready.');
    expect(status).not.toHaveTextContent(/shipment|merchant/i);
    expect(within(status).getByRole('list', { name: 'Order progress' })).toHaveTextContent('Ready for pickup');
  });

  it('says a pickup order is ready once the store has it ready', async () => {
    await showOrder(
      orderDetail({ status: 2, delivery: 'pickup', address: null, express: null, shipped_at: null, pickup_ready_at: '2025-03-03T11:30:00+08:00', store: pickupStore, pickup_code: '836152' }),
    );
    const status = screen.getByRole('region', { name: 'Ready for pickup' });
    expect(status).toHaveTextContent('Your goods are ready at the store: show the pickup code to collect them.');
    // Its "shipped" step is when the store made it ready.
    const progress = within(status).getByRole('list', { name: 'Order progress' });
    expect(within(progress).getAllByRole('listitem')[2]).toHaveTextContent('Ready for pickup (done)2025-03-03 11:30:00');
  });

  it('keeps the pickup code back until the order is paid', async () => {
    await showOrder(orderDetail({ status: 0, paid_at: null, paid_amount: '0.00', payment_method: null, delivery: 'pickup', address: null, express: null, store: pickupStore, pickup_code: null }));
    expect(field(box('Pickup store'), 'Store')).toBe('West Lake store');
    expect(screen.queryByText('Pickup verification code')).not.toBeInTheDocument();
    expect(field(box('Payment'), 'Payment method')).toBe('Not paid yet');
    expect(field(box('Order information'), 'Paid at')).toBe('Not paid yet');
    expect(screen.queryByText('Amount paid')).not.toBeInTheDocument();
  });

  it('shows the invoice asked for', async () => {
    await showOrder(
      orderDetail({
        invoice: { header_type: 'enterprise', header: 'Hangzhou Lily Trading Co.', tax_no: '91330100MA27XXXX1X', phone: '13800138000', email: 'bill@lily.example', invoice_type: 'special' },
      }),
    );
    const invoice = box('Invoice');
    expect(field(invoice, 'Header type')).toBe('Enterprise');
    expect(field(invoice, 'Invoice header')).toBe('Hangzhou Lily Trading Co.');
    expect(field(invoice, 'Tax number')).toBe('91330100MA27XXXX1X');
    expect(field(invoice, 'Phone')).toBe('13800138000');
    expect(field(invoice, 'Email')).toBe('bill@lily.example');
    expect(field(invoice, 'Invoice type')).toBe('Special VAT invoice');
  });

  it('counts down the time to pay and offers to pay an unpaid order', async () => {
    jest.useFakeTimers({ now: new Date('2025-03-02T10:01:00+08:00') });
    signIn();
    mockApi({ 'GET order/detail': ok(orderDetail({ status: 0, paid_at: null, paid_amount: '0.00', payment_method: null, express: null })) });
    renderPage(OrderDetailPage, { path: PATH, url: `${PATH}?id=5` });
    const status = await screen.findByRole('region', { name: 'Pending payment' });
    expect(within(status).getByRole('timer')).toHaveTextContent('Please pay within29:05, or the order will be cancelled automatically.');
    await act(async () => jest.advanceTimersByTime(5000));
    expect(within(status).getByRole('timer')).toHaveTextContent('29:00');
    expect(within(status).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/cart/cashier?order_id=5');
    expect(within(status).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Order progress' }).querySelector('[aria-current="step"]')).toHaveTextContent('Order placed');
    jest.useRealTimers();
  });

  it('cancels an unpaid order once confirmed and shows it cancelled', async () => {
    signIn();
    let cancelled = false;
    const unpaid = { status: 0, paid_at: null, paid_amount: '0.00', payment_method: null, express: null } as const;
    const calls = mockApi({
      'GET order/detail': () => ok(orderDetail(cancelled ? { ...unpaid, status: 5 } : unpaid)),
      'POST order/cancel': () => {
        cancelled = true;
        return ok(null);
      },
    });
    const { user, queryClient } = openOrder();
    const status = await screen.findByRole('region', { name: 'Pending payment' });
    queryClient.setQueryData(orderKeys.list('unpaid', 1), orderPage([orderSummary(5, 0)]));
    await user.click(within(status).getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('region', { name: 'Cancelled' })).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Order progress' });
    expect(within(progress).getAllByRole('listitem').map((step) => step.textContent)).toEqual([expect.stringContaining('Order placed'), expect.stringContaining('Cancelled')]);
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent('Cancelled');
    expect(screen.getByRole('button', { name: 'Buy again' })).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST order/cancel')?.body).toEqual({ id: 5 });
    expect(calls.filter((call) => call.route === 'GET order/detail')).toHaveLength(2);
    // The lists (their counts) are read again when next shown.
    expect(queryClient.getQueryState(orderKeys.list('unpaid', 1))?.isInvalidated).toBe(true);
  });

  it('says when the time to pay has run out', async () => {
    jest.useFakeTimers({ now: new Date('2025-03-02T10:31:00+08:00') });
    signIn();
    mockApi({ 'GET order/detail': ok(orderDetail({ status: 0, paid_at: null, paid_amount: '0.00' })) });
    renderPage(OrderDetailPage, { path: PATH, url: `${PATH}?id=5` });
    expect(await screen.findByText('The time to pay has run out; the order is being cancelled.')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('buys again from the detail', async () => {
    signIn();
    mockApi({ 'GET order/detail': ok(orderDetail({ status: 4 })), 'POST order/again': ok({ count: 3 }) });
    const { user } = openOrder();
    await user.click(await screen.findByRole('button', { name: 'Buy again' }));
    await expectUrl('/cart/index');
    expect(useCartStore.getState().count).toBe(3);
  });

  it('confirms receipt from the detail and shows the new status', async () => {
    signIn();
    let received = false;
    mockApi({
      'GET order/detail': () => ok(orderDetail({ status: received ? 3 : 2 })),
      'POST order/confirm_receipt': () => {
        received = true;
        return ok(null);
      },
    });
    const { user } = openOrder();
    await user.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    await user.click(screen.getByRole('button', { name: 'Yes, received' }));
    expect(await screen.findByRole('region', { name: 'Pending review' })).toBeInTheDocument();
  });

  it("leaves for the not-found page on an unknown or another member's order", async () => {
    signIn();
    const navigate = jest.fn();
    setNavigator(navigate);
    mockApi({ 'GET order/detail': { code: 404, msg: 'Not found', data: null } });
    openOrder('999');
    await screen.findByRole('alert');
    expect(navigate).toHaveBeenCalledWith('/public/404', { replace: true });
    setNavigator(null);
  });

  it('leaves for the not-found page without an id', async () => {
    signIn();
    renderPage(OrderDetailPage, { path: PATH });
    await expectUrl('/public/404');
  });

  it('leaves for the not-found page with an id that cannot be an order, asking nothing', async () => {
    signIn();
    const calls = mockApi({});
    renderPage(OrderDetailPage, { path: PATH, url: `${PATH}?id=abc` });
    await expectUrl('/public/404');
    expect(calls).toHaveLength(0);
  });
});
