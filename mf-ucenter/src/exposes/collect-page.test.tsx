import { act, screen, within } from '@testing-library/react';
import { i18n, useCartStore } from '@shop/shared';
import { later, mockApi, ok, refused, renderPage, signIn } from '@shop/shared/testing';
import { currentUrl, expectUrl } from '@/testing/location';
import { favorite, favoritePage, savedGoods } from '@/testing/saved-goods';
import CollectPage from './collect-page';

const PATH = '/ucenter/collect/index';

const openFavourites = (url = PATH) => renderPage(CollectPage, { path: PATH, url });
const tile = (name: string) => screen.findByRole('listitem', { name });
const calls = (list: { route: string; body: Record<string, unknown> }[], route: string) => list.filter((call) => call.route === route).map((call) => call.body);

const mug = favorite(savedGoods(7, 'Ceramic mug'));
const headphones = favorite(savedGoods(19, 'Studio headphones', { sku_id: 190, sell_price: '459.00', market_price: '599.00' }));
const backpack = favorite(savedGoods(33, 'Commuter backpack', { on_sale: false, sku_id: 330 }));
const earphones = favorite(savedGoods(20, 'Sport earphones', { stock: 0, sku_id: 200 }));
const all = [mug, headphones, backpack, earphones];

describe('favourites page', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('sends visitors to sign-in and back here afterwards', async () => {
    openFavourites();
    await expectUrl('/user/login?redirect=/ucenter/collect/index');
  });

  it('shows a skeleton, then the favourites with what can be done with each', async () => {
    signIn();
    const answer = later();
    const list = mockApi({ 'GET favorite/index': answer.handler });
    openFavourites();
    expect(screen.getByRole('status', { name: 'Loading your favourites' })).toBeInTheDocument();
    await act(async () => answer.release(ok(favoritePage(all))));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My favourites');
    expect(await screen.findByText('4 products')).toBeInTheDocument();
    const withSpecs = await tile('Ceramic mug');
    expect(within(withSpecs).getByRole('link', { name: 'Choose the options of Ceramic mug' })).toHaveAttribute('href', '/goods/view?id=7');
    const oneSku = await tile('Studio headphones');
    expect(within(oneSku).getByRole('button', { name: 'Add Studio headphones to the cart' })).toBeEnabled();
    expect(oneSku).toHaveTextContent('¥459.00');
    const offShelf = await tile('Commuter backpack');
    expect(within(offShelf).getByText('Off shelf')).toBeInTheDocument();
    expect(within(offShelf).queryByRole('link')).not.toBeInTheDocument();
    expect(within(offShelf).queryByRole('button', { name: /to the cart/ })).not.toBeInTheDocument();
    expect(within(offShelf).getByRole('button', { name: 'Remove Commuter backpack from favourites' })).toBeInTheDocument();
    expect(within(await tile('Sport earphones')).getByText('Sold out')).toBeInTheDocument();
    expect(calls(list, 'GET favorite/index')).toEqual([{ page: 1, size: 20 }]);

    await act(() => i18n.changeLanguage('zh-cn'));
    expect(screen.getByText('共4件商品')).toBeInTheDocument();
    expect(within(await tile('Commuter backpack')).getByText('已下架')).toBeInTheDocument();
  });

  it('adds a one-SKU product to the cart, the button waiting, the badge following', async () => {
    signIn();
    const added = later();
    const list = mockApi({ 'GET favorite/index': ok(favoritePage(all)), 'POST cart/add': added.handler });
    const { user } = openFavourites();
    const button = within(await tile('Studio headphones')).getByRole('button', { name: 'Add Studio headphones to the cart' });
    await user.click(button);
    expect(button).toBeDisabled();
    await act(async () => added.release(ok({ count: 4 })));
    expect(await screen.findByText('Added to the cart')).toBeInTheDocument();
    expect(useCartStore.getState().count).toBe(4);
    expect(calls(list, 'POST cart/add')).toEqual([{ sku_id: 190, quantity: 1 }]);
  });

  it('shows why the cart refused', async () => {
    signIn();
    mockApi({ 'GET favorite/index': ok(favoritePage(all)), 'POST cart/add': refused('Only 0 left in stock', { field: 'quantity' }) });
    const { user } = openFavourites();
    await user.click(within(await tile('Studio headphones')).getByRole('button', { name: 'Add Studio headphones to the cart' }));
    expect(await screen.findByText('Only 0 left in stock')).toBeInTheDocument();
    expect(useCartStore.getState().count).toBe(0);
  });

  it('removes one favourite at once', async () => {
    signIn();
    let removed = false;
    const list = mockApi({
      'GET favorite/index': () => ok(favoritePage(removed ? [headphones] : [mug, headphones])),
      'POST favorite/delete': () => {
        removed = true;
        return ok(null);
      },
    });
    const { user } = openFavourites();
    await user.click(within(await tile('Ceramic mug')).getByRole('button', { name: 'Remove Ceramic mug from favourites' }));
    expect(await screen.findByText('Removed from favourites')).toBeInTheDocument();
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Ceramic mug' })).not.toBeInTheDocument();
    expect(calls(list, 'POST favorite/delete')).toEqual([{ goods_ids: [7] }]);
  });

  it('removes the ticked favourites once asked; select all ticks the page', async () => {
    signIn();
    let left = all;
    const list = mockApi({
      'GET favorite/index': () => ok(favoritePage(left)),
      'POST favorite/delete': (body) => {
        left = left.filter((item) => !(body.goods_ids as number[]).includes(item.goods_id));
        return ok(null);
      },
    });
    const { user } = openFavourites();
    const removeSelected = () => screen.getByRole('button', { name: /^Remove selected/ });
    await tile('Ceramic mug');
    expect(removeSelected()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getAllByRole('checkbox', { name: /^Select / }).filter((box) => (box as HTMLInputElement).checked)).toHaveLength(5);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(removeSelected()).toHaveTextContent('Remove selected (0)');

    await user.click(screen.getByRole('checkbox', { name: 'Select Ceramic mug' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Commuter backpack' }));
    expect(removeSelected()).toHaveTextContent('Remove selected (2)');
    await user.click(removeSelected());
    let dialog = screen.getByRole('alertdialog', { name: 'Remove from favourites?' });
    expect(dialog).toHaveTextContent('The 2 selected products will be removed from your favourites.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(calls(list, 'POST favorite/delete')).toEqual([]);

    await user.click(removeSelected());
    dialog = screen.getByRole('alertdialog', { name: 'Remove from favourites?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Ceramic mug' })).not.toBeInTheDocument();
    expect(removeSelected()).toHaveTextContent('Remove selected (0)');
    expect(calls(list, 'POST favorite/delete')).toEqual([{ goods_ids: [7, 33] }]);
  });

  it('pages on the server with the page in the URL, and moves back when a page empties', async () => {
    signIn();
    let lastRemoved = false;
    const list = mockApi({
      'GET favorite/index': (query) => {
        const page = Number(query.page);
        if (page === 2 && lastRemoved) return ok(favoritePage([], { page, total: 20 }));
        return ok(favoritePage([favorite(savedGoods(page, `Goods ${page}`))], { page, total: lastRemoved ? 20 : 21 }));
      },
      'POST favorite/delete': () => {
        lastRemoved = true;
        return ok(null);
      },
    });
    const { user } = openFavourites();
    await tile('Goods 1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await tile('Goods 2')).toBeInTheDocument();
    expect(currentUrl()).toBe('/ucenter/collect/index?page=2');
    await user.click(screen.getByRole('button', { name: 'Remove Goods 2 from favourites' }));
    await expectUrl(PATH);
    expect(await tile('Goods 1')).toBeInTheDocument();
    expect(calls(list, 'GET favorite/index').map((query) => query.page)).toEqual([1, 2, 2, 1]);
  });

  it('says when there are no favourites and leads to the goods; offers a retry when they cannot be loaded', async () => {
    signIn();
    let attempts = 0;
    mockApi({ 'GET favorite/index': () => (++attempts === 1 ? Promise.reject(new Error('offline')) : ok(favoritePage([]))) });
    const { user } = openFavourites();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no favourites yet. Tap the heart on a product page to keep it here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/goods/index');
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument();
  });
});
