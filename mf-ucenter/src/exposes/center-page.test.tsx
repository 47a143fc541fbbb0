import { act, screen, within } from '@testing-library/react';
import { setNavigator, useAuthStore, useCartStore } from '@shop/shared';
import { later, member, mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import { currentUrl, expectUrl } from '@/testing/location';
import CenterPage from './center-page';

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
    mockApi({ 'GET user/center': answer.handler });
    openCenter();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Member centre');
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);

    await act(async () => answer.release(ok(member)));
    expect(await screen.findByText('lily')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: "lily's avatar" })).toBeInTheDocument();
    expect(screen.getByText('Nickname: Lily')).toBeInTheDocument();
    expect(screen.getByText('138****8000')).toBeInTheDocument();
    expect(screen.getByText('500.00 yuan')).toBeInTheDocument();
    expect(screen.getByText('120')).toBeInTheDocument();
  });

  it('lists the member-centre boxes in the side menu', async () => {
    signIn();
    mockApi({ 'GET user/center': ok(member) });
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
    mockApi({ 'GET user/center': ok({ ...member, mobile: '' }) });
    openCenter();
    expect(await screen.findByText('Not bound')).toBeInTheDocument();
    const profileLinks = screen.getAllByRole('link', { name: 'Bind phone' });
    expect(profileLinks).toHaveLength(2);
    expect(profileLinks.every((link) => link.getAttribute('href') === '/user/bind')).toBe(true);
  });

  it('ends the session, and what was kept for the member, when the server no longer knows the member', async () => {
    signIn();
    useCartStore.setState({ count: 3 });
    mockApi({ 'GET user/center': { code: 0, msg: 'Please sign in', data: null } });
    openCenter();
    await expectUrl('/user/login?redirect=/ucenter/index');
    expect(useAuthStore.getState().token).toBeNull();
    expect(useCartStore.getState().count).toBe(0);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    signIn();
    let attempts = 0;
    mockApi({ 'GET user/center': () => (++attempts === 1 ? Promise.reject(new Error('offline')) : ok(member)) });
    const { user } = openCenter();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('lily')).toBeInTheDocument();
  });

  it('signs the member out and leaves the navigation to sign-out', async () => {
    signIn();
    const navigate = jest.fn();
    setNavigator(navigate);
    const calls = mockApi({ 'GET user/center': ok(member), 'POST user/logout': ok(null) });
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
    mockApi({ 'GET user/center': answer.handler });
    openCenter();
    act(() => useAuthStore.getState().clear());
    await act(async () => answer.release({ code: 0, msg: 'Please sign in', data: null }));
    expect(currentUrl()).toBe('/ucenter/index');
    expect(screen.getByRole('navigation', { name: 'Member centre menu' })).toBeInTheDocument();
  });
});
