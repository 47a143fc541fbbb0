import { screen } from '@testing-library/react';
import type { Recharge, RechargeOptions } from '@shop/contract';
import { mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import { currentUrl, expectUrl } from '@/testing/location';
import RechargePage from './recharge-page';

const PATH = '/ucenter/recharge/index';
const BACK = '/cart/cashier?order_id=42';
const options: RechargeOptions = {
  balance: '12.50',
  presets: ['50.00', '100.00', '200.00', '500.00', '1000.00'],
  min_amount: '1.00',
  max_amount: '50000.00',
  online: true,
  test_mode: true,
  methods: [{ code: 'sandbox', name: 'Online payment (sandbox, test mode)', test_mode: true }],
};
const topUp = (overrides: Partial<Recharge> = {}): Recharge => ({
  id: 9,
  recharge_no: '20250601160000123456',
  amount: '100.00',
  status: 'pending',
  expires_at: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
  paid_at: null,
  created_at: new Date().toISOString(),
  balance: '12.50',
  pay_url: '/homeapi/sandbox/pay?token=t0ken',
  qr_content: 'http://shop.test/homeapi/sandbox/pay?token=t0ken',
  test_mode: true,
  method: 'sandbox',
  method_name: 'Online payment (sandbox, test mode)',
  ...overrides,
});

function openRecharge(url: string, routes: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  mockApi({ 'GET recharge/index': ok(options), ...routes });
  return renderPage(RechargePage, { path: PATH, url });
}

beforeEach(() => sessionStorage.clear());

describe('recharge page: the way back to a payment', () => {
  it('keeps the way back through the top-up and offers it once paid, even after the gateway dropped it from the URL', async () => {
    const state = { recharge: topUp() };
    const { user, unmount } = openRecharge(`${PATH}?back=${encodeURIComponent(BACK)}`, {
      'POST recharge/create': () => ok(state.recharge),
      'GET recharge/detail': () => ok(state.recharge),
    });
    expect(await screen.findByRole('note')).toHaveTextContent('Topping up for an order: once the top-up is paid, you can go back and pay it.');
    expect(screen.getByRole('link', { name: 'Back to the payment' })).toHaveAttribute('href', BACK);
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    await expectUrl(`${PATH}?recharge_id=9&back=${encodeURIComponent(BACK)}`);
    unmount();

    // The gateway's pay page sends the member back by the top-up's id alone.
    state.recharge = topUp({ status: 'paid', balance: '112.50', paid_at: new Date().toISOString() });
    openRecharge(`${PATH}?recharge_id=9&result=paid`, { 'GET recharge/detail': () => ok(state.recharge) });
    expect(await screen.findByRole('heading', { name: 'Top-up successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the payment' })).toHaveAttribute('href', BACK);
  });

  it.each(['//evil.example/pay', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example'])('offers no way back to %s', async (back) => {
    openRecharge(`${PATH}?back=${encodeURIComponent(back)}`);
    await screen.findByRole('button', { name: 'Top up' });
    expect(screen.queryByRole('link', { name: 'Back to the payment' })).not.toBeInTheDocument();
    expect(currentUrl()).toContain(PATH);
  });
});
