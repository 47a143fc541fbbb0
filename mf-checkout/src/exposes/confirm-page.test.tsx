import { act, screen, waitFor, within } from '@testing-library/react';
import { useCartStore } from '@shop/shared';
import { mockApi, ok, refused, signIn, type ApiCall } from '@shop/shared/testing';
import type { InvoiceHeader } from '@shop/contract';
import { home, preview, store } from '@/testing/fixtures';
import { watchSharedRoots } from '@/testing/watch-shared-roots';
import { renderPage } from '@shop/shared/testing';
import ConfirmPage from './confirm-page';

const CART_URL = '/cart/confirm?type=cart&cart_ids=1,2';
const posts = (calls: ApiCall[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);
const totals = () => screen.getByRole('region', { name: 'Order total' });

function openConfirm(routes: Parameters<typeof mockApi>[0] = {}, url = CART_URL) {
  signIn();
  const calls = mockApi({ 'POST order/confirm': ok(preview()), 'GET invoice/index': ok({ list: [] }), ...routes });
  const view = renderPage(ConfirmPage, { path: '/cart/confirm', url });
  return { calls, ...view };
}

describe('confirm page', () => {
  it('sends a visitor to sign-in with the full current URL', () => {
    mockApi({});
    renderPage(ConfirmPage, { path: '/cart/confirm', url: CART_URL });
    expect(screen.getByTestId('location')).toHaveTextContent('/user/login?redirect=/cart/confirm%3Ftype%3Dcart%26cart_ids%3D1%2C2');
  });

  it('prices a cart checkout and a direct buy from the URL', async () => {
    const { calls } = openConfirm();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm order' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Cotton T-shirt' })).toBeInTheDocument();
    expect(posts(calls, 'POST order/confirm')[0]).toEqual({ type: 'cart', cart_ids: [1, 2], delivery: 'express', invoice: null });
  });

  it('prices a direct buy from the URL', async () => {
    const { calls } = openConfirm({}, '/cart/confirm?type=buy&sku_id=201&quantity=2');
    await screen.findByRole('listitem', { name: 'Cotton T-shirt' });
    expect(posts(calls, 'POST order/confirm')[0]).toEqual({ type: 'buy', sku_id: 201, quantity: 2, delivery: 'express', invoice: null });
  });

  it('shows only the server totals and re-prices through order/confirm on a change', async () => {
    const { user, calls } = openConfirm({
      'POST order/confirm': (body) => ok(body.coupon_id === 1 ? preview({ coupon_id: 1, discount: '7.77', payable: '12.34' }) : preview()),
    });
    await screen.findByRole('listitem', { name: 'Cotton T-shirt' });
    expect(within(totals()).getByTestId('total-goods')).toHaveTextContent('90.00');
    expect(within(totals()).getByTestId('total-freight')).toHaveTextContent('10.00');
    expect(within(totals()).getByTestId('total-balance')).toHaveTextContent('500.00');
    expect(screen.getByTestId('total-payable')).toHaveTextContent('100.00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Coupon' }), '1');
    // 90 + 10 − 5 would be 95.00; the page shows what the server answered.
    await waitFor(() => expect(screen.getByTestId('total-payable')).toHaveTextContent('12.34'));
    expect(within(totals()).getByTestId('total-discount')).toHaveTextContent('7.77');
    expect(posts(calls, 'POST order/confirm').at(-1)).toMatchObject({ coupon_id: 1 });
  });

  it('drops a stale answer that arrives after a newer one', async () => {
    let release: () => void = () => undefined;
    const { user } = openConfirm({
      'POST order/confirm': (body) => {
        if (body.remark === 'a') return new Promise((resolve) => (release = () => resolve(ok(preview({ payable: '1.11' })))));
        return ok(preview({ payable: body.remark ? '2.22' : '100.00' }));
      },
    });
    const remark = await screen.findByRole('textbox', { name: 'Remark' });
    await user.type(remark, 'a');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Order total' })).toHaveAttribute('aria-busy', 'true'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    await user.type(remark, 'b');
    await waitFor(() => expect(screen.getByTestId('total-payable')).toHaveTextContent('2.22'));
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByTestId('total-payable')).toHaveTextContent('2.22');
    expect(screen.getByText('2/200')).toBeInTheDocument();
  });

  it('keeps the last totals when pricing a change fails, says so and asks again on retry', async () => {
    let failing = true;
    const { user, calls } = openConfirm({
      'POST order/confirm': (body) => (body.coupon_id === 1 && failing ? { code: 500, msg: 'Server error', data: null } : ok(preview(body.coupon_id === 1 ? { payable: '95.00' } : {}))),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Coupon' }), '1');
    expect(await screen.findByText('The prices could not be updated.')).toBeInTheDocument();
    expect(screen.getByTestId('total-payable')).toHaveTextContent('100.00');
    failing = false;
    await user.click(within(totals()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('total-payable')).toHaveTextContent('95.00'));
    expect(screen.queryByText('The prices could not be updated.')).not.toBeInTheDocument();
    expect(posts(calls, 'POST order/confirm')).toHaveLength(3);
  });

  it('disables unusable coupons with the reason', async () => {
    openConfirm();
    const select = await screen.findByRole('combobox', { name: 'Coupon' });
    expect(within(select).getByRole('option', { name: 'No coupon' })).toBeEnabled();
    // The terms, in the page's language, without the name that restates them.
    expect(within(select).getByRole('option', { name: '¥5.00 off orders over ¥50.00' })).toBeEnabled();
    expect(within(select).getByRole('option', { name: '¥50.00 off orders over ¥300.00 (unavailable: Spend ¥210.00 more)' })).toBeDisabled();
  });

  it('shows a municipality once, not "Beijing Beijing"', async () => {
    const beijing = { ...home, id: 13, accept_name: 'Wang', province: 'Beijing', city: 'Beijing', address: '1 Jianguomenwai Avenue' };
    openConfirm({ 'POST order/confirm': ok(preview({ addresses: [beijing], address_id: 13 })) });
    expect(await screen.findByRole('radio', { name: 'Wang, Beijing 1 Jianguomenwai Avenue' })).toBeChecked();
    expect(screen.queryByText(/Beijing Beijing/)).not.toBeInTheDocument();
  });

  it('switches to store pickup, lists the stores and needs one chosen', async () => {
    const { user, calls } = openConfirm({ 'POST order/confirm': (body) => ok(preview({ delivery: body.delivery as 'pickup', freight: body.delivery === 'pickup' ? '0.00' : '10.00' })) });
    await user.click(await screen.findByRole('radio', { name: 'Store pickup' }));
    expect(await screen.findByRole('radio', { name: 'Futian Store' })).not.toBeChecked();
    expect(screen.getByText('09:00-21:00')).toBeInTheDocument();
    expect(screen.getByText(store.phone)).toBeInTheDocument();
    await waitFor(() => expect(within(totals()).getByTestId('total-freight')).toHaveTextContent('0.00'));
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a pickup store');
    expect(posts(calls, 'POST order/create')).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Futian Store' }));
    await waitFor(() => expect(posts(calls, 'POST order/confirm').at(-1)).toMatchObject({ delivery: 'pickup', store_id: 3 }));
  });

  it('refuses to submit without an address', async () => {
    const { user, calls } = openConfirm({ 'POST order/confirm': ok(preview({ addresses: [], address_id: null })) });
    await user.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a delivery address');
    expect(posts(calls, 'POST order/create')).toEqual([]);
  });

  it('validates the new address form with the spec messages, saves and selects it', async () => {
    const saved = { ...home, id: 12, accept_name: 'Tom', is_default: false };
    const { user, calls, queryClient } = openConfirm({
      'POST order/confirm': (body) => ok(preview({ addresses: body.address_id === 12 ? [home, saved] : [home], address_id: Number(body.address_id ?? 11) })),
      'POST address/save': ok(saved),
    });
    const invalidated = watchSharedRoots(queryClient);
    await user.click(await screen.findByRole('button', { name: 'New address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await user.clear(within(form).getByLabelText('Country'));
    await user.type(within(form).getByLabelText('Mobile'), '12345');
    await user.type(within(form).getByLabelText('Email'), 'tom@');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getByText('Recipient is required')).toBeInTheDocument();
    expect(within(form).getByText('Country is required')).toBeInTheDocument();
    expect(within(form).getByText('Province is required')).toBeInTheDocument();
    expect(within(form).getByText('City is required')).toBeInTheDocument();
    expect(within(form).getByText('Address is required')).toBeInTheDocument();
    expect(within(form).getByText('The phone number you provided is incorrect')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(posts(calls, 'POST address/save')).toEqual([]);


    await user.type(within(form).getByLabelText('Recipient'), 'Tom');
    await user.type(within(form).getByLabelText('Country'), 'China');
    await user.type(within(form).getByLabelText('Province'), 'Guangdong');
    await user.type(within(form).getByLabelText('City'), 'Shenzhen');
    await user.type(within(form).getByLabelText('Address'), '2 Sea Road');
    await user.clear(within(form).getByLabelText('Mobile'));
    await user.type(within(form).getByLabelText('Mobile'), '13900139000');
    await user.clear(within(form).getByLabelText('Email'));
    // Zip codes are digits: six of them in China.
    await user.type(within(form).getByLabelText('Zip code'), 'abcdef');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getByLabelText('Zip code')).toHaveAccessibleDescription('A Chinese zip code is 6 digits');
    expect(posts(calls, 'POST address/save')).toEqual([]);
    await user.clear(within(form).getByLabelText('Zip code'));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(posts(calls, 'POST address/save')).toEqual([{ accept_name: 'Tom', mobile: '13900139000', country: 'China', province: 'Guangdong', city: 'Shenzhen', address: '2 Sea Road' }]);
    expect(await screen.findByRole('radio', { name: /^Tom,/ })).toBeChecked();
    expect(posts(calls, 'POST order/confirm').at(-1)).toMatchObject({ address_id: 12 });
    // The member centre's address book, read earlier in the same client, is asked again.
    expect(invalidated()).toEqual(['addresses']);
  });

  it('leads to the address book, and shows the district of a saved address', async () => {
    const pudong = { ...home, id: 14, accept_name: 'Zhang', province: '上海市', city: '上海市', district: '浦东新区', address: '世纪大道100号' };
    openConfirm({ 'POST order/confirm': ok(preview({ addresses: [pudong], address_id: 14 })) });
    expect(await screen.findByRole('radio', { name: 'Zhang, 上海市 浦东新区 世纪大道100号' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Manage addresses' })).toHaveAttribute('href', '/ucenter/address/index');
  });

  it('offers the saved invoice headers, the default chosen once an invoice is asked for, and orders with it', async () => {
    const company: InvoiceHeader = { id: 5, header_type: 'enterprise', header: 'Acme Ltd', tax_no: '91310000MA1FL8XQ2T', phone: '13800138000', email: 'tax@acme.cn', invoice_type: 'special', is_default: true };
    const person: InvoiceHeader = { id: 6, header_type: 'person', header: 'Lily', tax_no: null, phone: '13900139000', email: 'lily@example.com', invoice_type: 'normal', is_default: false };
    const { user, calls } = openConfirm({
      'GET invoice/index': ok({ list: [company, person] }),
      'POST order/create': ok({ order_id: 42, order_no: 'SO1', payable: '100.00', expires_at: '2030-01-01T00:00:00Z', paid: false }),
      'GET cart/count': ok(0),
    });
    await user.click(await screen.findByRole('radio', { name: 'Invoice' }));
    expect(screen.getByRole('radio', { name: 'Acme Ltd' })).toBeChecked();
    expect(screen.queryByLabelText('Header name')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage invoice headers' })).toHaveAttribute('href', '/ucenter/invoice/index');
    await user.click(screen.getByRole('radio', { name: 'Lily' }));
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart/cashier?order_id=42'));
    expect(posts(calls, 'POST order/create')[0]?.invoice).toEqual({ header_type: 'person', header: 'Lily', phone: '13900139000', email: 'lily@example.com', invoice_type: 'normal' });
  });

  it('saves a typed invoice as a new header, checked first, and keeps it chosen', async () => {
    const saved: InvoiceHeader = { id: 7, header_type: 'person', header: 'Tom', tax_no: null, phone: '13800138000', email: 'tom@example.com', invoice_type: 'normal', is_default: true };
    let headers: InvoiceHeader[] = [];
    const { user, calls } = openConfirm({
      'GET invoice/index': () => ok({ list: headers }),
      'POST invoice/save': () => {
        headers = [saved];
        return ok(saved);
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Invoice' }));
    await user.type(screen.getByLabelText('Invoice phone'), '555');
    await user.click(screen.getByRole('button', { name: 'Save to my invoice headers' }));
    expect(await screen.findByText('Header name is required')).toBeInTheDocument();
    expect(screen.getByText('The invoice phone number is incorrect')).toBeInTheDocument();
    expect(posts(calls, 'POST invoice/save')).toEqual([]);
    await user.type(screen.getByLabelText('Header name'), 'Tom');
    await user.clear(screen.getByLabelText('Invoice phone'));
    await user.type(screen.getByLabelText('Invoice phone'), '13800138000');
    await user.type(screen.getByLabelText('Receiving email'), 'tom@example.com');
    await user.click(screen.getByRole('button', { name: 'Save to my invoice headers' }));
    expect(await screen.findByText('Invoice header saved for next time')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Tom' })).toBeChecked();
    expect(posts(calls, 'POST invoice/save')).toEqual([{ header_type: 'person', header: 'Tom', phone: '13800138000', email: 'tom@example.com', invoice_type: 'normal' }]);
  });

  it('validates the invoice with its messages before submitting', async () => {
    const { user, calls } = openConfirm();
    await user.click(await screen.findByRole('radio', { name: 'Invoice' }));
    await user.click(screen.getByRole('radio', { name: 'Enterprise' }));
    await user.type(screen.getByLabelText('Invoice phone'), '555');
    await user.type(screen.getByLabelText('Receiving email'), 'x@');
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('Please check the invoice details')).toBeInTheDocument();
    expect(screen.getByText('Header name is required')).toBeInTheDocument();
    expect(screen.getByText('Tax number is required')).toBeInTheDocument();
    expect(screen.getByText('The invoice phone number is incorrect')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    // The first field to fix is focused (and scrolled to), its message tied to it.
    expect(screen.getByLabelText('Header name')).toHaveFocus();
    expect(screen.getByLabelText('Header name')).toHaveAccessibleDescription('Header name is required');
    expect(posts(calls, 'POST order/create')).toEqual([]);
  });

  it('creates the order, refreshes the badge and replaces the page with the cashier', async () => {
    const { user, calls, queryClient } = openConfirm({
      'POST order/create': ok({ order_id: 42, order_no: 'SO1', payable: '100.00', expires_at: '2030-01-01T00:00:00Z', paid: false }),
      'GET cart/count': ok(3),
    });
    const invalidated = watchSharedRoots(queryClient);
    await screen.findByRole('listitem', { name: 'Cotton T-shirt' });
    await user.click(screen.getByRole('radio', { name: 'Invoice' }));
    await user.type(screen.getByLabelText('Header name'), 'Lily');
    await user.type(screen.getByLabelText('Invoice phone'), '13800138000');
    await user.type(screen.getByLabelText('Receiving email'), 'lily@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Remark' }), 'Ring twice');
    await waitFor(() => expect(posts(calls, 'POST order/confirm').at(-1)).toMatchObject({ remark: 'Ring twice' }));
    const priced = posts(calls, 'POST order/confirm').length;
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart/cashier?order_id=42'));
    // The rows just bought are not priced again on the way out (the server would answer not found).
    expect(posts(calls, 'POST order/confirm')).toHaveLength(priced);
    expect(posts(calls, 'POST order/create')).toEqual([
      {
        type: 'cart',
        cart_ids: [1, 2],
        delivery: 'express',
        address_id: 11,
        coupon_id: null,
        invoice: { header_type: 'person', header: 'Lily', phone: '13800138000', email: 'lily@example.com', invoice_type: 'normal' },
        remark: 'Ring twice',
      },
    ]);
    await waitFor(() => expect(useCartStore.getState().count).toBe(3));
    expect(invalidated()).toEqual(['member', 'orders']);
  });

  it('an order that spends a coupon takes it out of the member’s unused coupons', async () => {
    const { user, queryClient } = openConfirm({
      'POST order/confirm': (body) => ok(body.coupon_id === 1 ? preview({ coupon_id: 1, discount: '5.00', payable: '95.00' }) : preview()),
      'POST order/create': ok({ order_id: 42, order_no: 'SO1', payable: '95.00', expires_at: '2030-01-01T00:00:00Z', paid: false }),
      'GET cart/count': ok(0),
    });
    const invalidated = watchSharedRoots(queryClient);
    await screen.findByRole('listitem', { name: 'Cotton T-shirt' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Coupon' }), '1');
    await waitFor(() => expect(screen.getByTestId('total-payable')).toHaveTextContent('95.00'));
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart/cashier?order_id=42'));
    expect(invalidated()).toEqual(['member', 'orders', 'coupons']);
  });

  it('shows a stock refusal and prices again', async () => {
    const { user, calls } = openConfirm({ 'POST order/create': refused('Only 1 left in stock', { field: 'quantity' }) });
    await screen.findByRole('listitem', { name: 'Cotton T-shirt' });
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 left in stock');
    await waitFor(() => expect(posts(calls, 'POST order/confirm')).toHaveLength(2));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart/confirm');
  });

  it('sends a member with no phone yet (a first WeChat sign-in) to bind one, then back to this order', async () => {
    const { user } = openConfirm({ 'POST order/create': refused('Please bind a phone number before ordering', { field: 'mobile' }) });
    await screen.findByRole('listitem', { name: 'Cotton T-shirt' });
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/bind?redirect=%2Fcart%2Fconfirm%3Ftype%3Dcart%26cart_ids%3D1%2C2'));
    expect(screen.getByText('Please bind a phone number before ordering')).toBeInTheDocument();
  });
});

describe('confirm page for an activity purchase', () => {
  const GROUP_URL = '/cart/confirm?type=group&activity_id=5&sku_id=201&quantity=1&group_id=9';
  const POINT_URL = '/cart/confirm?type=point&activity_id=6&sku_id=201&quantity=2';
  const groupPreview = preview({ coupons: [], activity: { id: 5, type: 'group', title: 'Summer group deal' }, payable: '69.00' });
  const pointPreview = preview({
    coupons: [],
    activity: { id: 6, type: 'point', title: 'Points for a tee' },
    freight: '0.00',
    payable: '0.00',
    points_cost: 1200,
    points_balance: 3000,
  });
  const created = (paid: boolean) => ok({ order_id: 42, order_no: 'SO1', payable: paid ? '0.00' : '69.00', expires_at: '2030-01-01T00:00:00Z', paid });

  it('prices the activity purchase, says what it is bought through and offers no coupon', async () => {
    const { calls } = openConfirm({ 'POST order/confirm': ok(groupPreview) }, GROUP_URL);
    expect(await screen.findByTestId('activity-badge')).toHaveTextContent('Group buying · Summer group deal');
    expect(screen.getByRole('link', { name: 'Back to the promotion' })).toHaveAttribute('href', '/activity/group/view?id=5');
    expect(screen.queryByRole('combobox', { name: 'Coupon' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the cart to edit' })).not.toBeInTheDocument();
    expect(posts(calls, 'POST order/confirm')[0]).toEqual({ type: 'group', activity_id: 5, sku_id: 201, quantity: 1, group_id: 9, delivery: 'express', invoice: null });
  });

  it('places the order with the activity and its group, without a coupon, and goes to the cashier', async () => {
    const { user, calls, queryClient } = openConfirm({ 'POST order/confirm': ok(groupPreview), 'POST order/create': created(false) }, GROUP_URL);
    const invalidated = watchSharedRoots(queryClient);
    await user.click(await screen.findByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart/cashier?order_id=42'));
    // What the member centre and the activity pages showed before the order is asked for again.
    expect(invalidated()).toEqual(['activities', 'member', 'orders']);
    expect(posts(calls, 'POST order/create')).toEqual([{ type: 'group', activity_id: 5, sku_id: 201, quantity: 1, group_id: 9, delivery: 'express', address_id: 11, invoice: null }]);
  });

  it('shows the points an exchange costs beside the member’s, and goes straight to the paid order', async () => {
    const { user, calls, queryClient } = openConfirm({ 'POST order/confirm': ok(pointPreview), 'POST order/create': created(true) }, POINT_URL);
    const invalidated = watchSharedRoots(queryClient);
    expect(await screen.findByTestId('total-points')).toHaveTextContent('1,200 points (you have 3,000)');
    expect(screen.getByTestId('total-payable')).toHaveTextContent('1,200 points');
    expect(screen.getByTestId('total-payable')).not.toHaveTextContent('¥');
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ucenter/order/detail?id=42'));
    expect(screen.getByText('Your order is placed and paid with points')).toBeInTheDocument();
    expect(posts(calls, 'POST order/create')[0]).toMatchObject({ type: 'point', activity_id: 6, sku_id: 201, quantity: 2 });
    expect(invalidated()).toEqual(['activities', 'member', 'orders', 'wallet']);
  });

  it('shows the points and the cash of an exchange that costs both', async () => {
    openConfirm({ 'POST order/confirm': ok({ ...pointPreview, payable: '9.90' }) }, POINT_URL);
    expect(await screen.findByTestId('total-payable')).toHaveTextContent('1,200 points + ¥9.90');
  });

  it('says plainly when the member’s points are short and does not submit', async () => {
    openConfirm({ 'POST order/confirm': ok({ ...pointPreview, points_balance: 800 }) }, POINT_URL);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough points: this order needs 1,200 points and you have 800');
    expect(screen.getByRole('button', { name: 'Submit order' })).toBeDisabled();
  });

  it('explains a purchase the server refuses to price, once, and leads back to the promotion', async () => {
    openConfirm({ 'POST order/confirm': refused('This promotion has ended', { field: 'activity_id' }) }, GROUP_URL);
    expect(await screen.findByRole('alert')).toHaveTextContent('This promotion has ended');
    expect(screen.getAllByText('This promotion has ended')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the promotion' })).toHaveAttribute('href', '/activity/group/view?id=5');
  });

  it('shows a refusal of the order beside the submit button and keeps the page usable', async () => {
    let refuse = true;
    const { user, calls } = openConfirm(
      {
        'POST order/confirm': ok(groupPreview),
        'POST order/create': () => (refuse ? refused('Limit 2 per person in this promotion; you can buy 1 more', { field: 'quantity' }) : created(false)),
      },
      GROUP_URL,
    );
    await user.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Limit 2 per person in this promotion; you can buy 1 more');
    // Said once, beside the button, not toasted as well.
    expect(screen.getAllByText('Limit 2 per person in this promotion; you can buy 1 more')).toHaveLength(1);
    await waitFor(() => expect(posts(calls, 'POST order/confirm')).toHaveLength(2));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart/confirm');
    refuse = false;
    // Once the double-click guard lets go, the same page can place the order.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit order' })).toBeEnabled(), { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart/cashier?order_id=42'));
  });
});
