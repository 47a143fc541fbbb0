import { act, screen, within } from '@testing-library/react';
import { mockApi, ok, refused, signIn, type ApiCall } from '@shop/shared/testing';
import { payment } from '@/testing/fixtures';
import { renderPage } from '@shop/shared/testing';
import CashierPage from './cashier-page';

const URL = '/cart/cashier?order_id=42';
const posts = (calls: ApiCall[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);

function openCashier(routes: Parameters<typeof mockApi>[0] = {}, url = URL) {
  signIn();
  const calls = mockApi({ 'GET order/payment': ok(payment()), ...routes });
  const view = renderPage(CashierPage, { path: '/cart/cashier', url });
  return { calls, ...view };
}

afterEach(() => jest.useRealTimers());

describe('cashier page', () => {
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

  it('pays with the balance and shows the result', async () => {
    const { user, calls } = openCashier({ 'POST payment/index': ok({ status: 'paid', order_id: 42 }) });
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
    expect(calls.filter((call) => call.route === 'GET order/payment')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Payment successful' })).not.toBeInTheDocument();
  });

  it('shows the sandbox code and link, and polls the order every 2 s until paid', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let status = 0;
    const { user, calls } = openCashier({
      'POST payment/index': ok({ status: 'pending', pay_url: '/homeapi/sandbox/pay?token=t1', qr_content: 'sandbox://pay/t1' }),
      'GET order/detail': () => ok({ id: 42, status }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Online payment (sandbox)' }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByTestId('qr-content')).toHaveTextContent('sandbox://pay/t1');
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', '/homeapi/sandbox/pay?token=t1');
    expect(posts(calls, 'POST payment/index')).toEqual([{ order_id: 42, method: 'sandbox' }]);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(posts(calls, 'GET order/detail')).toEqual([{ id: 42 }, { id: 42 }]);
    expect(screen.queryByRole('heading', { name: 'Payment successful' })).not.toBeInTheDocument();
    status = 1;
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(6000));
    expect(posts(calls, 'GET order/detail')).toHaveLength(3);
  });

  it('shows the result when the gateway sends the shopper back paid', async () => {
    openCashier({ 'GET order/payment': ok(payment({ status: 1 })) }, `${URL}&result=paid`);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
  });
});
