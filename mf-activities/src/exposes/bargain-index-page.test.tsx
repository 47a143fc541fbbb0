import { act, screen } from '@testing-library/react';
import type { BargainListAnswer } from '@shop/contract';
import { i18n } from '@shop/shared';
import { later, mockApi, ok, renderPage } from '@shop/shared/testing';
import { activityCard, SERVER_NOW } from '@/testing/fixtures';
import BargainIndexPage from './bargain-index-page';

const PATH = '/activity/bargain/index';

const bargains = (overrides: Partial<BargainListAnswer> = {}): BargainListAnswer => ({
  list: [
    { ...activityCard(1, { type: 'bargain', title: 'Cut it down: weekender travel bag', price: '200.00', original_price: '399.00' }), start_price: '399.00', helpers_needed: 3 },
    { ...activityCard(2, { type: 'bargain', title: 'One cut to the floor: yoga mat', price: '52.00', original_price: '129.00', state: 'upcoming', starts_at: '2025-06-02T10:00:00.000Z' }), start_price: '129.00', helpers_needed: 1 },
  ],
  page: 1,
  size: 20,
  total: 2,
  ...overrides,
});

const card = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('bargain list page', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(SERVER_NOW), advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    act(() => void i18n.changeLanguage('en-us'));
  });

  it('shows skeletons, then each bargain from its start price down to its floor, the friends it takes and its countdown', async () => {
    const answer = later();
    mockApi({ 'GET activity/bargain/index': answer.handler });
    renderPage(BargainIndexPage, { path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Bargain' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading activities' })).toBeInTheDocument();
    await act(async () => answer.release(ok(bargains())));

    const bag = (await screen.findByRole('link', { name: 'Cut it down: weekender travel bag' })).closest('li')!;
    expect(bag).toHaveTextContent('From ¥399.00');
    expect(bag).toHaveTextContent('down to ¥200.00');
    expect(bag).toHaveTextContent('3 friends cut it to the floor');
    expect(bag).toHaveTextContent('Ends in02:00:00');
    expect(card('One cut to the floor: yoga mat')).toHaveTextContent('1 friend cuts it to the floor');
    expect(card('One cut to the floor: yoga mat')).toHaveTextContent('Starts in');
    expect(screen.getByRole('link', { name: 'Cut it down: weekender travel bag' })).toHaveAttribute('href', '/activity/bargain/view?id=1');
  });

  it('says when there is no bargain', async () => {
    mockApi({ 'GET activity/bargain/index': ok(bargains({ list: [], total: 0 })) });
    renderPage(BargainIndexPage, { path: PATH });
    expect(await screen.findByText('There are no bargains at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all goods' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    mockApi({ 'GET activity/bargain/index': ok(bargains()) });
    renderPage(BargainIndexPage, { path: PATH });
    const bag = (await screen.findByRole('link', { name: 'Cut it down: weekender travel bag' })).closest('li')!;
    expect(bag).toHaveTextContent('从 ¥399.00');
    expect(bag).toHaveTextContent('砍至 ¥200.00');
    expect(bag).toHaveTextContent('3位好友助力砍到底价');
  });
});
