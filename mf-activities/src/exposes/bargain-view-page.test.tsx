import { act, screen, within } from '@testing-library/react';
import type { BargainDetail, BargainView } from '@shop/contract';
import { NOT_FOUND_PATH, activityConfirmPath, i18n, loginPathFor } from '@shop/shared';
import { later, mockApi, ok, refused, renderPage, signIn } from '@shop/shared/testing';
import { activityDetail, redMedium, SERVER_NOW } from '@/testing/fixtures';
import BargainViewPage from './bargain-view-page';

const PATH = '/activity/bargain/view';
const SHARED = `${PATH}?id=29&bargain_id=11`;

/** The weekender bag from ¥399.00 down to ¥200.00 with three friends, selling for two more hours. */
const bag = (overrides: Partial<BargainView> = {}): BargainView => ({
  ...activityDetail({ id: 29, type: 'bargain', title: 'Cut it down: weekender travel bag', name: 'Weekender travel bag', price: '200.00', original_price: '399.00', stock: 40 }),
  attr: [],
  skus: [{ ...redMedium, sku_id: 67, key: '', sku_text: '', price: '399.00', original_price: '399.00', floor_price: '200.00', stock: 40 }],
  helpers_needed: 3,
  start_price: '399.00',
  floor_price: '200.00',
  bargain: null,
  ...overrides,
});

/** Bargain 11 on the bag, cut twice to ¥287.77, as its owner sees it. */
const bargain = (overrides: Partial<BargainDetail> = {}): BargainDetail => ({
  id: 11,
  activity_id: 29,
  goods_id: 14,
  sku_id: 67,
  title: 'Cut it down: weekender travel bag',
  name: 'Weekender travel bag',
  image: '/img/bag.png',
  sku_text: 'Colour: Navy',
  owner_name: 'd***o',
  start_price: '399.00',
  floor_price: '200.00',
  price: '287.77',
  cut_amount: '111.23',
  left_amount: '87.77',
  progress: 55,
  helpers_needed: 3,
  helpers: 2,
  helper_list: [
    { name: 'l***y', avatar: '', cut: '59.69', helped_at: '2025-06-01T08:00:00.000Z' },
    { name: '<b>m***l</b>', avatar: '/img/michael.png', cut: '51.54', helped_at: '2025-06-01T09:00:00.000Z' },
  ],
  state: 'open',
  activity_state: 'selling',
  ends_at: '2025-06-01T12:00:00.000Z',
  now: SERVER_NOW,
  is_owner: true,
  helped: false,
  my_cut: null,
  order_id: null,
  ...overrides,
});

/** Bargain 11 as a friend who has not cut it yet sees it. */
const friends = (overrides: Partial<BargainDetail> = {}) => bargain({ is_owner: false, ...overrides });

const panel = () => screen.getByTestId('bargain-panel');
const location = () => screen.getByTestId('location').textContent;

