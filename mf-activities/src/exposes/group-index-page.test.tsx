import { act, screen } from '@testing-library/react';
import type { GroupCard, GroupListAnswer } from '@shop/contract';
import { i18n } from '@shop/shared';
import { later, mockApi, ok, renderPage } from '@shop/shared/testing';
import { activityCard } from '@/testing/fixtures';
import GroupIndexPage from './group-index-page';

const PATH = '/activity/group/index';

const deal = (id: number, title: string, groupSize: number, overrides: Partial<GroupCard> = {}): GroupCard => ({
  ...activityCard(id, { type: 'group', title, price: '149.00', original_price: '199.00', sold: 46 }),
  group_size: groupSize,
  window_minutes: 1440,
  ...overrides,
});
const deals = (list: GroupCard[]): GroupListAnswer => ({ list, page: 1, size: 20, total: list.length });

const card = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('group deals page', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('shows skeletons while loading, then each deal with its group price, normal price, group size, sales and countdown', async () => {
    const answer = later();
    mockApi({ 'GET activity/group/index': answer.handler });
    renderPage(GroupIndexPage, { path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Group buying' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading activities' })).toBeInTheDocument();
    await act(async () => answer.release(ok(deals([deal(1, 'Team up with 2: linen shirt', 2), deal(2, 'Group of 5: basketball', 5, { state: 'upcoming', sold: 0 })]))));

    expect(await screen.findByRole('link', { name: 'Team up with 2: linen shirt' })).toHaveAttribute('href', '/activity/group/view?id=1');
    const shirt = card('Team up with 2: linen shirt');
    expect(shirt).toHaveTextContent('¥149.00');
    expect(shirt).toHaveTextContent('Original price¥199.00');
    expect(shirt).toHaveTextContent('2-person group');
    expect(shirt).toHaveTextContent('46 sold');
    expect(shirt).toHaveTextContent(/Ends in/);
    expect(card('Group of 5: basketball')).toHaveTextContent('5-person group');
    expect(card('Group of 5: basketball')).toHaveTextContent(/Starts in/);
  });

  it('says when there is no deal', async () => {
    mockApi({ 'GET activity/group/index': ok(deals([])) });
    renderPage(GroupIndexPage, { path: PATH });
    expect(await screen.findByText('There are no group deals at the moment.')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    mockApi({ 'GET activity/group/index': ok(deals([deal(3, '3人团 · 手机', 3)])) });
    renderPage(GroupIndexPage, { path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: '拼团' })).toBeInTheDocument();
    expect(await screen.findByText('3人团')).toBeInTheDocument();
  });
});
