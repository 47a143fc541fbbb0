import { act, screen, within } from '@testing-library/react';
import { later, mockApi, ok, type ApiCall } from '@shop/shared/testing';
import { goodsPage } from '@/testing/fixtures';
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
    expect(screen.queryByRole('status', { name: 'Loading goods' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('goods-card')).toHaveLength(2);
  });

  it('shows the goods as cards linking to their pages, with prices and sales', async () => {
    openList();
    const cards = await screen.findAllByTestId('goods-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveAttribute('href', '/goods/view?id=1');
    expect(within(cards[0]).getByLabelText('12.00 yuan')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Original price').closest('del')).toBeInTheDocument();
    expect(within(cards[0]).getByText('5 sold')).toBeInTheDocument();
    expect(screen.getByText('100 items')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All goods');
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

  it('changing the category updates the query, resets the page and loads that category', async () => {
    const { calls, user } = openList('/goods/index?page=3');
    await screen.findAllByTestId('goods-card');
    await user.click(await screen.findByRole('link', { name: 'Tea' }));
    expect(location()).toHaveTextContent(/^\/goods\/index\?category_id=2$/);
    await screen.findAllByTestId('goods-card');
    expect(goodsCalls(calls).at(-1)).toEqual({ category_id: 2, sort: 'default', page: 1, size: 20 });
  });

  it('sorting updates the query and the call; the price tab toggles low-high and high-low', async () => {
    const { calls, user } = openList('/goods/index?page=2');
    await screen.findAllByTestId('goods-card');
    await user.click(screen.getByRole('button', { name: 'Sales' }));
    expect(location()).toHaveTextContent(/^\/goods\/index\?sort=sales$/);
    await screen.findAllByTestId('goods-card');
    expect(goodsCalls(calls).at(-1)).toMatchObject({ sort: 'sales', page: 1 });

    await user.click(screen.getByRole('button', { name: 'Price ↑' }));
    expect(location()).toHaveTextContent('sort=price_asc');
    await user.click(await screen.findByRole('button', { name: 'Price ↑', pressed: true }));
    expect(location()).toHaveTextContent('sort=price_desc');
    expect(await screen.findByRole('button', { name: 'Price ↓', pressed: true })).toBeInTheDocument();
    await screen.findAllByTestId('goods-card');
    expect(goodsCalls(calls).at(-1)).toMatchObject({ sort: 'price_desc' });
  });

  it('applies a price range into the query, back to page 1', async () => {
    const { calls, user } = openList('/goods/index?sort=sales&page=3');
    await screen.findAllByTestId('goods-card');
    await user.type(screen.getByLabelText('Minimum price'), '10');
    await user.type(screen.getByLabelText('Maximum price'), '99.9');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(currentQuery()).toEqual({ min_price: '10', max_price: '99.9', sort: 'sales' });
    await screen.findAllByTestId('goods-card');
    expect(goodsCalls(calls).at(-1)).toEqual({ min_price: '10', max_price: '99.9', sort: 'sales', page: 1, size: 20 });
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

  it('pages through the results and keeps the filters', async () => {
    const { calls, user } = openList('/goods/index?sort=sales');
    await screen.findAllByTestId('goods-card');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(location()).toHaveTextContent(/^\/goods\/index\?sort=sales&page=3$/);
    await screen.findAllByTestId('goods-card');
    expect(goodsCalls(calls).at(-1)).toMatchObject({ sort: 'sales', page: 3 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location()).toHaveTextContent('page=4');
  });

  it('restores the earlier filters from the URL on back navigation', async () => {
    const { calls, user } = openList('/goods/index?category_id=2&page=2');
    await screen.findAllByTestId('goods-card');
    await user.click(screen.getByRole('button', { name: 'Sales' }));
    await screen.findAllByTestId('goods-card');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toHaveTextContent(/^\/goods\/index\?category_id=2&page=2$/);
    await screen.findAllByTestId('goods-card');
    expect(goodsCalls(calls).at(-1)).toEqual({ category_id: 2, sort: 'default', page: 2, size: 20 });
    expect(screen.getByRole('button', { name: 'Default' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when nothing matches and links back to all goods', async () => {
    openList('/goods/index?category_id=2', goodsPage(0));
    expect(await screen.findByText('No goods match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all goods' })).toHaveAttribute('href', '/goods/index');
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
});
