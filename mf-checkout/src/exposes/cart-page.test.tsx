import { act, screen, within } from '@testing-library/react';
import { useCartStore } from '@shop/shared';
import { later, mockApi, ok, refused, signIn, type ApiCall } from '@shop/shared/testing';
import { cart, cartRow } from '@/testing/fixtures';
import { renderPage } from '@shop/shared/testing';
import CartPage from './cart-page';

const posts = (calls: ApiCall[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);
const row = (name: string) => screen.getByRole('listitem', { name });

function openCart(routes: Parameters<typeof mockApi>[0]) {
  signIn();
  const calls = mockApi(routes);
  const view = renderPage(CartPage, { path: '/cart/index' });
  return { calls, ...view };
}

describe('cart page', () => {
  it('sends a visitor to sign-in and back to the cart', () => {
    mockApi({});
    renderPage(CartPage, { path: '/cart/index' });
    expect(screen.getByTestId('location')).toHaveTextContent('/user/login?redirect=/cart/index');
  });

  it('shows skeleton rows while loading, then the rows and the badge count', async () => {
    const answer = later();
    openCart({ 'GET cart/index': answer.handler });
    expect(screen.getByRole('status', { name: 'Loading the cart' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(3);
    expect(screen.getByRole('heading', { level: 1, name: 'My cart' })).toBeInTheDocument();
    await act(async () => answer.release(ok(cart([cartRow(1), cartRow(2)], { goods_amount: '20.00' }))));
    expect(await screen.findByRole('link', { name: 'Goods 1' })).toHaveAttribute('href', '/goods/view?id=101');
    expect(within(row('Goods 1')).getByText('Red / M')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
    expect(useCartStore.getState().count).toBe(2);
  });

  it('shows the empty state with a link to the goods', async () => {
    openCart({ 'GET cart/index': ok(cart([])) });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/goods/index');
    expect(useCartStore.getState().count).toBe(0);
  });

  it('shows the server total, even when the rows would add up differently', async () => {
    openCart({ 'GET cart/index': ok(cart([cartRow(1, { quantity: 2 }), cartRow(2)], { goods_amount: '27.50', selected_count: 2 })) });
    const summary = await screen.findByRole('region', { name: 'Cart summary' });
    expect(within(summary).getByText('27.50 yuan')).toBeInTheDocument();
    expect(within(summary).getByText('2 items selected')).toBeInTheDocument();
    expect(within(row('Goods 1')).getByText('20.00 yuan')).toBeInTheDocument();
  });

  it('bounds the quantity by the stock: + stops there and typing more is capped', async () => {
    const { user, calls } = openCart({
      'GET cart/index': ok(cart([cartRow(1, { quantity: 2, stock: 3 })])),
      'POST cart/change': (body) => ok(cart([cartRow(1, { quantity: Number(body.quantity), stock: 3 })])),
    });
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    expect(posts(calls, 'POST cart/change')).toEqual([{ id: 1, quantity: 3 }]);
    expect(screen.getByRole('textbox', { name: 'Quantity of Goods 1' })).toHaveValue('3');
    expect(increase).toBeDisabled();
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Quantity of Goods 1' });
    await user.clear(input);
    await user.type(input, '1');
    expect(posts(calls, 'POST cart/change')).toHaveLength(1);
    expect(input).toHaveValue('1');
    await user.keyboard('{Enter}');
    expect(posts(calls, 'POST cart/change')).toEqual([{ id: 1, quantity: 3 }, { id: 1, quantity: 1 }]);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '99');
    await user.tab();
    expect(posts(calls, 'POST cart/change')[2]).toEqual({ id: 1, quantity: 3 });
    expect(input).toHaveValue('3');
    // The change is said, not made silently.
    expect(screen.getByRole('status')).toHaveTextContent('Only 3 available: the quantity was set to 3');
    await user.tripleClick(input);
    await user.keyboard('0');
    await user.tab();
    expect(input).toHaveValue('1');
    expect(screen.getByRole('status')).toHaveTextContent('The minimum is 1: the quantity was set to 1');
  });

  it('restores the last good quantity when the server refuses', async () => {
    const { user } = openCart({
      'GET cart/index': ok(cart([cartRow(1, { quantity: 2, stock: 5 })])),
      'POST cart/change': refused('Only 2 left in stock', { field: 'quantity' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 left in stock');
    expect(screen.getByRole('textbox', { name: 'Quantity of Goods 1' })).toHaveValue('2');
  });

  it('selects rows and all rows through the server, and its total follows', async () => {
    const { user, calls } = openCart({
      'GET cart/index': ok(cart([cartRow(1), cartRow(2, { selected: false })], { goods_amount: '10.00' })),
      'POST cart/select': (body) =>
        ok(cart([cartRow(1, { selected: Boolean(body.selected) }), cartRow(2, { selected: Boolean(body.selected) })], { goods_amount: body.selected ? '20.00' : '0.00', selected_count: body.selected ? 2 : 0 })),
    });
    const selectAll = await screen.findByRole('checkbox', { name: 'Select all' });
    expect(selectAll).not.toBeChecked();
    await user.click(selectAll);
    expect(posts(calls, 'POST cart/select')).toEqual([{ ids: 'all', selected: true }]);
    expect(await screen.findByRole('checkbox', { name: 'Select Goods 2' })).toBeChecked();
    expect(within(screen.getByRole('region', { name: 'Cart summary' })).getByText('20.00 yuan')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Goods 1' }));
    expect(posts(calls, 'POST cart/select')[1]).toEqual({ ids: [1], selected: false });
    expect(await screen.findByRole('button', { name: 'Check out' })).toBeDisabled();
    expect(useCartStore.getState().count).toBe(2);
  });

  it('keeps invalid rows apart, with the reason and no checkbox', async () => {
    openCart({
      'GET cart/index': ok(cart([cartRow(1), cartRow(2, { invalid: true, invalid_reason: 'sold_out', selected: false }), cartRow(3, { invalid: true, invalid_reason: 'off_shelf', selected: false })])),
    });
    const invalid = await screen.findByRole('list', { name: 'Invalid goods' });
    expect(within(invalid).getByText('Sold out')).toBeInTheDocument();
    expect(within(invalid).getByText('Off the shelf')).toBeInTheDocument();
    expect(within(invalid).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Goods 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  });

  it('deletes a row after confirmation and the badge follows', async () => {
    const { user, calls } = openCart({
      'GET cart/index': ok(cart([cartRow(1), cartRow(2)])),
      'POST cart/delete': ok(cart([cartRow(2)])),
    });
    await user.click(within(await screen.findByRole('listitem', { name: 'Goods 1' })).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete goods' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls, 'POST cart/delete')).toEqual([]);
    await user.click(within(row('Goods 1')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(posts(calls, 'POST cart/delete')).toEqual([{ ids: [1] }]);
    expect(await screen.findByRole('link', { name: 'Goods 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Goods 1' })).not.toBeInTheDocument();
    expect(useCartStore.getState().count).toBe(1);
  });

  it('deletes the selected rows', async () => {
    const { user, calls } = openCart({
      'GET cart/index': ok(cart([cartRow(1), cartRow(2, { selected: false }), cartRow(3)])),
      'POST cart/delete': ok(cart([cartRow(2, { selected: false })])),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete selected' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(posts(calls, 'POST cart/delete')).toEqual([{ ids: [1, 3] }]);
    expect(await screen.findByRole('button', { name: 'Delete selected' })).toBeDisabled();
  });

  it('checks out the selected valid rows', async () => {
    const { user } = openCart({
      'GET cart/index': ok(cart([cartRow(1), cartRow(2, { selected: false }), cartRow(3), cartRow(4, { invalid: true, invalid_reason: 'sold_out', selected: true })])),
    });
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart/confirm?type=cart&cart_ids=1,3');
  });
});
