import { act, screen } from '@testing-library/react';
import { activityConfirmPath, i18n, loginPathFor } from '@shop/shared';
import { later, mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import { flashDetail, SLOTS } from '@/features/second/testing/flash-fixtures';
import { SERVER_NOW } from '@/testing/fixtures';
import SecondViewPage from './second-view-page';

const PATH = '/activity/second/view';

function open(answer: ReturnType<typeof flashDetail> | ReturnType<typeof later>['handler']) {
  mockApi({ 'GET activity/second/view': typeof answer === 'function' ? answer : ok(answer) });
  return renderPage(SecondViewPage, { path: PATH, url: `${PATH}?id=5` });
}

const buy = () => screen.getByRole('button', { name: 'Buy now' });
const increase = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('flash sale activity page', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(SERVER_NOW), advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    act(() => void i18n.changeLanguage('en-us'));
  });

  it('shows a skeleton, then the flash price with the slot’s countdown, what has gone and the member’s limit, and buys straight away', async () => {
    signIn();
    const answer = later();
    const { user } = open(answer.handler);
    expect(screen.getByRole('status', { name: 'Loading the activity' })).toBeInTheDocument();
    await act(async () => answer.release(ok(flashDetail({ limit: { per_member: 3, per_order: 2, bought: 1, left: 2 } }))));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' })).toBeInTheDocument();
    expect(screen.getByTestId('activity-price')).toHaveTextContent('Flash price¥59.00');
    // The countdown is to the end of today's slot (two hours), not of the activity's month.
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in02:00:00');
    expect(screen.getByText('18:00–20:00 session')).toBeInTheDocument();
    expect(screen.getByTestId('flash-progress')).toHaveTextContent('75% sold · only 13 left');
    expect(screen.getByTestId('activity-limit')).toHaveTextContent('Limit 3 per person, 2 left · Up to 2 per order');

    await user.click(screen.getByRole('button', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(increase());
    expect(increase()).toBeDisabled();
    await user.click(buy());
    expect(screen.getByTestId('location')).toHaveTextContent(activityConfirmPath({ type: 'second', activityId: 5, skuId: 103, quantity: 2 }));
  });

  it('says “Starts soon” and counts down to the slot’s start before it opens', async () => {
    signIn();
    const upcoming = SLOTS[3]!;
    open(flashDetail({ state: 'upcoming', slot: upcoming, sale_starts_at: upcoming.starts_at, sale_ends_at: upcoming.ends_at }));
    expect(await screen.findByRole('button', { name: 'Starts soon' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('Starts in02:00:00');
    expect(screen.getByTestId('activity-blocked')).toHaveTextContent('This activity has not started yet');
  });

  it('says a sold-out flash sale is sold out', async () => {
    signIn();
    open(flashDetail({ state: 'ended', stock: 0, sold: 52, skus: flashDetail().skus.map((sku) => ({ ...sku, stock: 0 })) }));
    expect(await screen.findByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(screen.getByTestId('flash-progress')).toHaveTextContent('100% sold · Sold out');
  });

  it('asks again when the slot closes', async () => {
    signIn();
    let closed = false;
    mockApi({ 'GET activity/second/view': () => ok(closed ? flashDetail({ state: 'ended' }) : flashDetail()) });
    renderPage(SecondViewPage, { path: PATH, url: `${PATH}?id=5` });
    expect(await screen.findByRole('button', { name: 'Buy now' })).toBeEnabled();
    closed = true;
    await act(async () => void jest.advanceTimersByTime(2 * 60 * 60 * 1000 + 1000));
    expect(await screen.findByRole('button', { name: 'Ended' })).toBeDisabled();
  });

  it('sends a visitor to sign in before buying', async () => {
    const { user } = open(flashDetail());
    await user.click(await screen.findByRole('button', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(buy());
    expect(screen.getByTestId('location')).toHaveTextContent(loginPathFor(`${PATH}?id=5`));
  });

  it('says a malformed id is not an activity', () => {
    renderPage(SecondViewPage, { path: PATH, url: `${PATH}?id=abc` });
    expect(screen.getByRole('heading', { level: 1, name: 'This activity cannot be found' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    signIn();
    open(flashDetail());
    expect(await screen.findByRole('button', { name: '立即抢购' })).toBeEnabled();
    expect(screen.getByTestId('activity-price')).toHaveTextContent('秒杀价');
    expect(screen.getByText('18:00–20:00 场')).toBeInTheDocument();
    expect(screen.getByTestId('flash-progress')).toHaveTextContent('已抢75% · 仅剩13件');
  });
});
