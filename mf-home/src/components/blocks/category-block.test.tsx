import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_IMAGE, useAuthStore } from '@shop/shared';
import { mockApi, ok, testMember } from '@shop/shared/testing';
import { designLink, renderWithProviders } from '../../testing/render';
import type { CouponMineAnswer } from '@shop/contract';
import { CategoryBlock } from './category-block';

/** coupon/mine as the panel asks it (one row), with the member's unused count. */
const couponPage = (unused: number): CouponMineAnswer => ({ list: [], page: 1, size: 1, total: unused, counts: { unused, used: 0, expired: 0 } });

const value = {
  data: [
    { title: 'Phones', link: designLink('/goods/index?cat=1'), children: [{ title: 'Smartphones', link: designLink('/goods/index?cat=11') }, { title: 'Earphones', link: designLink('/goods/index?cat=12') }] },
    { title: 'Computers', link: designLink('/goods/index?cat=2'), children: [{ title: 'Laptops', link: designLink('/goods/index?cat=21') }] },
  ],
  banner: [{ image: '/img/banner-1.png', link: designLink('/goods/index') }],
  user: {
    tips: 'New members get a 20 yuan coupon',
    image: '/img/promo.png',
    list: [
      { image: '/img/promo-1.png', title: 'Coupons', link: designLink('/ucenter/coupon/index') },
      { image: '/img/promo-2.png', title: 'Points mall', link: designLink('/activity/point/index') },
    ],
  },
};

beforeEach(() => {
  act(() => useAuthStore.getState().clear());
  mockApi({ 'GET coupon/mine': ok(couponPage(0)) });
});

describe('CategoryBlock', () => {
  it('lays out the 445 px menu, banner and user panel', () => {
    const { container } = renderWithProviders(<CategoryBlock value={value} />);
    const section = container.querySelector('[data-block="category"]');
    expect(section).toHaveStyle({ height: '445px' });
    expect(within(screen.getByRole('navigation', { name: 'Goods categories' })).getByRole('list')).toHaveStyle({ height: '445px' });
    expect(within(screen.getByRole('region', { name: 'Promotions' })).getByRole('link', { name: 'Promotion 1' })).toHaveAttribute('href', '/goods/index');
    expect(screen.getByRole('link', { name: /Phones/ })).toHaveAttribute('href', '/goods/index?cat=1');
  });

  it('shows the hovered entry’s sub-menu and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoryBlock value={value} />);
    expect(screen.queryByTestId('category-submenu')).not.toBeInTheDocument();

    await user.hover(screen.getByRole('link', { name: /Phones/ }));
    const panel = screen.getByRole('group', { name: 'Phones categories' });
    expect(within(panel).getByRole('link', { name: 'Smartphones' })).toHaveAttribute('href', '/goods/index?cat=11');
    expect(within(panel).getByRole('link', { name: 'Earphones' })).toBeInTheDocument();
    // Sized to its sub-categories, at most as tall as the banner: no large empty panel.
    expect(panel).toHaveStyle({ maxHeight: '445px' });
    expect(panel.style.height).toBe('');

    await user.hover(screen.getByRole('link', { name: /Computers/ }));
    expect(screen.getByRole('group', { name: 'Computers categories' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Smartphones' })).not.toBeInTheDocument();

    await user.unhover(screen.getByRole('navigation', { name: 'Goods categories' }));
    expect(screen.queryByTestId('category-submenu')).not.toBeInTheDocument();
  });

  it('opens the sub-menu for keyboard users too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoryBlock value={value} />);
    const phones = screen.getByRole('link', { name: 'Phones' });
    await user.tab();
    expect(phones).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Phones categories' })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Smartphones' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(phones).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Phones categories' })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getAllByRole('link', { name: 'Computers' })[0]).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Computers categories' })).toBeInTheDocument();
  });

  it('offers visitors sign-in, sign-up and the tips, but no promotions', () => {
    renderWithProviders(<CategoryBlock value={value} />);
    const panel = screen.getByRole('region', { name: 'My account' });
    expect(panel).toHaveAttribute('data-state', 'visitor');
    expect(within(panel).getByText('Hi, welcome!')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/login');
    expect(within(panel).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/user/register');
    expect(within(panel).getByText('New members get a 20 yuan coupon')).toBeInTheDocument();
    expect(within(panel).queryByTestId('user-promotions')).not.toBeInTheDocument();
  });

  it('greets a signed-in member by name with the promotions grid', () => {
    act(() => useAuthStore.getState().signIn('token-1', testMember({ id: 7, username: 'lily', avatar: '/img/lily.png' })));
    renderWithProviders(<CategoryBlock value={value} />);
    const panel = screen.getByRole('region', { name: 'My account' });
    expect(panel).toHaveAttribute('data-state', 'member');
    expect(within(panel).getByText('Hi, lily')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Avatar' })).toHaveAttribute('src', '/img/lily.png');
    expect(within(panel).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Member centre' })).toHaveAttribute('href', '/ucenter/index');
    const promotions = within(panel).getByRole('list', { name: 'Member offers' });
    expect(within(promotions).getByRole('link', { name: 'Coupons' })).toHaveAttribute('href', '/ucenter/coupon/index');
    expect(within(promotions).getAllByRole('listitem')).toHaveLength(2);
  });

  it('tells a member how many unused coupons wait', async () => {
    const calls = mockApi({ 'GET coupon/mine': ok(couponPage(14)) });
    act(() => useAuthStore.getState().signIn('token-1', testMember({ id: 7, username: 'lily' })));
    renderWithProviders(<CategoryBlock value={value} />);
    expect(await screen.findByTestId('user-coupons')).toHaveTextContent('14 coupons ready to use');
    expect(calls).toEqual([{ route: 'GET coupon/mine', body: { status: 'unused', size: 1 } }]);
  });

  it('asks nothing about coupons for a visitor', () => {
    const calls = mockApi({ 'GET coupon/mine': ok(couponPage(1)) });
    const { queryClient } = renderWithProviders(<CategoryBlock value={value} />);
    expect(queryClient.isFetching()).toBe(0);
    expect(screen.queryByTestId('user-coupons')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows a member the single promotion image when there is no promotion list', () => {
    act(() => useAuthStore.getState().signIn('token-1', testMember({ id: 7, username: 'lily' })));
    renderWithProviders(<CategoryBlock value={{ ...value, user: { image: '/img/promo.png' } }} />);
    const panel = screen.getByRole('region', { name: 'My account' });
    expect(within(panel).queryByRole('list', { name: 'Member offers' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Member offer' })).toHaveAttribute('src', '/img/promo.png');
  });

  it('renders with no field at all, empty picture included', () => {
    act(() => useAuthStore.getState().signIn('token-1', testMember({ id: 7, username: 'lily' })));
    const { container } = renderWithProviders(<CategoryBlock value={{}} />);
    expect(container.querySelector('[data-block="category"]')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Member offer' })).toHaveAttribute('src', EMPTY_IMAGE);
  });
});
