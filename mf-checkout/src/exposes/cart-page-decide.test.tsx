import { screen, within } from '@testing-library/react';
import { mockApi, ok, renderPage, signIn, type ApiCall } from '@shop/shared/testing';
import { cart, cartRow } from '@/testing/fixtures';
import CartPage from './cart-page';

const posts = (calls: ApiCall[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);
const row = (name: string) => screen.getByRole('listitem', { name });

function openCart(routes: Parameters<typeof mockApi>[0]) {
  signIn();
  const calls = mockApi(routes);
  const view = renderPage(CartPage, { path: '/cart/index' });
  return { calls, ...view };
}

const coupon = { name: 'Spring', type: 'full' as const, discount: null };

describe('cart page: what helps decide', () => {
  it('says how much more ships free and which coupons save, as the server priced them', async () => {
    openCart({
      'GET cart/index': ok(
        cart([cartRow(1)], {}, {
          free_shipping: { missing: '60.00', threshold: '99.00', freight: '10.00' },
          best_coupon: { ...coupon, id: 5, denomination: '10.00', min_amount: '30.00', saving: '10.00' },
          next_coupon: { ...coupon, id: 6, denomination: '30.00', min_amount: '150.00', saving: '30.00', missing: '111.00' },
        }),
      ),
    });
    const hints = await screen.findByRole('region', { name: 'Savings for the selected goods' });
    expect(within(hints).getByTestId('free-shipping-hint')).toHaveTextContent('Add ¥60.00 more for free shipping (orders from ¥99.00 ship free, else ¥10.00)');
    expect(within(hints).getByRole('link', { name: 'Add more' })).toHaveAttribute('href', '/goods/index');
    expect(within(hints).getByTestId('best-coupon-hint')).toHaveTextContent('Your coupon “¥10.00 off orders over ¥30.00” saves ¥10.00, applied at checkout');
    expect(within(hints).getByTestId('next-coupon-hint')).toHaveTextContent('Add ¥111.00 more to use “¥30.00 off orders over ¥150.00” and save ¥30.00');
  });

  it('says nothing when there is no hint', async () => {
    openCart({ 'GET cart/index': ok(cart([cartRow(1)])) });
    await screen.findByRole('link', { name: 'Goods 1' });
    expect(screen.queryByRole('region', { name: 'Savings for the selected goods' })).not.toBeInTheDocument();
  });

  it('shows per row how the price moved and how few are left', async () => {
    openCart({
      'GET cart/index': ok(
        cart([
          cartRow(1, { price_change: { direction: 'dropped', amount: '3.50' } }),
          cartRow(2, { price_change: { direction: 'rose', amount: '6.00' }, stock: 2, stock_notice: 'low' }),
          cartRow(3),
        ]),
      ),
    });
    expect(await within(await screen.findByRole('listitem', { name: 'Goods 1' })).findByText('Price dropped ¥3.50 since you added it')).toBeInTheDocument();
    expect(within(row('Goods 2')).getByText('Price rose ¥6.00 since you added it')).toBeInTheDocument();
    expect(within(row('Goods 2')).getByText('Only 2 left')).toBeInTheDocument();
    expect(within(row('Goods 3')).queryByText(/since you added it|left/)).not.toBeInTheDocument();
  });

  it('moves one row, or the selected rows, to the favourites', async () => {
    const { user, calls } = openCart({
      'GET cart/index': ok(cart([cartRow(1), cartRow(2, { selected: false }), cartRow(3)])),
      'POST cart/favorite': (body) => ok(cart([cartRow(1), cartRow(2, { selected: false }), cartRow(3)].filter((r) => !(body.ids as number[]).includes(r.id)))),
    });
    await user.click(within(await screen.findByRole('listitem', { name: 'Goods 2' })).getByRole('button', { name: 'Move to favourites' }));
    expect(posts(calls, 'POST cart/favorite')).toEqual([{ ids: [2] }]);
    expect(await screen.findByText('Moved to your favourites')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move selected to favourites' }));
    expect(posts(calls, 'POST cart/favorite')).toEqual([{ ids: [2] }, { ids: [1, 3] }]);
  });

  it('asks before checking out rows that changed; going back stays, accepting remembers the prices and checks out', async () => {
    const changed = cartRow(1, { name: 'Mug', price_change: { direction: 'rose', amount: '2.00' }, sell_price: '12.00' });
    const { user, calls } = openCart({
      'GET cart/index': ok(cart([changed, cartRow(2, { stock: 3, stock_notice: 'low' }), cartRow(3, { selected: false, price_change: { direction: 'dropped', amount: '1.00' } })])),
      'POST cart/refresh': () => ok(cart([cartRow(1, { name: 'Mug', sell_price: '12.00' }), cartRow(2, { stock: 3 }), cartRow(3, { selected: false })])),
    });
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Some goods changed since you added them' });
    expect(within(dialog).getByText('Please check these 2 items before you check out:')).toBeInTheDocument();
    expect(within(dialog).getByText('price rose ¥2.00, now ¥12.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Only 3 left')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to the cart' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cart/index');
    expect(posts(calls, 'POST cart/refresh')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Check out' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Check out at these prices' }));
    expect(posts(calls, 'POST cart/refresh')).toEqual([{ ids: [1, 2] }]);
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart/confirm?type=cart&cart_ids=1,2');
  });

  it('checks out at once when nothing changed', async () => {
    const { user, calls } = openCart({ 'GET cart/index': ok(cart([cartRow(1)])) });
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cart/confirm?type=cart&cart_ids=1');
    expect(posts(calls, 'POST cart/refresh')).toEqual([]);
  });
});
