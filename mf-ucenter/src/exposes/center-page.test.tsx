import { act, screen, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { setNavigator, useAuthStore, useCartStore } from '@shop/shared';
import { later, member, mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import { currentUrl, expectUrl } from '@/testing/location';
import { counts, orderPage, orderSummary } from '@/testing/orders';
import { couponPage } from '@/testing/saved-goods';
import CenterPage from './center-page';

/** What the centre asks besides the profile: the order glance and the coupon count. */
const glanceRoutes = {
  'GET order/list': ok(orderPage([], { counts: { ...counts, all: 0, unpaid: 0, unshipped: 0, unreceived: 0, unreviewed: 0, completed: 0 } })),
  'GET coupon/mine': ok(couponPage([], { counts: { unused: 3, used: 0, expired: 0 } })),
  'GET recommend/feed': ok({ list: [], page: 1, size: 12, total: 0 }),
};

function openCenter() {
  return renderPage(CenterPage, { path: '/ucenter/index' });
}

describe('member centre page', () => {
  it('sends visitors to sign-in and back here afterwards', async () => {
    openCenter();
    await expectUrl('/user/login?redirect=/ucenter/index');
  });

  it('shows a skeleton while the profile loads, then the profile', async () => {
    signIn();
    const answer = later();
    mockApi({ ...glanceRoutes, 'GET user/center': answer.handler });
    openCenter();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Member centre');
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);

    await act(async () => answer.release(ok(member)));
    expect(await screen.findByText('lily')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Coupons 3' });
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: "lily's avatar" })).toBeInTheDocument();
    expect(screen.getByText('Lily')).toBeInTheDocument();
    expect(screen.getByText('138****8000')).toBeInTheDocument();
    expect(screen.getByText('500.00 yuan')).toBeInTheDocument();
    expect(screen.getByText('120')).toBeInTheDocument();
  });

  it('lists the member-centre boxes in the side menu', async () => {
    signIn();
    mockApi({ ...glanceRoutes, 'GET user/center': ok(member) });
    openCenter();
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Member centre', '/ucenter/index'],
      ['My orders', '/ucenter/order/index'],
      ['After-sales', '/ucenter/order/refund'],
      ['My reviews', '/ucenter/order/comment'],
      ['My coupons', '/ucenter/coupon/index'],
      ['My wallet', '/ucenter/wallet/index'],
      ['My addresses', '/ucenter/address/index'],
      ['My invoices', '/ucenter/invoice/index'],
      ['My favourites', '/ucenter/collect/index'],
      ['Footprints', '/ucenter/visit/index'],
      ['Bind phone', '/user/bind'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Member centre' })).toHaveAttribute('aria-current', 'page');
    await screen.findByText('lily');
  });

  it('offers to bind a phone when none is bound', async () => {
    signIn();
    mockApi({ ...glanceRoutes, 'GET user/center': ok({ ...member, mobile: '' }) });
    openCenter();
    expect(await screen.findByText('Not bound')).toBeInTheDocument();
    const profileLinks = screen.getAllByRole('link', { name: 'Bind phone' });
    expect(profileLinks).toHaveLength(2);
    expect(profileLinks.every((link) => link.getAttribute('href') === '/user/bind')).toBe(true);
  });

  it('ends the session, and what was kept for the member, when the server no longer knows the member', async () => {
    signIn();
    useCartStore.setState({ count: 3 });
    mockApi({ ...glanceRoutes, 'GET user/center': { code: 0, msg: 'Please sign in', data: null } });
    openCenter();
    await expectUrl('/user/login?redirect=/ucenter/index');
    expect(useAuthStore.getState().token).toBeNull();
    expect(useCartStore.getState().count).toBe(0);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    signIn();
    let attempts = 0;
    mockApi({ ...glanceRoutes, 'GET user/center': () => (++attempts === 1 ? Promise.reject(new Error('offline')) : ok(member)) });
    const { user } = openCenter();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('lily')).toBeInTheDocument();
  });

  it('signs the member out and leaves the navigation to sign-out', async () => {
    signIn();
    const navigate = jest.fn();
    setNavigator(navigate);
    const calls = mockApi({ ...glanceRoutes, 'GET user/center': ok(member), 'POST user/logout': ok(null) });
    const { user } = openCenter();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(calls.map((call) => call.route)).toContain('POST user/logout');
    expect(useAuthStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', undefined);
    // No redirect to sign-in races the way home.
    expect(currentUrl()).toBe('/ucenter/index');
    setNavigator(null);
  });

  it('does not send to sign-in when the profile answer arrives after signing out elsewhere', async () => {
    signIn();
    const answer = later();
    mockApi({ ...glanceRoutes, 'GET user/center': answer.handler });
    openCenter();
    act(() => useAuthStore.getState().clear());
    await act(async () => answer.release({ code: 0, msg: 'Please sign in', data: null }));
    expect(currentUrl()).toBe('/ucenter/index');
    expect(screen.getByRole('navigation', { name: 'Member centre menu' })).toBeInTheDocument();
  });
  it('shows the order statuses with their counts, each opening its tab, and the newest orders', async () => {
    signIn();
    const calls = mockApi({
      ...glanceRoutes,
      'GET user/center': ok(member),
      'GET coupon/mine': ok(couponPage([], { counts: { unused: 3, used: 1, expired: 0 } })),
      'GET order/list': ok(
        orderPage([orderSummary(9, 0, { items: [{ ...orderSummary(9, 0).items[0]!, name: 'Linen shirt' }, orderSummary(9, 0).items[0]!] }), orderSummary(8, 2), orderSummary(7, 4)], {
          counts: { ...counts, refund: 120 },
        }),
      ),
    });
    openCenter();
    const shortcuts = await screen.findByRole('list', { name: 'Orders by status' });
    expect(within(shortcuts).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2To pay (2 orders)', '/ucenter/order/index?status=unpaid'],
      ['1To ship (1 order)', '/ucenter/order/index?status=unshipped'],
      ['3To receive (3 orders)', '/ucenter/order/index?status=unreceived'],
      ['4To review (4 orders)', '/ucenter/order/index?status=unreviewed'],
      ['99+After-sales (120 orders)', '/ucenter/order/refund'],
    ]);
    expect(calls.find((call) => call.route === 'GET order/list')?.body).toEqual({ status: 'all', page: 1, size: 3 });

    const latest = screen.getByRole('list', { name: 'Latest orders' });
    const rows = within(latest).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/Linen shirt.*and 1 more item.*129\.80.*server status 0.*Details/);
    expect(within(rows[1]!).getByRole('link', { name: 'Details of order 202503021000008' })).toHaveAttribute('href', '/ucenter/order/detail?id=8');
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/ucenter/order/index');

    const assets = screen.getByRole('list', { name: 'My assets' });
    await within(assets).findByRole('link', { name: 'Coupons 3' });
    expect(within(assets).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Balance¥500.00500.00 yuan', '/ucenter/wallet/index'],
      ['Points120', '/ucenter/wallet/index'],
      ['Coupons3', '/ucenter/coupon/index'],
    ]);

    await act(() => i18n.changeLanguage('zh-cn'));
    expect(within(shortcuts).getAllByRole('link').map((link) => link.textContent)).toEqual(['2待付款（2 笔）', '1待发货（1 笔）', '3待收货（3 笔）', '4待评价（4 笔）', '99+退款/售后（120 笔）']);
    expect(screen.getByRole('heading', { name: '我的订单' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-us'));
  });

  it('says there is no order yet, with the way to the goods, and no badge on any status', async () => {
    signIn();
    mockApi({ ...glanceRoutes, 'GET user/center': ok(member) });
    openCenter();
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/goods/index');
    const shortcuts = screen.getByRole('list', { name: 'Orders by status' });
    expect(within(shortcuts).getAllByRole('link').map((link) => link.textContent)).toEqual(['To pay', 'To ship', 'To receive', 'To review', 'After-sales']);
  });

  it('offers a retry when the orders cannot be loaded, the profile still shown', async () => {
    signIn();
    let attempts = 0;
    mockApi({
      ...glanceRoutes,
      'GET user/center': ok(member),
      'GET order/list': () => (++attempts === 1 ? Promise.reject(new Error('offline')) : glanceRoutes['GET order/list']),
    });
    const { user } = openCenter();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getByText('lily')).toBeInTheDocument();
  });
  it('ends with what the member may like, asked for the member', async () => {
    signIn();
    const scarf = { id: 11, name: 'Wool scarf', image: '/img/scarf.png', sell_price: '59.90', market_price: '79.00', sales: 8, stock: 4, shop_id: 1, activity: null };
    const calls = mockApi({ ...glanceRoutes, 'GET user/center': ok(member), 'GET recommend/feed': ok({ list: [scarf], page: 1, size: 12, total: 1 }) });
    openCenter();
    const feed = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(feed).findByRole('link', { name: /Wool scarf/ })).toHaveAttribute('href', '/goods/view?id=11');
    expect(calls.find((call) => call.route === 'GET recommend/feed')?.body).toEqual({ page: 1, size: 12 });
  });
});
