import { act, screen, within } from '@testing-library/react';
import type { PointListAnswer } from '@shop/contract';
import { i18n, loginPathFor } from '@shop/shared';
import { later, mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import { activityCard } from '@/testing/fixtures';
import PointIndexPage from './point-index-page';

const PATH = '/activity/point/index';

const mall = (memberPoints: number | null, overrides: Partial<PointListAnswer> = {}): PointListAnswer => ({
  list: [
    activityCard(1, { type: 'point', title: 'Points + cash: resistance bands', price: '19.90', original_price: '59.00', points: 500 }),
    activityCard(2, { type: 'point', title: 'Points treat: tea tumbler', price: '0.00', original_price: '59.00', points: 990 }),
    activityCard(3, { type: 'point', title: 'Points + cash: kids smartwatch', price: '99.00', original_price: '599.00', points: 5000 }),
    activityCard(4, { type: 'point', title: 'Points + cash: trail bottle', price: '9.90', original_price: '89.00', points: 600, state: 'ended', stock: 0 }),
  ],
  page: 1,
  size: 20,
  total: 4,
  member_points: memberPoints,
  ...overrides,
});

const card = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('points mall page', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('shows skeletons while loading, then the member’s points with their log and cards priced in points and cash', async () => {
    signIn();
    const answer = later();
    mockApi({ 'GET activity/point/index': answer.handler });
    renderPage(PointIndexPage, { path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading activities' })).toBeInTheDocument();
    await act(async () => answer.release(ok(mall(1200))));

    const banner = await screen.findByRole('region', { name: 'My points' });
    expect(within(banner).getByTestId('member-points')).toHaveTextContent('1,200 points');
    expect(within(banner).getByRole('link', { name: 'Points log ›' })).toHaveAttribute('href', '/ucenter/wallet/index');
    expect(card('Points + cash: resistance bands')).toHaveTextContent('500 points + ¥19.90');
    expect(card('Points + cash: resistance bands')).toHaveTextContent('Exchange ›');
    expect(card('Points treat: tea tumbler')).toHaveTextContent('990 points');
    expect(card('Points treat: tea tumbler')).not.toHaveTextContent('+ ¥');
    expect(card('Points + cash: kids smartwatch')).toHaveTextContent('3,800 more points needed');
    expect(card('Points + cash: trail bottle')).not.toHaveTextContent('Exchange');
    expect(screen.getByRole('link', { name: 'Points + cash: resistance bands' })).toHaveAttribute('href', '/activity/point/view?id=1');
  });

  it('invites a visitor to sign in and come back', async () => {
    mockApi({ 'GET activity/point/index': ok(mall(null)) });
    const { user } = renderPage(PointIndexPage, { path: PATH });
    const banner = await screen.findByRole('region', { name: 'My points' });
    expect(banner).toHaveTextContent('Sign in to see your points and exchange them for goods.');
    expect(card('Points + cash: kids smartwatch')).toHaveTextContent('Exchange ›');
    await user.click(within(banner).getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent(loginPathFor(PATH));
  });

  it('says when there is nothing to exchange', async () => {
    signIn();
    mockApi({ 'GET activity/point/index': ok(mall(1200, { list: [], total: 0 })) });
    renderPage(PointIndexPage, { path: PATH });
    expect(await screen.findByText('There is nothing to exchange for points at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all goods' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    signIn();
    mockApi({ 'GET activity/point/index': ok(mall(1200)) });
    renderPage(PointIndexPage, { path: PATH });
    const banner = await screen.findByRole('region', { name: '我的积分' });
    expect(within(banner).getByTestId('member-points')).toHaveTextContent('1,200积分');
    expect(within(banner).getByRole('link', { name: '积分明细 ›' })).toBeInTheDocument();
    expect(card('Points + cash: resistance bands')).toHaveTextContent('500积分 + ¥19.90');
    expect(card('Points + cash: kids smartwatch')).toHaveTextContent('还差3,800积分');
  });
});
