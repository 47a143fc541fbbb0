import { act, screen, waitFor, within } from '@testing-library/react';
import type { Recharge, RechargeOptions } from '@shop/contract';
import { i18n, setNavigator, useToastStore } from '@shop/shared';
import { mockApi, ok, refused, renderPage, signIn, type ApiCall } from '@shop/shared/testing';
import { currentUrl, expectUrl } from '@/testing/location';
import RechargePage from './recharge-page';

const PATH = '/ucenter/recharge/index';
const PAY_URL = '/homeapi/sandbox/pay?token=t0kent0kent0kent0kent0k';

const options = (overrides: Partial<RechargeOptions> = {}): RechargeOptions => ({
  balance: '12.50',
  presets: ['50.00', '100.00', '200.00', '500.00', '1000.00'],
  min_amount: '1.00',
  max_amount: '50000.00',
  online: true,
  test_mode: true,
  methods: [{ code: 'sandbox', name: 'Online payment (sandbox, test mode)', test_mode: true }],
  ...overrides,
});

const topUp = (overrides: Partial<Recharge> = {}): Recharge => ({
  id: 9,
  recharge_no: '20250601160000123456',
  amount: '200.00',
  status: 'pending',
  expires_at: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
  paid_at: null,
  created_at: new Date().toISOString(),
  balance: '12.50',
  pay_url: PAY_URL,
  qr_content: `http://shop.test${PAY_URL}`,
  test_mode: true,
  method: 'sandbox',
  method_name: 'Online payment (sandbox, test mode)',
  ...overrides,
});

const posts = (calls: ApiCall[]) => calls.filter((call) => call.route === 'POST recharge/create').map((call) => call.body);
const detailReads = (calls: ApiCall[]) => calls.filter((call) => call.route === 'GET recharge/detail').length;

function openRecharge(routes: Parameters<typeof mockApi>[0] = {}, url = PATH) {
  signIn();
  const calls = mockApi({ 'GET recharge/index': ok(options()), ...routes });
  return { calls, ...renderPage(RechargePage, { path: PATH, url }) };
}

/** A server whose top-up the test moves on, as the gateway's notification would. */
function openWithServer(url = PATH) {
  const state: { recharge: Recharge } = { recharge: topUp() };
  const view = openRecharge(
    {
      'POST recharge/create': (body) => ok({ ...state.recharge, amount: String(body.amount) }),
      'GET recharge/detail': () => ok(state.recharge),
      'GET wallet/index': ok({ balance: '212.50', points: 0 }),
    },
    url,
  );
  return { state, ...view };
}

const amountField = () => screen.getByRole('textbox', { name: 'Or enter an amount (yuan)' });