describe('bargain page', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(SERVER_NOW), advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    act(() => void i18n.changeLanguage('en-us'));
  });

  it('shows a skeleton, then the start and floor prices and the friends it takes, and sends a visitor to sign in to start', async () => {
    const answer = later();
    mockApi({ 'GET activity/bargain/view': answer.handler });
    const { user } = renderPage(BargainViewPage, { path: PATH, url: `${PATH}?id=29` });
    expect(screen.getByRole('status', { name: 'Loading the activity' })).toBeInTheDocument();
    await act(async () => answer.release(ok(bag())));

    expect(await screen.findByRole('heading', { level: 1, name: 'Weekender travel bag' })).toBeInTheDocument();
    const price = screen.getByTestId('activity-price');
    expect(price).toHaveTextContent('Start price¥399.00');
    expect(price).toHaveTextContent('Floor price ¥200.00');
    expect(screen.getByText('Ask 3 friends to cut it down to the floor price')).toBeInTheDocument();
    expect(screen.queryByTestId('bargain-panel')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start bargaining' }));
    expect(location()).toBe(loginPathFor(`${PATH}?id=29`));
  });

  it('starts the member’s bargain and shows it with its link to share and the price to buy at', async () => {
    signIn();
    const started = bargain({ price: '399.00', cut_amount: '0.00', left_amount: '199.00', progress: 0, helpers: 0, helper_list: [] });
    const calls = mockApi({ 'GET activity/bargain/view': ok(bag()), 'POST activity/bargain/start': ok(started) });
    const { user } = renderPage(BargainViewPage, { path: PATH, url: `${PATH}?id=29` });
    await user.click(await screen.findByRole('button', { name: 'Start bargaining' }));

    expect(calls.find((call) => call.route === 'POST activity/bargain/start')!.body).toEqual({ activity_id: 29, sku_id: 67 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your bargain' })).toBeInTheDocument();
    const link = within(panel()).getByRole('textbox', { name: 'Share link' });
    expect(link).toHaveValue(`http://localhost${SHARED}`);
    expect(within(panel()).getByText('Nobody has cut it yet.')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`http://localhost${SHARED}`);
    expect(screen.getByRole('button', { name: 'Buy at ¥399.00' })).toBeEnabled();
  });

  it('follows the member’s bargain: price reached, cut and left, progress, friends as text, countdown; and buys it at that price', async () => {
    signIn();
    mockApi({ 'GET activity/bargain/view': ok(bag({ bargain: bargain() })) });
    const { user } = renderPage(BargainViewPage, { path: PATH, url: `${PATH}?id=29` });
    const region = (await screen.findByRole('heading', { level: 2, name: 'Your bargain' })).closest('section')!;
    expect(region).toHaveTextContent('Current price¥287.77');
    expect(region).toHaveTextContent('Cut so far¥111.23');
    expect(region).toHaveTextContent('Left to the floor¥87.77');
    expect(within(region).getByRole('progressbar', { name: 'Bargain progress' })).toHaveAttribute('aria-valuenow', '55');
    expect(region).toHaveTextContent('2 of 3 friends have helped');
    expect(within(region).getByRole('timer')).toHaveTextContent('Ends in02:00:00');
    const helpers = within(region).getByRole('region', { name: 'Friends who helped' });
    expect(within(helpers).getAllByRole('listitem')).toHaveLength(2);
    expect(within(helpers).getByText('<b>m***l</b>')).toBeInTheDocument();
    expect(helpers.querySelector('b')).toBeNull();
    expect(screen.getByText('Your bargain is on Colour: Navy')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy at ¥287.77' }));
    expect(location()).toBe(activityConfirmPath({ type: 'bargain', activityId: 29, skuId: 67, quantity: 1, bargainId: 11 }));
  });

  it('lets a signed-in friend opening the shared link cut once, and shows the cut they made', async () => {
    signIn();
    const helped = friends({ helped: true, my_cut: '33.00', helpers: 3, price: '254.77', progress: 72 });
    const calls = mockApi({
      'GET activity/bargain/view': ok(bag()),
      'GET activity/bargain/detail': ok(friends()),
      'POST activity/bargain/help': ok({ cut: '33.00', bargain: helped }),
    });
    const { user } = renderPage(BargainViewPage, { path: PATH, url: SHARED });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bargain of d***o' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Help cut' }));

    expect(calls.find((call) => call.route === 'POST activity/bargain/help')!.body).toEqual({ bargain_id: 11 });
    expect(await within(panel()).findByRole('status')).toHaveTextContent('You cut ¥33.00 off!');
    expect(panel()).toHaveTextContent('Current price¥254.77');
    expect(panel()).toHaveTextContent('3 of 3 friends have helped');
    expect(within(panel()).queryByRole('button', { name: 'Help cut' })).not.toBeInTheDocument();
    // The friend has no bargain of their own here: they may start one.
    expect(screen.getByRole('button', { name: 'Start bargaining' })).toBeInTheDocument();
  });

  it('shows a refused cut’s reason and the bargain as it now stands', async () => {
    signIn();
    let asked = 0;
    mockApi({
      'GET activity/bargain/view': ok(bag()),
      'GET activity/bargain/detail': () => ok((asked += 1) === 1 ? friends() : friends({ state: 'failed', activity_state: 'ended' })),
      'POST activity/bargain/help': refused('This bargain has closed: its promotion ended', { field: 'bargain_id' }),
    });
    const { user } = renderPage(BargainViewPage, { path: PATH, url: SHARED });
    await user.click(await screen.findByRole('button', { name: 'Help cut' }));
    expect(await screen.findByText('This bargain has closed: its promotion ended')).toBeInTheDocument();
    expect(await within(panel()).findByText('This bargain closed when its promotion ended.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Help cut' })).not.toBeInTheDocument();
  });

  it('asks a visitor opening the shared link to sign in to help, and brings them back to it', async () => {
    mockApi({ 'GET activity/bargain/view': ok(bag()), 'GET activity/bargain/detail': ok(friends()) });
    const { user } = renderPage(BargainViewPage, { path: PATH, url: SHARED });
    await user.click(await screen.findByRole('button', { name: 'Sign in to help cut' }));
    expect(location()).toBe(loginPathFor(SHARED));
  });

  it('says a bargain was bought, with its order, and lets the member start another', async () => {
    signIn();
    mockApi({ 'GET activity/bargain/view': ok(bag({ bargain: bargain({ state: 'bought', order_id: 88 }) })) });
    renderPage(BargainViewPage, { path: PATH, url: `${PATH}?id=29` });
    expect(await screen.findByText(/Bought at ¥287\.77\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', '/ucenter/order/detail?id=88');
    expect(screen.getByRole('button', { name: 'Start a new bargain' })).toBeEnabled();
    expect(screen.queryByRole('timer', { name: /Ends in/ })).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    signIn();
    mockApi({ 'GET activity/bargain/view': ok(bag({ bargain: bargain() })) });
    renderPage(BargainViewPage, { path: PATH, url: `${PATH}?id=29` });
    expect(await screen.findByRole('heading', { level: 2, name: '我的砍价' })).toBeInTheDocument();
    expect(screen.getByTestId('activity-price')).toHaveTextContent('起砍价¥399.00');
    expect(screen.getByText('邀请3位好友帮砍，即可砍到底价')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¥287.77 立即购买' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制链接' })).toBeInTheDocument();
    expect(panel()).toHaveTextContent('已有2位好友帮砍，共需3位');
  });

  it('sends a malformed id to the not-found page', () => {
    renderPage(BargainViewPage, { path: PATH, url: `${PATH}?id=abc` });
    expect(location()).toBe(NOT_FOUND_PATH);
  });
});
