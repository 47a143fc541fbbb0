import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { later, mockApi, ok, signIn, type ApiCall } from '@shop/shared/testing';
import { flashSale, goodsListItem, goodsPage, tShirt } from '@/testing/fixtures';
import { renderPage } from '@shop/shared/testing';
import GoodsListPage from './goods-list-page';

const categories = [
  { id: 1, name: 'Clothing', image: '', children: [{ id: 11, name: 'T-shirts', image: '', children: [] }, { id: 12, name: 'Coats', image: '', children: [] }] },
  { id: 2, name: 'Tea', image: '', children: [] },
];

function openList(url = '/goods/index', page = goodsPage(3, { total: 100 })) {
  const calls = mockApi({ 'GET category/index': ok(categories), 'GET goods/index': (params) => ok({ ...page, page: params.page }) });
  const view = renderPage(GoodsListPage, { path: '/goods/index', url });
  return { calls, ...view };
}

const posts = (calls: ApiCall[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);
const goodsCalls = (calls: ApiCall[]) => calls.filter((call) => call.route === 'GET goods/index').map((call) => call.body);
const location = () => screen.getByTestId('location');
/** The query of the current location as an object, whatever the order of its parameters. */
const currentQuery = () => Object.fromEntries(new URLSearchParams(location().textContent?.split('?')[1] ?? ''));

describe('goods list page', () => {
  it('shows skeleton cards of the final size while goods load', async () => {
    const answer = later();
    mockApi({ 'GET category/index': ok(categories), 'GET goods/index': answer.handler });
    renderPage(GoodsListPage, { path: '/goods/index' });
    expect(screen.getByRole('status', { name: 'Loading goods' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThanOrEqual(20 * 4);
    await act(async () => answer.release(ok(goodsPage(2))));
    expect(await screen.findAllByTestId('goods-card')).toHaveLength(2);
    expect(screen.queryByRole('status', { name: 'Loading goods' })).not.toBeInTheDocument();
  });

  it('shows the goods as cards linking to their pages, with prices and sales', async () => {
    openList();
    const [first, ...others] = await screen.findAllByTestId('goods-card');
    expect(others).toHaveLength(2);
    expect(first).toHaveAttribute('href', '/goods/view?id=1');
    const card = within(first as HTMLElement);
    expect(card.getByText('12.00 yuan')).toBeInTheDocument();
    expect(card.getByText('Original price').closest('del')).toBeInTheDocument();
    expect(card.getByText('5 sold')).toBeInTheDocument();
    expect(screen.getByText('100 items')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All goods');
  });

  it('names the shop under each card, linking to the shop’s page', async () => {
    openList();
    const [shop] = await screen.findAllByTestId('goods-card-shop');
    expect(shop).toHaveAttribute('href', '/shop/index?id=1');
    expect(shop).toHaveAccessibleName('Shop: Lumen Official Store');
  });

  it('offers brand and specification facets whose choices go to the URL, goods/index and goods/facets', async () => {
    const calls = mockApi({
      'GET category/index': ok(categories),
      'GET goods/index': ok(goodsPage(3)),
      'GET goods/facets': ok({
        brands: [{ id: 4, name: 'Loom', count: 3, selected: false }],
        attrs: [{ name: 'Size', values: [{ value: 'M', token: 'Size:M', count: 2, selected: false }] }],
      }),
    });
    const { user } = renderPage(GoodsListPage, { path: '/goods/index', url: '/goods/index?category_id=11&page=2' });
    await user.click(await screen.findByRole('checkbox', { name: 'Loom (3)' }));
    expect(currentQuery()).toEqual({ category_id: '11', brand_id: '4' });
    await user.click(screen.getByRole('checkbox', { name: 'M (2)' }));
    expect(currentQuery()).toEqual({ category_id: '11', brand_id: '4', attr: 'Size:M' });
    await waitFor(() => expect(goodsCalls(calls).at(-1)).toEqual({ category_id: 11, brand_id: '4', attr: 'Size:M', sort: 'default', page: 1, size: 20 }));
    expect(posts(calls, 'GET goods/facets').at(-1)).toEqual({ category_id: 11, brand_id: '4', attr: 'Size:M' });
  });

  it('loads the photos of the first two rows at once (a desktop screen shows them) and the rest on scroll', async () => {
    openList('/goods/index', goodsPage(12));
    const cards = await screen.findAllByTestId('goods-card');
    const loading = cards.map((card) => within(card).getByRole('img').getAttribute('loading'));
    expect(loading).toEqual([...Array(10).fill('eager'), 'lazy', 'lazy']);
  });

  it('reads the filters from the URL and sends them to goods/index', async () => {
    const { calls } = openList('/goods/index?category_id=11&min_price=10&max_price=50&sort=price_desc&page=2');
    await screen.findAllByTestId('goods-card');
    expect(goodsCalls(calls)).toEqual([{ category_id: 11, min_price: '10', max_price: '50', sort: 'price_desc', page: 2, size: 20 }]);
    expect(screen.getByRole('button', { name: 'Price ↓' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Minimum price')).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 1, name: 'T-shirts' })).toBeInTheDocument();
  });

  it('highlights the chosen category and links categories with the other filters kept', async () => {
    openList('/goods/index?category_id=11&sort=sales&page=3');
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    const clothing = await within(nav).findByRole('link', { name: 'Clothing' });
    expect(clothing).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'T-shirts' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Tea' })).toHaveAttribute('href', '/goods/index?category_id=2&sort=sales');
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/goods/index?sort=sales');
  });

  it('shows the category trail as breadcrumbs, the category itself the current page', async () => {
    openList('/goods/index?category_id=11');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(trail).findByText('T-shirts')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).getByRole('link', { name: 'Clothing' })).toHaveAttribute('href', '/goods/index?category_id=1');
    expect(within(trail).getByRole('link', { name: 'All goods' })).toHaveAttribute('href', '/goods/index');
  });

  it('changing the category updates the query, resets the page and loads that category', async () => {
    const { calls, user } = openList('/goods/index?page=3');
    await screen.findAllByTestId('goods-card');
    await user.click(await screen.findByRole('link', { name: 'Tea' }));
    expect(location()).toHaveTextContent(/^\/goods\/index\?category_id=2$/);
    await waitFor(() => expect(goodsCalls(calls).at(-1)).toEqual({ category_id: 2, sort: 'default', page: 1, size: 20 }));
  });

  it('sorting updates the query and the call; the price tab toggles low-high and high-low', async () => {
    const { calls, user } = openList('/goods/index?page=2');
    await screen.findAllByTestId('goods-card');
    await user.click(screen.getByRole('button', { name: 'Sales' }));
    expect(location()).toHaveTextContent(/^\/goods\/index\?sort=sales$/);
    await waitFor(() => expect(goodsCalls(calls).at(-1)).toMatchObject({ sort: 'sales', page: 1 }));

    await user.click(screen.getByRole('button', { name: 'Price ↑' }));
    expect(location()).toHaveTextContent('sort=price_asc');
    await user.click(await screen.findByRole('button', { name: 'Price ↑', pressed: true }));
    expect(location()).toHaveTextContent('sort=price_desc');
    expect(await screen.findByRole('button', { name: 'Price ↓', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(goodsCalls(calls).at(-1)).toMatchObject({ sort: 'price_desc' }));
  });

  it('applies a price range into the query, back to page 1', async () => {
    const { calls, user } = openList('/goods/index?sort=sales&page=3');
    await screen.findAllByTestId('goods-card');
    await user.type(screen.getByLabelText('Minimum price'), '10');
    await user.type(screen.getByLabelText('Maximum price'), '99.9');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(currentQuery()).toEqual({ min_price: '10', max_price: '99.9', sort: 'sales' });
    await waitFor(() => expect(goodsCalls(calls).at(-1)).toEqual({ min_price: '10', max_price: '99.9', sort: 'sales', page: 1, size: 20 }));
  });

  it('refuses a minimum above the maximum before any call', async () => {
    const { calls, user } = openList();
    await screen.findAllByTestId('goods-card');
    await user.type(screen.getByLabelText('Minimum price'), '100');
    await user.type(screen.getByLabelText('Maximum price'), '20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum price cannot be greater than the maximum price');
    expect(location()).toHaveTextContent(/^\/goods\/index$/);
    expect(goodsCalls(calls)).toHaveLength(1);
  });

  it('says why a negative or non-numeric price is refused, in the page language', async () => {
    const { calls, user } = openList();
    await screen.findAllByTestId('goods-card');
    await user.type(screen.getByLabelText('Minimum price'), '-5');
    await user.type(screen.getByLabelText('Maximum price'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter prices as numbers with at most two decimals');
    expect(screen.getByLabelText('Minimum price')).toHaveAttribute('aria-invalid', 'true');
    expect(goodsCalls(calls)).toHaveLength(1);
  });

  it('says a page past the end is past the end, and offers the last page', async () => {
    const { user, calls } = openList('/goods/index?page=99', goodsPage(0, { total: 66 }));
    expect(await screen.findByText('There is no page 99: these goods fit on 4 pages.')).toBeInTheDocument();
    expect(screen.queryByText('No goods match these filters.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the last page (4)' }));
    expect(location()).toHaveTextContent(/^\/goods\/index\?page=4$/);
    await waitFor(() => expect(goodsCalls(calls).at(-1)).toMatchObject({ page: 4 }));
  });

  it('pages through the results and keeps the filters', async () => {
    const { calls, user } = openList('/goods/index?sort=sales');
    await screen.findAllByTestId('goods-card');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(location()).toHaveTextContent(/^\/goods\/index\?sort=sales&page=3$/);
    await waitFor(() => expect(goodsCalls(calls).at(-1)).toMatchObject({ sort: 'sales', page: 3 }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location()).toHaveTextContent('page=4');
  });

  it('restores the earlier filters from the URL on back navigation, their goods from the cache', async () => {
    const { calls, user } = openList('/goods/index?category_id=2&page=2');
    await screen.findAllByTestId('goods-card');
    await user.click(screen.getByRole('button', { name: 'Sales' }));
    await waitFor(() => expect(goodsCalls(calls)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toHaveTextContent(/^\/goods\/index\?category_id=2&page=2$/);
    expect(screen.getByRole('button', { name: 'Default' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByTestId('goods-card')).toHaveLength(3);
    expect(goodsCalls(calls)).toEqual([
      { category_id: 2, sort: 'default', page: 2, size: 20 },
      { category_id: 2, sort: 'sales', page: 1, size: 20 },
    ]);
  });

  it('keeps the page shown, marked busy, while the next page loads', async () => {
    const next = later();
    mockApi({
      'GET category/index': ok(categories),
      'GET goods/index': (params) => (params.page === 2 ? next.handler() : ok(goodsPage(3, { total: 100 }))),
    });
    const { user } = renderPage(GoodsListPage, { path: '/goods/index' });
    await screen.findAllByTestId('goods-card');
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    const list = screen.getByRole('region', { name: 'Goods' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('goods-card')).toHaveLength(3);
    expect(screen.queryByRole('status', { name: 'Loading goods' })).not.toBeInTheDocument();
    await act(async () => next.release(ok(goodsPage(1, { page: 2, total: 100 }))));
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(1));
    expect(list).not.toHaveAttribute('aria-busy');
  });

  it('says so when nothing matches and links back to all goods', async () => {
    openList('/goods/index?category_id=2', goodsPage(0));
    expect(await screen.findByText('No goods match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all goods' })).toHaveAttribute('href', '/goods/index');
  });

  describe('quick add on a card', () => {
    const single = { ...tShirt, id: 1, attr: [], skus: [{ id: 901, key: '', sell_price: '12.00', market_price: '20.00', stock: 9, image: '' }] };
    function openWithCart(detail: typeof tShirt) {
      const calls = mockApi({
        'GET category/index': ok(categories),
        'GET goods/index': ok(goodsPage(2)),
        'GET goods/view': ok(detail),
        'POST cart/add': ok({ count: 4 }),
      });
      const view = renderPage(GoodsListPage, { path: '/goods/index' });
      return { calls, ...view };
    }

    it('sends a visitor to sign in first', async () => {
      const { user, calls } = openWithCart(single);
      await user.click(await screen.findByRole('button', { name: 'Add to cart: Goods 1' }));
      expect(location()).toHaveTextContent('/user/login?redirect=');
      expect(calls.map((call) => call.route)).not.toContain('POST cart/add');
    });

    it('adds a product with one SKU at once', async () => {
      signIn();
      const { user, calls } = openWithCart(single);
      await user.click(await screen.findByRole('button', { name: 'Add to cart: Goods 1' }));
      expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
      expect(posts(calls, 'POST cart/add')).toEqual([{ sku_id: 901, quantity: 1 }]);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('opens the SKU chooser for a product with several, and gives focus back when done', async () => {
      signIn();
      const { user, calls } = openWithCart(tShirt);
      const quickAdd = await screen.findByRole('button', { name: 'Add to cart: Goods 1' });
      await user.click(quickAdd);
      const dialog = await screen.findByRole('alertdialog', { name: 'Choose options: Cotton T-shirt' });
      await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose Colour');
      await user.click(within(within(dialog).getByRole('group', { name: 'Colour' })).getByRole('button', { name: 'Blue' }));
      await user.click(within(within(dialog).getByRole('group', { name: 'Size' })).getByRole('button', { name: 'M' }));
      await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
      expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
      expect(posts(calls, 'POST cart/add')).toEqual([{ sku_id: 103, quantity: 1 }]);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(quickAdd).toHaveFocus();
    });
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let attempts = 0;
    mockApi({
      'GET category/index': ok(categories),
      'GET goods/index': () => (++attempts === 1 ? Promise.reject(new Error('offline')) : ok(goodsPage(2))),
    });
    const { user } = renderPage(GoodsListPage, { path: '/goods/index' });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('goods-card')).toHaveLength(2);
  });

  it('badges the goods in a promotion with its type and price, and only those', async () => {
    const list = [
      goodsListItem(1, { activity: flashSale }),
      goodsListItem(2, { activity: { ...flashSale, id: 42, type: 'group', price: '79.00', state: 'upcoming' } }),
      goodsListItem(3, { activity: { ...flashSale, id: 43, type: 'point', price: '10.00', points: 500 } }),
      goodsListItem(4),
    ];
    openList('/goods/index', goodsPage(4, { list }));
    const cards = await screen.findAllByTestId('goods-card');
    const badge = (n: number) => within(cards[n]!).queryByTestId('activity-badge');
    expect(badge(0)).toHaveTextContent('Flash sale¥59.0059.00 yuan');
    expect(within(badge(0)!).getByText('59.00 yuan')).toBeInTheDocument();
    expect(badge(1)).toHaveTextContent(/^Group¥79\.00.*· soon$/);
    expect(badge(2)).toHaveTextContent(/^Points mall500 points \+ ¥10\.00/);
    expect(badge(3)).toBeNull();
    // The card's own price is read first: the badge sits over the photo but after it in reading order.
    expect(cards[0]?.textContent?.indexOf('12.00')).toBeLessThan(cards[0]?.textContent?.indexOf('59.00') ?? 0);
    await act(() => i18n.changeLanguage('zh-cn'));
    expect(badge(0)).toHaveTextContent(/^秒杀¥59\.00/);
    expect(badge(1)).toHaveTextContent(/^拼团¥79\.00.*· 即将开始$/);
    expect(badge(2)).toHaveTextContent(/^积分兑换500积分 \+ ¥10\.00/);
    await act(() => i18n.changeLanguage('en-us'));
  });
});
