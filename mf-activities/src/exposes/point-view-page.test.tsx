import { act, screen, within } from '@testing-library/react';
import type { PointDetail } from '@shop/contract';
import { activityConfirmPath, i18n, loginPathFor } from '@shop/shared';
import { later, mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import { activityDetail, redMedium, SERVER_NOW } from '@/testing/fixtures';
import PointViewPage from './point-view-page';

const PATH = '/activity/point/view';

/** Resistance bands for 500 points + 19.90 a unit, 10 left; the member's points as given. */
const bands = (memberPoints: number | null, overrides: Partial<PointDetail> = {}): PointDetail => ({
  ...activityDetail({ id: 7, type: 'point', title: 'Points + cash: resistance bands', name: 'Resistance band set', price: '19.90', original_price: '59.00', points: 500, stock: 10 }),
  attr: [],
  skus: [{ ...redMedium, sku_id: 288, key: '', sku_text: '', price: '19.90', original_price: '59.00', points: 500, stock: 10 }],
  member_points: memberPoints,
  can_afford: memberPoints !== null && memberPoints >= 500,
  ...overrides,
});

function open(answer: PointDetail | ReturnType<typeof later>['handler'], url = `${PATH}?id=7`) {
  mockApi({ 'GET activity/point/view': typeof answer === 'function' ? answer : ok(answer) });
  return renderPage(PointViewPage, { path: PATH, url });
}

const exchange = () => screen.getByRole('button', { name: 'Exchange now' });

describe('points product page', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(SERVER_NOW), advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    act(() => void i18n.changeLanguage('en-us'));
  });

  it('shows a skeleton, then the points price, the member’s points and the way to exchange', async () => {
    signIn();
    const answer = later();
    const { user } = open(answer.handler);
    expect(screen.getByRole('status', { name: 'Loading the activity' })).toBeInTheDocument();
    await act(async () => answer.release(ok(bands(1200))));

    expect(await screen.findByRole('heading', { level: 1, name: 'Resistance band set' })).toBeInTheDocument();
    const price = screen.getByTestId('activity-price');
    expect(price).toHaveTextContent(/^Price/);
    expect(price).toHaveTextContent('500 points + ¥19.90');
    expect(screen.getByTestId('member-points')).toHaveTextContent('You have 1,200 points');
    expect(screen.getByRole('link', { name: 'Points log ›' })).toHaveAttribute('href', '/ucenter/wallet/index');
    expect(screen.getByText('Ships free · coupons do not apply · points come back if the order is cancelled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(exchange());
    expect(screen.getByTestId('location')).toHaveTextContent(activityConfirmPath({ type: 'point', activityId: 7, skuId: 288, quantity: 2 }));
  });

  it('disables the exchange and says why when the points do not cover the quantity', async () => {
    signIn();
    const { user } = open(bands(1200));
    await screen.findByTestId('member-points');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(exchange()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(exchange()).toBeDisabled();
    expect(exchange()).toHaveAccessibleDescription('Not enough points: 1,500 needed, you have 1,200');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(exchange()).toBeEnabled();
  });

  it('cannot exchange even one unit with too few points', async () => {
    signIn();
    open(bands(400));
    expect(await screen.findByTestId('member-points')).toHaveTextContent('You have 400 points');
    expect(exchange()).toBeDisabled();
    expect(screen.getByText('Not enough points: 500 needed, you have 400')).toBeInTheDocument();
  });

  it('says an ended exchange is over', async () => {
    signIn();
    open(bands(1200, { state: 'ended' }));
    expect(await screen.findByTestId('activity-blocked')).toHaveTextContent('This activity has ended');
    expect(exchange()).toBeDisabled();
  });

  it('sends a visitor to sign in first', async () => {
    const { user } = open(bands(null));
    const signInLink = await screen.findByRole('link', { name: 'Sign in to use your points' });
    expect(signInLink).toHaveAttribute('href', loginPathFor(`${PATH}?id=7`));
    await user.click(exchange());
    expect(screen.getByTestId('location')).toHaveTextContent(loginPathFor(`${PATH}?id=7`));
  });

  it('says a malformed id is not an activity', () => {
    renderPage(PointViewPage, { path: PATH, url: `${PATH}?id=abc` });
    expect(screen.getByRole('heading', { level: 1, name: 'This activity cannot be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all Points mall' })).toHaveAttribute('href', '/activity/point/index');
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    signIn();
    open(bands(400));
    expect(await screen.findByTestId('member-points')).toHaveTextContent('您有400积分');
    expect(screen.getByTestId('activity-price')).toHaveTextContent('积分价');
    const button = screen.getByRole('button', { name: '立即兑换' });
    expect(button).toBeDisabled();
    expect(within(button.parentElement!).getByText('积分不足：需要500积分，您有400积分')).toBeInTheDocument();
  });
});
