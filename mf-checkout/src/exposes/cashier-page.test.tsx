import { act, screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUS, type OrderStatus } from '@shop/contract';
import { mockApi, ok, refused, renderPage, signIn, type ApiCall } from '@shop/shared/testing';
import { payment } from '@/testing/fixtures';
import { watchSharedRoots } from '@/testing/watch-shared-roots';
import CashierPage from './cashier-page';

const URL = '/cart/cashier?order_id=42';
const posts = (calls: ApiCall[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);
const paymentReads = (calls: ApiCall[]) => calls.filter((call) => call.route === 'GET order/payment').length;

function openCashier(routes: Parameters<typeof mockApi>[0] = {}, url = URL) {
  signIn();
  const calls = mockApi({ 'GET order/payment': ok(payment()), ...routes });
  const view = renderPage(CashierPage, { path: '/cart/cashier', url });
  return { calls, ...view };
}

const gatewayStarted = { status: 'pending', order_id: 42, pay_url: '/homeapi/sandbox/pay?token=t1', qr_content: 'sandbox://pay/t1', test_mode: true };

/** The cashier against a server whose order status the test moves on, as the gateway would. */
function openWithGateway(url = URL) {
  const order: { status: OrderStatus } = { status: ORDER_STATUS.unpaid };
  const view = openCashier({ 'GET order/payment': () => ok(payment({ status: order.status })), 'POST payment/index': ok(gatewayStarted) }, url);
  return { order, ...view };
}

async function startGatewayPayment(user: ReturnType<typeof openCashier>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'Online payment (sandbox)' }));
  await user.click(screen.getByRole('button', { name: 'Pay now' }));
  return screen.findByTestId('qr-content');
}

afterEach(() => jest.useRealTimers());

