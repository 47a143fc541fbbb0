import { act, screen, within } from '@testing-library/react';
import type { PointsLogAnswer, PointsLogRow, WalletLogAnswer, WalletLogRow } from '@shop/contract';
import { i18n } from '@shop/shared';
import { later, mockApi, ok, refused, renderPage, signIn, type ApiCall } from '@shop/shared/testing';
import { currentUrl } from '@/testing/location';
import WalletPage from './wallet-page';

const PATH = '/ucenter/wallet/index';

const moneyRow = (id: number, overrides: Partial<WalletLogRow> = {}): WalletLogRow => ({
  id,
  type: 'expense',
  kind: 'payment',
  amount: '39.00',
  balance_after: '961.00',
  description: `Payment for order 2025060100000${id}`,
  order_id: id,
  created_at: '2025-06-01T02:05:00.000Z',
  ...overrides,
});
const topUpRow = (id: number) => moneyRow(id, { type: 'income', kind: 'recharge', amount: '1000.00', balance_after: '1000.00', description: 'Top-up 20250601100500000001', order_id: null });
const pointsRow = (id: number, overrides: Partial<PointsLogRow> = {}): PointsLogRow => ({
  id,
  type: 'income',
  points: 500,
  balance_after: 500,
  description: 'Welcome gift for new members',
  created_at: '2025-05-01T00:00:00.000Z',
  ...overrides,
});
const page = <Row,>(list: Row[], total = list.length, at = 1) => ({ list, page: at, size: 10, total });

const logCalls = (calls: ApiCall[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);

function openWallet(routes: Parameters<typeof mockApi>[0] = {}, url = PATH) {
  signIn();
  const calls = mockApi({
    'GET wallet/index': ok({ balance: '961.00', points: 1200 }),
    'GET wallet/log': ok<WalletLogAnswer>(page([moneyRow(2), topUpRow(1)])),
    'GET wallet/points': ok<PointsLogAnswer>(page([pointsRow(1)])),
    ...routes,
  });
  return { calls, ...renderPage(WalletPage, { path: PATH, url }) };
}

const balanceLog = () => screen.getByRole('region', { name: 'Balance log' });
const pointsLog = () => screen.getByRole('region', { name: 'Points log' });

describe('wallet page', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('shows skeletons while loading, then the balance, the points and a way to top up', async () => {
    signIn();
    const summary = later();
    mockApi({ 'GET wallet/index': summary.handler, 'GET wallet/log': later().handler, 'GET wallet/points': later().handler });
    renderPage(WalletPage, { path: PATH });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My wallet');
    expect(screen.getByRole('status', { name: 'Loading your wallet' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the balance log' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the points log' })).toBeInTheDocument();
    await act(async () => summary.release(ok({ balance: '5000.00', points: 1200 })));
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('¥5000.00');
    expect(screen.getByTestId('wallet-points')).toHaveTextContent('1200');
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/ucenter/recharge/index');
  });

  it('lists money movements with type, signed coloured amount, balance, description and time', async () => {
    const { calls } = openWallet();
    const rows = await within(balanceLog()).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TypeAmountBalanceDescriptionTime',
      expect.stringMatching(/^Order payment−¥39\.0039\.00 yuan¥961\.00961\.00 yuanPayment for order 20250601000002View order2025-06-01 \d\d:05$/),
      expect.stringMatching(/^Top-up\+¥1000\.001000\.00 yuan¥1000\.001000\.00 yuanTop-up 202506011005000000012025-06-01 \d\d:05$/),
    ]);
    const [, payment, topUp] = rows;
    expect(within(payment!).getByText('−').closest('span')).toHaveClass('text-rose-600');
    expect(within(topUp!).getByText('+').closest('span')).toHaveClass('text-emerald-700');
    expect(within(payment!).getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/ucenter/order/detail?id=2');
    expect(logCalls(calls, 'GET wallet/log')).toEqual([{ type: 'all', page: 1, size: 10 }]);
  });

  it('moves between the tabs all, income and expenditure, keeping them in the URL', async () => {
    const { user, calls } = openWallet({
      'GET wallet/log': (query) => ok(page(query.type === 'income' ? [topUpRow(1)] : query.type === 'expense' ? [] : [moneyRow(2), topUpRow(1)])),
    });
    const tabs = within(balanceLog()).getByRole('tablist', { name: 'Balance log entries to show' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Income', 'Expenditure']);
    await user.click(within(tabs).getByRole('tab', { name: 'Income' }));
    expect(await within(balanceLog()).findByText('Top-up 20250601100500000001')).toBeInTheDocument();
    expect(within(balanceLog()).queryByText(/Payment for order/)).not.toBeInTheDocument();
    expect(currentUrl()).toBe('/ucenter/wallet/index?type=income');
    await user.keyboard('{ArrowRight}');
    expect(await within(balanceLog()).findByText('No money has been spent yet.')).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Expenditure' })).toHaveFocus();
    expect(logCalls(calls, 'GET wallet/log').map((query) => query.type)).toEqual(['all', 'income', 'expense']);
  });

  it('pages the log and keeps the points log where it was', async () => {
    const { user, calls } = openWallet(
      { 'GET wallet/log': (query) => ok(page([moneyRow(Number(query.page) * 10)], 25, Number(query.page))) },
      `${PATH}?points_type=income`,
    );
    await within(balanceLog()).findByText('Payment for order 202506010000010');
    await user.click(within(balanceLog()).getByRole('button', { name: 'Page 2' }));
    expect(await within(balanceLog()).findByText('Payment for order 202506010000020')).toBeInTheDocument();
    expect(currentUrl()).toBe('/ucenter/wallet/index?points_type=income&page=2');
    expect(logCalls(calls, 'GET wallet/points')).toEqual([{ type: 'income', page: 1, size: 10 }]);
  });

  it('shows the points log with earned and spent rows, and its own empty state', async () => {
    const { user } = openWallet({
      'GET wallet/points': (query) =>
        ok(page(query.type === 'expense' ? [] : [pointsRow(2, { type: 'expense', points: 20, balance_after: 480, description: 'Points exchange' }), pointsRow(1)])),
    });
    const rows = await within(pointsLog()).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Spent−20480Points exchange/),
      expect.stringMatching(/^Earned\+500500Welcome gift for new members/),
    ]);
    await user.click(within(pointsLog()).getByRole('tab', { name: 'Expenditure' }));
    expect(await within(pointsLog()).findByText('No points spent yet.')).toBeInTheDocument();
  });

  it('says when there is nothing yet, and offers a retry when a log fails', async () => {
    let failing = true;
    const { user } = openWallet({
      'GET wallet/log': ok(page([])),
      'GET wallet/points': () => (failing ? refused('Something went wrong') : ok(page([pointsRow(1)]))),
    });
    expect(await within(balanceLog()).findByText('No balance movements yet.')).toBeInTheDocument();
    expect(await within(pointsLog()).findByText('The points log could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(within(pointsLog()).getByRole('button', { name: 'Try again' }));
    expect(await within(pointsLog()).findByText('Welcome gift for new members')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    openWallet();
    expect(await screen.findByRole('heading', { level: 1, name: '我的钱包' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '余额明细' })).toBeInTheDocument();
    expect(within(screen.getByRole('tablist', { name: '显示的余额明细' })).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '收入', '支出']);
    expect(await screen.findByText('订单支付')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '充值' })).toBeInTheDocument();
  });
});
