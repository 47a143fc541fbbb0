import { act, screen } from '@testing-library/react';
import type { LimitDetail, MemberLimit } from '@shop/contract';
import { activityConfirmPath, i18n, loginPathFor } from '@shop/shared';
import { later, mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import { activityDetail, redMedium, SERVER_NOW } from '@/testing/fixtures';
import LimitViewPage from './limit-view-page';

const PATH = '/activity/limit/view';

/** A keyboard set at 119.00 (normal 159.00), 100 left, with the member's limit as given. */
const keyboard = (limit: MemberLimit, overrides: Partial<LimitDetail> = {}): LimitDetail => ({
  ...activityDetail({ id: 35, type: 'limit', title: 'Limited offer: keyboard and mouse set', name: 'Slim office keyboard and mouse set', price: '119.00', original_price: '159.00', stock: 100 }),
  attr: [],
  skus: [{ ...redMedium, sku_id: 131, key: '', sku_text: '', price: '119.00', original_price: '159.00', stock: 100 }],
  limit,
  ...overrides,
});

function open(answer: LimitDetail | ReturnType<typeof later>['handler']) {
  mockApi({ 'GET activity/limit/view': typeof answer === 'function' ? answer : ok(answer) });
  return renderPage(LimitViewPage, { path: PATH, url: `${PATH}?id=35` });
}

const buy = () => screen.getByRole('button', { name: 'Buy now' });
const increase = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('limited offer page', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(SERVER_NOW), advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    act(() => void i18n.changeLanguage('en-us'));
  });

  it('shows a skeleton, then "limit N, M left" in the price band, caps the quantity by it and buys', async () => {
    signIn();
    const answer = later();
    const { user } = open(answer.handler);
    expect(screen.getByRole('status', { name: 'Loading the activity' })).toBeInTheDocument();
    await act(async () => answer.release(ok(keyboard({ per_member: 3, per_order: 0, bought: 1, left: 2 }))));

    expect(await screen.findByRole('heading', { level: 1, name: 'Slim office keyboard and mouse set' })).toBeInTheDocument();
    expect(screen.getByTestId('activity-price')).toHaveTextContent('Offer price');
    expect(screen.getByTestId('limit-left')).toHaveTextContent('Limit 3 per person, 2 left');
    await user.click(increase());
    expect(increase()).toBeDisabled();
    await user.click(buy());
    expect(screen.getByTestId('location')).toHaveTextContent(activityConfirmPath({ type: 'limit', activityId: 35, skuId: 131, quantity: 2 }));
  });

  it('disables buying once the member has bought the limit', async () => {
    signIn();
    open(keyboard({ per_member: 2, per_order: 0, bought: 2, left: 0 }));
    expect(await screen.findByTestId('limit-left')).toHaveTextContent('Limit 2 per person, 0 left');
    expect(buy()).toBeDisabled();
    expect(screen.getByTestId('activity-blocked')).toHaveTextContent('You have bought as many as this activity allows');
  });

  it('keeps one order within the per-order cap', async () => {
    signIn();
    const { user } = open(keyboard({ per_member: 5, per_order: 2, bought: 0, left: 5 }));
    expect(await screen.findByTestId('activity-limit')).toHaveTextContent('Up to 2 per order');
    await user.click(increase());
    expect(increase()).toBeDisabled();
  });

  it('tells a visitor the cap and sends them to sign in to buy', async () => {
    const { user } = open(keyboard({ per_member: 2, per_order: 0, bought: 0, left: 2 }));
    expect(await screen.findByTestId('limit-left')).toHaveTextContent(/^Limit 2 per person$/);
    await user.click(buy());
    expect(screen.getByTestId('location')).toHaveTextContent(loginPathFor(`${PATH}?id=35`));
  });

  it('says an offer that has not started cannot be bought yet', async () => {
    signIn();
    open(keyboard({ per_member: 2, per_order: 0, bought: 0, left: 2 }, { state: 'upcoming', starts_at: '2025-06-02T10:00:00.000Z' }));
    expect(await screen.findByTestId('activity-blocked')).toHaveTextContent('This activity has not started yet');
    expect(buy()).toBeDisabled();
  });

  it('says a malformed id is not an activity', () => {
    renderPage(LimitViewPage, { path: PATH, url: `${PATH}?id=0` });
    expect(screen.getByRole('heading', { level: 1, name: 'This activity cannot be found' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    signIn();
    open(keyboard({ per_member: 2, per_order: 0, bought: 1, left: 1 }));
    expect(await screen.findByTestId('limit-left')).toHaveTextContent('每人限购2件，还可购买1件');
    expect(screen.getByRole('button', { name: '立即购买' })).toBeEnabled();
    expect(screen.getByText('已支付和待支付的订单都计入限购，取消的订单不计入。')).toBeInTheDocument();
  });
});
