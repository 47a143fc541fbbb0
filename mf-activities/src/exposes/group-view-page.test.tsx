import { act, screen, within } from '@testing-library/react';
import type { GroupDetail, GroupView, OpenGroup } from '@shop/contract';
import { NOT_FOUND_PATH, activityConfirmPath, i18n, loginPathFor, orderDetailPath } from '@shop/shared';
import { later, mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import { activityDetail, SERVER_NOW } from '@/testing/fixtures';
import GroupViewPage from './group-view-page';

const PATH = '/activity/group/view';

/** An open group on the T-shirt, closing an hour after SERVER_NOW. */
const openGroup = (id: number, overrides: Partial<OpenGroup> = {}): OpenGroup => ({
  id,
  leader_name: 'l***y',
  leader_avatar: '',
  size: 3,
  members: 1,
  seats_left: 2,
  expires_at: '2025-06-01T11:00:00.000Z',
  mine: false,
  ...overrides,
});

/** The fixtures' T-shirt as a 3-person group deal with a 90-minute window. */
const tee = (overrides: Partial<GroupView> = {}): GroupView => ({
  ...activityDetail({ id: 5, type: 'group' }),
  group_size: 3,
  window_minutes: 90,
  groups: [],
  ...overrides,
});

/** Group 21 of the T-shirt, led by l***y, one paid member and two seats free. */
const group = (overrides: Partial<GroupDetail> = {}): GroupDetail => ({
  id: 21,
  activity_id: 5,
  goods_id: 105,
  title: 'Summer group deal',
  name: 'Cotton T-shirt',
  image: '/img/tee.png',
  price: '59.00',
  original_price: '99.00',
  activity_state: 'selling',
  size: 3,
  members: [{ name: 'l***y', avatar: '', is_leader: true, state: 'paid', joined_at: '2025-06-01T09:00:00.000Z' }],
  seats_left: 2,
  state: 'open',
  expires_at: '2025-06-01T11:00:00.000Z',
  settled_at: null,
  now: SERVER_NOW,
  joined: false,
  order_id: null,
  ...overrides,
});

function open(view: GroupView | ReturnType<typeof later>['handler'], url = `${PATH}?id=5`, detail?: GroupDetail) {
  mockApi({ 'GET activity/group/view': typeof view === 'function' ? view : ok(view), ...(detail ? { 'GET activity/group/detail': ok(detail) } : {}) });
  return renderPage(GroupViewPage, { path: PATH, url });
}

const location = () => screen.getByTestId('location').textContent;
const chooseRedMedium = async (user: ReturnType<typeof open>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Red' }));
  await user.click(screen.getByRole('button', { name: 'M' }));
};

describe('group deal page', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(SERVER_NOW), advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    act(() => void i18n.changeLanguage('en-us'));
  });

  it('shows a skeleton, then the group price, size and window, and starts a group with the chosen option', async () => {
    signIn();
    const answer = later();
    const { user } = open(answer.handler);
    expect(screen.getByRole('status', { name: 'Loading the activity' })).toBeInTheDocument();
    await act(async () => answer.release(ok(tee())));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' })).toBeInTheDocument();
    const price = screen.getByTestId('activity-price');
    expect(price).toHaveTextContent('Group price');
    expect(price).toHaveTextContent('¥59.00');
    expect(screen.getByText('3-person group')).toBeInTheDocument();
    expect(screen.getByText('Each group has 1 h 30 min to fill up')).toBeInTheDocument();
    expect(screen.getByText('No open groups right now: start one and invite your friends.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy alone at the normal price' })).toHaveAttribute('href', '/goods/view?id=105');

    await user.click(screen.getByRole('button', { name: /Start a group/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose Colour');
    await chooseRedMedium(user);
    await user.click(screen.getByRole('button', { name: /Start a group/ }));
    expect(location()).toBe(activityConfirmPath({ type: 'group', activityId: 5, skuId: 101, quantity: 1 }));
  });

  it('lists the open groups with seats and time left, and joins one', async () => {
    signIn();
    const { user } = open(tee({ groups: [openGroup(21), openGroup(22, { leader_name: 'm***l', members: 2, seats_left: 1 })] }));
    const groups = await screen.findByRole('region', { name: 'Join a group' });
    const rows = within(groups).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('l***y’s group');
    expect(rows[0]).toHaveTextContent('2 more needed');
    expect(within(rows[0]!).getByRole('timer')).toHaveTextContent('Closes in01:00:00');
    expect(rows[1]).toHaveTextContent('1 more needed');
    await chooseRedMedium(user);
    await user.click(within(groups).getByRole('button', { name: 'Join m***l’s group' }));
    expect(location()).toBe(activityConfirmPath({ type: 'group', activityId: 5, skuId: 101, quantity: 1, groupId: 22 }));
  });

  it('marks the member’s own group and links to it', async () => {
    signIn();
    open(tee({ groups: [openGroup(23, { leader_name: 'D***o', mine: true })] }));
    const groups = await screen.findByRole('region', { name: 'Join a group' });
    expect(within(groups).getByText('Your group')).toBeInTheDocument();
    expect(within(groups).getByRole('link', { name: 'View your group' })).toHaveAttribute('href', `${PATH}?id=5&group_id=23`);
    expect(within(groups).queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in when they try to buy', async () => {
    const { user } = open(tee({ groups: [openGroup(21)] }));
    await screen.findByRole('button', { name: 'Red' });
    await chooseRedMedium(user);
    await user.click(screen.getByRole('button', { name: 'Join l***y’s group' }));
    expect(location()).toBe(loginPathFor(`${PATH}?id=5`));
  });

  it('shows a group opened from its link, and joins it', async () => {
    signIn();
    const { user } = open(tee({ groups: [openGroup(21)] }), `${PATH}?id=5&group_id=21`, group());
    const panel = await screen.findByTestId('group-panel');
    // Shown in full above, the group is not listed again among those to join.
    expect(screen.getByRole('region', { name: 'Join a group' })).toHaveTextContent('No open groups right now');
    expect(within(panel).getByRole('heading', { name: 'l***y’s group' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Waiting for members');
    expect(panel).toHaveTextContent('2 more members needed');
    const members = within(panel).getByRole('list', { name: 'Members' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(3);
    expect(members).toHaveTextContent('l***yPaid');
    await chooseRedMedium(user);
    await user.click(within(panel).getByRole('button', { name: 'Join this group' }));
    expect(location()).toBe(activityConfirmPath({ type: 'group', activityId: 5, skuId: 101, quantity: 1, groupId: 21 }));
  });

  it('gives a member of the group its link to share and their order', async () => {
    signIn();
    open(tee(), `${PATH}?id=5&group_id=21`, group({ joined: true, order_id: 88 }));
    const panel = await screen.findByTestId('group-panel');
    expect(within(panel).getByRole('heading', { name: 'Your group' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Invite friends with this link' })).toHaveValue(`${window.location.origin}${PATH}?id=5&group_id=21`);
    expect(within(panel).getByRole('link', { name: 'See your order' })).toHaveAttribute('href', orderDetailPath(88));
    expect(within(panel).queryByRole('button', { name: 'Join this group' })).not.toBeInTheDocument();
  });

  it('says when a group is complete or has failed and refunded its members', async () => {
    signIn();
    open(tee(), `${PATH}?id=5&group_id=21`, group({ state: 'failed', seats_left: 0, members: [{ name: 'l***y', avatar: '', is_leader: true, state: 'refunded', joined_at: '2025-06-01T09:00:00.000Z' }] }));
    const panel = await screen.findByTestId('group-panel');
    expect(panel).toHaveTextContent('Group failed');
    expect(panel).toHaveTextContent('This group did not fill up in time: every paid member has been refunded.');
    expect(panel).toHaveTextContent('l***yRefunded');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends a missing id to the not-found page', () => {
    renderPage(GroupViewPage, { path: PATH, url: `${PATH}?id=abc` });
    expect(location()).toBe(NOT_FOUND_PATH);
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    signIn();
    open(tee({ window_minutes: 1440, groups: [openGroup(21)] }));
    expect(await screen.findByText('开团后24小时内成团')).toBeInTheDocument();
    expect(screen.getByText('3人团')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /我要开团/ })).toBeEnabled();
    expect(screen.getByText('还差2人')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '参加l***y的团' })).toBeInTheDocument();
  });
});