describe('cashier page', () => {
  it('offers each configured provider and shows the chosen one’s code: WeChat Pay without a page, Alipay with its website', async () => {
    const methods = [
      { code: 'balance' as const, name: 'Wallet', enabled: false, test_mode: false },
      { code: 'alipay' as const, name: 'Alipay', enabled: true, test_mode: false },
      { code: 'wechat' as const, name: 'WeChat Pay', enabled: true, test_mode: false },
    ];
    const started = (method: string) =>
      method === 'wechat'
        ? { status: 'pending', order_id: 42, pay_url: null, qr_content: 'weixin://wxpay/bizpayurl?pr=abc', test_mode: false }
        : { status: 'pending', order_id: 42, pay_url: 'https://gateway.example/pay?x=1', qr_content: 'https://qr.example/abc', test_mode: false };
    const { user, calls } = openCashier({ 'GET order/payment': ok(payment({ methods })), 'POST payment/index': (body) => ok(started(String(body.method))) });
    // The wallet does not cover the order: the first online method is chosen.
    expect(await screen.findByRole('radio', { name: 'Alipay' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'WeChat Pay' }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('img', { name: 'QR code to pay with WeChat Pay' })).toBeInTheDocument();
    expect(screen.getByText('Open WeChat and scan to pay')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Alipay/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another method' }));
    await user.click(screen.getByRole('radio', { name: 'Alipay' }));
    // A second press of Pay waits out the double-click guard.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled(), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('link', { name: 'Pay on Alipay’s website' })).toHaveAttribute('href', 'https://gateway.example/pay?x=1');
    expect(posts(calls, 'POST payment/index')).toEqual([
      { order_id: 42, method: 'wechat' },
      { order_id: 42, method: 'alipay' },
    ]);
  });

  it('sends a visitor to sign-in and back to this order', () => {
    mockApi({});
    renderPage(CashierPage, { path: '/cart/cashier', url: URL });
    expect(screen.getByTestId('location')).toHaveTextContent('/user/login?redirect=/cart/cashier%3Forder_id%3D42');
  });

  it('shows the order number, the amount and a live countdown', async () => {
    jest.useFakeTimers({ now: new Date('2025-03-02T10:00:00Z'), advanceTimers: true });
    const { calls } = openCashier({ 'GET order/payment': ok(payment({ expires_at: '2025-03-02T10:30:00Z' })) });
    expect(screen.getByRole('heading', { level: 1, name: 'Cashier' })).toBeInTheDocument();
    expect(await screen.findByTestId('order-no')).toHaveTextContent('SO202503020001');
    expect(calls[0]).toEqual({ route: 'GET order/payment', body: { order_id: 42 } });
    expect(screen.getByTestId('cashier-payable')).toHaveTextContent('100.00');
    expect(screen.getByRole('timer')).toHaveTextContent(/^(30:00|29:59)$/);
    await act(async () => jest.setSystemTime(new Date('2025-03-02T10:01:05Z')));
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^28:5[45]$/);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('cancels the view at zero', async () => {
    jest.useFakeTimers({ now: new Date('2025-03-02T10:00:00Z'), advanceTimers: true });
    openCashier({ 'GET order/payment': ok(payment({ expires_at: '2025-03-02T10:00:03Z' })) });
    expect(await screen.findByRole('timer')).toHaveTextContent('00:03');
    await act(async () => jest.advanceTimersByTime(3500));
    expect(screen.getByText('This order was cancelled because it was not paid in time')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/ucenter/order/index');
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('shows an expired or cancelled order instead of payment', async () => {
    openCashier({ 'GET order/payment': ok(payment({ status: 5, expires_at: '2020-01-01T00:00:00Z' })) });
    expect(await screen.findByText('This order was cancelled because it was not paid in time')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Payment method' })).not.toBeInTheDocument();
  });

  it('labels a test provider (the sandbox) as test mode', async () => {
    openCashier();
    const online = await screen.findByRole('radio', { name: 'Online payment (sandbox)' });
    expect(online.closest('label')).toHaveTextContent('Test mode: no real money moves');
  });

  it('offers only the wallet when the shop has no online payment', async () => {
    openCashier({ 'GET order/payment': ok(payment({ methods: payment().methods.filter((method) => method.code === 'balance') })) });
    expect(await screen.findByRole('radio', { name: 'Wallet balance (¥500.00 available)' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Online payment (sandbox)' })).not.toBeInTheDocument();
    expect(screen.queryByText('Test mode: no real money moves')).not.toBeInTheDocument();
  });

  it('disables the wallet when the balance does not cover the order', async () => {
    openCashier({ 'GET order/payment': ok(payment({ balance: '99.99' })) });
    const wallet = await screen.findByRole('radio', { name: 'Wallet balance (¥99.99 available)' });
    expect(wallet).toBeDisabled();
    expect(screen.getByText('Insufficient balance')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Online payment (sandbox)' })).toBeChecked();
  });

  it('pays with the balance and shows the result the server then gives', async () => {
    let status: OrderStatus = ORDER_STATUS.unpaid;
    const { user, calls, queryClient } = openCashier({
      'GET order/payment': () => ok(payment({ status })),
      'POST payment/index': () => {
        status = ORDER_STATUS.unshipped;
        return ok({ status: 'paid', order_id: 42 });
      },
    });
    const invalidated = watchSharedRoots(queryClient);
    expect(await screen.findByRole('radio', { name: 'Wallet balance (¥500.00 available)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Pay from your wallet?' });
    expect(posts(calls, 'POST payment/index')).toEqual([]);
    expect(dialog).toHaveTextContent('Amount to pay¥100.00');
    expect(dialog).toHaveTextContent('Wallet balance¥500.00');
    expect(dialog).toHaveTextContent('Balance after paying¥400.00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(posts(calls, 'POST payment/index')).toEqual([{ order_id: 42, method: 'balance' }]);
    expect(paymentReads(calls)).toBe(2);
    // The member centre's orders, counts and wallet, read earlier in the same client, are asked again.
    expect(invalidated()).toEqual(['member', 'orders', 'wallet']);
    expect(screen.getByTestId('paid-amount')).toHaveTextContent('100.00');
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/ucenter/order/detail?id=42');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeInTheDocument();
  });

  it('asks before the wallet pays: cancel takes nothing and gives focus back to Pay now', async () => {
    const { user, calls } = openCashier({ 'POST payment/index': ok({ status: 'paid', order_id: 42 }) });
    const payNow = await screen.findByRole('button', { name: 'Pay now' });
    await user.click(payNow);
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(payNow).toHaveFocus();
    expect(posts(calls, 'POST payment/index')).toEqual([]);
  });

  it('shows a refused balance payment and reloads the order', async () => {
    const { user, calls } = openCashier({ 'POST payment/index': refused('Insufficient balance') });
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance');
    expect(paymentReads(calls)).toBe(2);
    expect(screen.queryByRole('heading', { name: 'Payment successful' })).not.toBeInTheDocument();
  });

  it('shows the sandbox code and link, and asks for the order every 2 s until it is paid', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { user, calls, order } = openWithGateway();
    await screen.findByTestId('order-no');
    await act(() => jest.advanceTimersByTimeAsync(4000));
    // Nothing is awaited before the gateway is opened: no asking yet.
    expect(paymentReads(calls)).toBe(1);
    expect(await startGatewayPayment(user)).toHaveTextContent('sandbox://pay/t1');
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', '/homeapi/sandbox/pay?token=t1');
    expect(posts(calls, 'POST payment/index')).toEqual([{ order_id: 42, method: 'sandbox' }]);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(paymentReads(calls)).toBe(3);
    expect(screen.queryByRole('heading', { name: 'Payment successful' })).not.toBeInTheDocument();
    order.status = ORDER_STATUS.unshipped;
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(6000));
    expect(paymentReads(calls)).toBe(4);
  });

  it('draws a QR code of the pay link, with the link beside it', async () => {
    const { user } = openWithGateway();
    await startGatewayPayment(user);
    const name = 'QR code to pay with Online payment (sandbox)';
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name }).tagName.toLowerCase()).toBe('svg'));
    expect(screen.getByRole('img', { name }).querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
    expect(screen.getByRole('link', { name: 'sandbox://pay/t1' })).toHaveAttribute('href', 'sandbox://pay/t1');
    expect(screen.getByText('Scan with your phone to pay')).toBeInTheDocument();
  });

  it('stops asking when the order is cancelled while the gateway is open', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { user, calls, order } = openWithGateway();
    await startGatewayPayment(user);
    order.status = ORDER_STATUS.cancelled;
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('This order has been cancelled')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(6000));
    expect(paymentReads(calls)).toBe(2);
  });

  it('does not take result=paid in the URL for a payment the server has not seen', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { calls } = openWithGateway(`${URL}&result=paid`);
    expect(await screen.findByTestId('order-no')).toHaveTextContent('SO202503020001');
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the payment to complete…');
    await act(() => jest.advanceTimersByTimeAsync(4000));
    expect(paymentReads(calls)).toBe(3);
    expect(screen.queryByRole('heading', { name: 'Payment successful' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('when the gateway sends the shopper back paid, asks the server at once and until it says so', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    // The gateway's notification is still on its way when the shopper arrives.
    const { calls, order } = openWithGateway(`${URL}&result=paid`);
    expect(await screen.findByTestId('order-no')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment successful' })).not.toBeInTheDocument();
    order.status = ORDER_STATUS.unshipped;
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByTestId('paid-amount')).toHaveTextContent('100.00');
    await act(() => jest.advanceTimersByTimeAsync(6000));
    expect(paymentReads(calls)).toBe(2);
  });
});