describe('recharge page', () => {
  afterEach(() => {
    jest.useRealTimers();
    return act(() => void i18n.changeLanguage('en-us'));
  });

  it('sends visitors to sign-in and back here afterwards', async () => {
    renderPage(RechargePage, { path: PATH });
    await expectUrl('/user/login?redirect=/ucenter/recharge/index');
  });

  it('shows the balance, the presets with one chosen, the bounds and the test mode', async () => {
    const { user } = openRecharge();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Top up');
    expect(screen.getByRole('status', { name: 'Loading the top-up page' })).toBeInTheDocument();
    expect(await screen.findByTestId('recharge-balance')).toHaveTextContent('¥12.50');
    const presets = within(screen.getByRole('group', { name: 'Amounts' })).getAllByRole('button');
    expect(presets.map((preset) => preset.textContent)).toEqual(['¥50', '¥100', '¥200', '¥500', '¥1000']);
    expect(screen.getByRole('button', { name: '¥100' })).toHaveAttribute('aria-pressed', 'true');
    expect(amountField()).toHaveValue('100.00');
    expect(screen.getByText('Any amount from ¥1.00 to ¥50000.00, at most two decimals.')).toBeInTheDocument();
    expect(screen.getByText('Test mode: no real money moves')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '¥500' }));
    expect(amountField()).toHaveValue('500.00');
    expect(screen.getByRole('button', { name: '¥500' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '¥100' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('lets the member choose how to pay when the shop offers several methods, and shows that method’s code', async () => {
    const methods: RechargeOptions['methods'] = [
      { code: 'alipay', name: 'Alipay', test_mode: false },
      { code: 'wechat', name: 'WeChat Pay', test_mode: false },
    ];
    const wechatTopUp = topUp({ method: 'wechat', method_name: 'WeChat Pay', pay_url: null, qr_content: 'weixin://wxpay/bizpayurl?pr=abc', test_mode: false });
    const { calls, user } = openRecharge({
      'GET recharge/index': ok(options({ methods, test_mode: false })),
      'POST recharge/create': ok(wechatTopUp),
      'GET recharge/detail': ok(wechatTopUp),
    });
    const group = await screen.findByRole('group', { name: 'Pay with' });
    expect(within(group).getByRole('radio', { name: 'Alipay' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'WeChat Pay' }));
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByRole('img', { name: 'QR code to pay with WeChat Pay' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the payment page' })).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([{ amount: '100.00', method: 'wechat' }]);
  });

  it('checks a typed amount against the bounds before sending anything', async () => {
    const { user, calls } = openRecharge();
    await screen.findByTestId('recharge-balance');
    for (const amount of ['0.99', '50000.01', '12.345', 'ten']) {
      await user.clear(amountField());
      await user.type(amountField(), amount);
      await user.click(screen.getByRole('button', { name: 'Top up' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Enter an amount from 1.00 to 50000.00 yuan, with at most two decimals');
      expect(amountField()).toHaveFocus();
    }
    expect(posts(calls)).toEqual([]);
    await user.clear(amountField());
    await user.type(amountField(), '88');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Amounts' })).queryAllByRole('button', { pressed: true })).toEqual([]);
  });

  it('shows the server’s refusal under the amount', async () => {
    const { user } = openRecharge({ 'POST recharge/create': refused('You have 5 unpaid top-ups; pay one or wait for it to close', { field: 'amount' }) });
    await user.click(await screen.findByRole('button', { name: 'Top up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have 5 unpaid top-ups; pay one or wait for it to close');
    expect(currentUrl()).toBe(PATH);
  });

  it('toasts a refusal naming no field once, and stays on the amounts', async () => {
    const { user, calls } = openRecharge({ 'POST recharge/create': refused('Top-ups are paused for maintenance') });
    await user.click(await screen.findByRole('button', { name: '¥500' }));
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('Top-ups are paused for maintenance')).toBeInTheDocument();
    expect(useToastStore.getState().items.map((item) => item.message)).toEqual(['Top-ups are paused for maintenance']);
    expect(amountField()).not.toHaveAccessibleDescription();
    expect(amountField()).toHaveValue('500.00');
    expect(posts(calls)).toEqual([{ amount: '500.00', method: 'sandbox' }]);
    expect(currentUrl()).toBe(PATH);
  });

  it('says the bounds in Chinese too', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    const { user, calls } = openRecharge();
    const amount = await screen.findByRole('textbox', { name: '或输入金额（元）' });
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: '立即充值' }));
    expect(amount).toHaveAccessibleDescription('充值金额须在1.00至50000.00元之间，最多两位小数');
    expect(posts(calls)).toEqual([]);
  });

  it('creates the top-up, shows its QR code and pay link, and asks the server every 2 s until it is paid', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { user, calls, state } = openWithServer();
    await user.click(await screen.findByRole('button', { name: '¥200' }));
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByRole('heading', { name: 'Pay ¥200.00 to top up' })).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ amount: '200.00', method: 'sandbox' }]);
    expect(currentUrl()).toBe(`${PATH}?recharge_id=9`);
    expect(screen.getByText('20250601160000123456')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent(/^(30:00|29:59)$/);
    await waitFor(() => expect(screen.getByRole('img', { name: 'QR code to pay with Online payment (sandbox, test mode)' }).tagName.toLowerCase()).toBe('svg'));
    expect(screen.getByRole('link', { name: `http://shop.test${PAY_URL}` })).toHaveAttribute('href', `http://shop.test${PAY_URL}`);
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', PAY_URL);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the payment to complete…');
    // Created from the answer: nothing is asked until the first poll.
    expect(detailReads(calls)).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(detailReads(calls)).toBe(2);
    state.recharge = topUp({ status: 'paid', paid_at: new Date().toISOString(), balance: '212.50', pay_url: null, qr_content: null });
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { name: 'Top-up successful' })).toBeInTheDocument();
    expect(screen.getByTestId('recharged-amount')).toHaveTextContent('+¥200.00');
    expect(screen.getByTestId('new-balance')).toHaveTextContent('¥212.50');
    expect(screen.getByRole('link', { name: 'View my wallet' })).toHaveAttribute('href', '/ucenter/wallet/index');
    await act(() => jest.advanceTimersByTimeAsync(6000));
    expect(detailReads(calls)).toBe(3);
  });

  it('does not take result=paid from the gateway’s redirect for a payment the server has not seen', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { calls, state } = openWithServer(`${PATH}?recharge_id=9&result=paid`);
    expect(await screen.findByRole('heading', { name: 'Pay ¥200.00 to top up' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('heading', { name: 'Top-up successful' })).not.toBeInTheDocument();
    state.recharge = topUp({ status: 'paid', balance: '212.50' });
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { name: 'Top-up successful' })).toBeInTheDocument();
    expect(detailReads(calls)).toBe(3);
  });

  it('says when a top-up closed unpaid, and starts again from the amounts', async () => {
    const { user } = openRecharge({ 'GET recharge/detail': ok(topUp({ status: 'closed', pay_url: null, qr_content: null })) }, `${PATH}?recharge_id=9`);
    expect(await screen.findByRole('heading', { name: 'This top-up closed before it was paid' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code to pay with Online payment (sandbox, test mode)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start a new top-up' }));
    expect(await screen.findByRole('group', { name: 'Amounts' })).toBeInTheDocument();
    expect(currentUrl()).toBe(PATH);
  });

  it('answers another member’s top-up as the API does: not found', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    openRecharge({ 'GET recharge/detail': { code: 404, msg: 'The requested resource does not exist', data: null } }, `${PATH}?recharge_id=77`);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/public/404', { replace: true }));
    setNavigator(null);
  });

  it('offers no top-up in a shop without online payment', async () => {
    openRecharge({ 'GET recharge/index': ok(options({ online: false, test_mode: false })) });
    expect(await screen.findByText('Top-ups are not available: this shop takes no online payments.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Top up' })).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    openRecharge();
    expect(await screen.findByRole('heading', { level: 1, name: '账户充值' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '选择金额' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即充值' })).toBeInTheDocument();
    expect(screen.getByText('测试模式：不会产生真实扣款')).toBeInTheDocument();
  });
});
