import { act, screen, within } from '@testing-library/react';
import { i18n, useCartStore } from '@shop/shared';
import { later, mockApi, ok, refused, signIn, type ApiCall } from '@shop/shared/testing';
import { flashSale, tShirt } from '@/testing/fixtures';
import { renderPage } from '@shop/shared/testing';
import GoodsDetailPage from './goods-detail-page';

const reviewPage = (type: string) => ({
  list: [
    { id: 1, rating: 4, content: `A ${type} review`, images: ['/img/r1.png'], sku_text: 'Red / M', created_at: '2025-03-02 10:00:00', user: { username: 'lily', avatar: '/img/lily.png' } },
  ],
  page: 1,
  size: 10,
  total: 1,
  counts: tShirt.comment.counts,
});

const categories = [{ id: 1, name: 'Clothing', image: '', children: [{ id: 5, name: 'T-shirts', image: '', children: [] }] }];

function openDetail(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET goods/view': ok(tShirt),
    'GET goods/comment': (params) => ok(reviewPage(String(params.type))),
    'GET category/index': ok(categories),
    ...routes,
  });
  const view = renderPage(GoodsDetailPage, { path: '/goods/view', url: '/goods/view?id=3' });
  return { calls, ...view };
}

const option = (group: string, name: string) => within(screen.getByRole('group', { name: group })).getByRole('button', { name });
const posts = (calls: ApiCall[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);

describe('goods detail page', () => {
  it('shows a skeleton of the layout while the product loads', async () => {
    const answer = later();
    mockApi({ 'GET goods/view': answer.handler, 'GET category/index': ok(categories) });
    renderPage(GoodsDetailPage, { path: '/goods/view', url: '/goods/view?id=3' });
    expect(screen.getByRole('status', { name: 'Loading the product' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(5);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await act(async () => answer.release(ok(tShirt)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' })).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
  });

  it('asks goods/view for the id and shows title, prices, sales, stock and the shop', async () => {
    const { calls } = openDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' })).toBeInTheDocument();
    expect(calls[0]).toEqual({ route: 'GET goods/view', body: { id: 3 } });
    expect(screen.getByText('Soft and breathable')).toBeInTheDocument();
    expect(within(screen.getByTestId('sell-price')).getByText('89.00 yuan')).toBeInTheDocument();
    expect(within(screen.getByTestId('market-price')).getByText('159.00 yuan')).toBeInTheDocument();
    expect(screen.getByText('321')).toBeInTheDocument();
    expect(screen.getByTestId('stock')).toHaveTextContent('13 in stock');
    expect(screen.getByRole('link', { name: 'Visit shop: Cotton House' })).toHaveAttribute('href', '/shop/index?id=8');
  });

  it('shows where the product sits: home, all goods, its categories, then the product as the current page', async () => {
    openDetail();
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await within(trail).findByRole('link', { name: 'T-shirts' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent?.replace('›', ''))).toEqual(['Home', 'All goods', 'Clothing', 'T-shirts', 'Cotton T-shirt']);
    expect(within(trail).getByRole('link', { name: 'Clothing' })).toHaveAttribute('href', '/goods/index?category_id=1');
    expect(within(trail).getByText('Cotton T-shirt')).toHaveAttribute('aria-current', 'page');
  });

  it('sanitises the description', async () => {
    openDetail();
    expect(await screen.findByText('Pure cotton')).toBeInTheDocument();
    const description = screen.getByText('Pure cotton').parentElement as HTMLElement;
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('switches the main photo from the thumbnails', async () => {
    const { user } = openDetail();
    const thumbnail = await screen.findByRole('button', { name: 'Photo 2 of 3' });
    expect(screen.getByRole('img', { name: 'Cotton T-shirt' })).toHaveAttribute('src', '/img/tee.png');
    await user.hover(thumbnail);
    expect(screen.getByRole('img', { name: 'Cotton T-shirt' })).toHaveAttribute('src', '/img/tee-back.png');
    await user.click(screen.getByRole('button', { name: 'Photo 3 of 3' }));
    expect(screen.getByRole('img', { name: 'Cotton T-shirt' })).toHaveAttribute('src', '/img/tee-side.png');
  });

  it('disables sold-out and missing combinations', async () => {
    const { user } = openDetail();
    await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' });
    // L exists only as Red/L, which is sold out.
    expect(option('Size', 'L')).toBeDisabled();
    expect(option('Size', 'M')).toBeEnabled();
    await user.click(option('Size', 'M'));
    expect(option('Size', 'M')).toHaveAttribute('aria-pressed', 'true');
    expect(option('Colour', 'Red')).toBeEnabled();
    expect(option('Colour', 'Blue')).toBeEnabled();
    await user.click(option('Colour', 'Blue'));
    // Blue/L has no SKU at all.
    expect(option('Size', 'L')).toBeDisabled();
  });

  it('makes price, market price, stock and photo follow the chosen SKU', async () => {
    const { user } = openDetail();
    await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' });
    await user.click(option('Colour', 'Blue'));
    expect(within(screen.getByTestId('sell-price')).getByText('89.00 yuan')).toBeInTheDocument();
    await user.click(option('Size', 'M'));
    expect(within(screen.getByTestId('sell-price')).getByText('109.00 yuan')).toBeInTheDocument();
    expect(within(screen.getByTestId('market-price')).getByText('169.00 yuan')).toBeInTheDocument();
    expect(screen.getByTestId('stock')).toHaveTextContent('10 in stock');
    expect(screen.getByRole('img', { name: 'Cotton T-shirt' })).toHaveAttribute('src', '/img/tee-blue.png');
    await user.click(option('Colour', 'Red'));
    expect(within(screen.getByTestId('sell-price')).getByText('99.00 yuan')).toBeInTheDocument();
    expect(screen.getByTestId('stock')).toHaveTextContent('3 in stock');
    expect(screen.getByRole('img', { name: 'Cotton T-shirt' })).toHaveAttribute('src', '/img/tee-red.png');
  });

  it('bounds the quantity by the chosen SKU stock', async () => {
    const { user } = openDetail();
    await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' });
    await user.click(option('Colour', 'Red'));
    await user.click(option('Size', 'M'));
    const quantity = screen.getByLabelText('Quantity');
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(quantity).toHaveValue('1');
    expect(decrease).toBeDisabled();
    await user.click(increase);
    await user.click(increase);
    expect(quantity).toHaveValue('3');
    expect(increase).toBeDisabled();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '9{Enter}');
    expect(quantity).toHaveValue('3');
    expect(screen.getByText('Only 3 available: the quantity was set to 3')).toBeInTheDocument();
  });

  it('refuses to add to cart until every group is chosen, naming the missing one', async () => {
    signIn();
    const { calls, user } = openDetail({ 'POST cart/add': ok({ count: 4 }) });
    await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Please choose Colour')).toBeInTheDocument();
    await user.click(option('Colour', 'Red'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Please choose Size')).toBeInTheDocument();
    expect(posts(calls, 'POST cart/add')).toEqual([]);
  });

  it('adds the chosen SKU to the cart and updates the cart count', async () => {
    signIn();
    const { calls, user } = openDetail({ 'POST cart/add': ok({ count: 4 }) });
    await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' });
    await user.click(option('Colour', 'Blue'));
    await user.click(option('Size', 'M'));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(posts(calls, 'POST cart/add')).toEqual([{ sku_id: 103, quantity: 2 }]);
    expect(useCartStore.getState().count).toBe(4);
  });

  it('shows the server message when the cart refuses the quantity', async () => {
    signIn();
    const { user } = openDetail({ 'POST cart/add': refused('Only 3 left', { field: 'quantity' }) });
    await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' });
    await user.click(option('Colour', 'Red'));
    await user.click(option('Size', 'M'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
    expect(useCartStore.getState().count).toBe(0);
  });

  it('sends a visitor who adds to cart to sign-in and back', async () => {
    const { calls, user } = openDetail();
    await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' });
    await user.click(option('Colour', 'Red'));
    await user.click(option('Size', 'M'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/login?redirect=/goods/view%3Fid%3D3');
    expect(posts(calls, 'POST cart/add')).toEqual([]);
  });

  it('buys now with the chosen SKU and quantity', async () => {
    signIn();
    const { user } = openDetail();
    await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' });
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByText('Please choose Colour')).toBeInTheDocument();
    await user.click(option('Colour', 'Red'));
    await user.click(option('Size', 'M'));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart/confirm?type=buy&sku_id=101&quantity=2');
  });

  it('toggles the favourite for a member', async () => {
    signIn();
    const { calls, user } = openDetail({ 'POST goods/favorite': ok({ is_favorite: true }) });
    const add = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    const remove = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(posts(calls, 'POST goods/favorite')).toEqual([{ id: 3 }]);
  });

  it('sends a visitor who favourites to sign-in', async () => {
    const { calls, user } = openDetail();
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/login?redirect=/goods/view%3Fid%3D3');
    expect(posts(calls, 'POST goods/favorite')).toEqual([]);
  });

  it('leads to customer service about this product', async () => {
    const { user } = openDetail();
    await user.click(await screen.findByRole('link', { name: 'Ask about this product' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/service/online?goods_id=3');
  });

  it('loads reviews when the tab opens and filters them by type', async () => {
    const { calls, user } = openDetail();
    await user.click(await screen.findByRole('tab', { name: 'Reviews (12)' }));
    expect(await screen.findByText('A all review')).toBeInTheDocument();
    expect(screen.getByText('l***y')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Red / M')).toBeInTheDocument();
    expect(screen.getByText('2025-03-02')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filter reviews' });
    expect(within(filters).getByRole('button', { name: 'All (12)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filters).getByRole('button', { name: 'With pictures (4)' }));
    expect(await screen.findByText('A img review')).toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Bad (1)' }));
    expect(await screen.findByText('A bad review')).toBeInTheDocument();
    expect(posts(calls, 'GET goods/comment')).toEqual([
      { id: 3, type: 'all', page: 1, size: 10 },
      { id: 3, type: 'img', page: 1, size: 10 },
      { id: 3, type: 'bad', page: 1, size: 10 },
    ]);
  });

  it('treats a missing id as not found', () => {
    mockApi({});
    renderPage(GoodsDetailPage, { path: '/goods/view', url: '/goods/view' });
    expect(screen.getByTestId('location')).toHaveTextContent('/public/404');
  });

  describe('a product in a promotion', () => {
    afterEach(() => {
      jest.useRealTimers();
      act(() => void i18n.changeLanguage('en-us'));
    });

    it('shows a rose band above the price box: type, activity price, a countdown by the server’s clock and the way to the promotion', async () => {
      // This computer's clock is 10 minutes behind the server's: the countdown follows the server.
      jest.useFakeTimers({ now: new Date('2025-06-01T07:50:00.000Z'), advanceTimers: true });
      openDetail({ 'GET goods/view': ok({ ...tShirt, activity: flashSale }) });
      const band = await screen.findByRole('region', { name: 'Promotion' });
      expect(band).toHaveTextContent('Flash sale');
      expect(within(band).getByText('59.00 yuan')).toBeInTheDocument();
      expect(band).toHaveTextContent('Ends in');
      expect(within(band).getByRole('timer')).toHaveTextContent(/^(1:00:00|59:59)$/);
      expect(within(band).getByRole('link', { name: 'Go to the flash sale ›' })).toHaveAttribute('href', '/activity/second/view?id=41');
      // The normal price stays beside it.
      expect(within(screen.getByTestId('sell-price')).getByText('89.00 yuan')).toBeInTheDocument();
      await act(() => i18n.changeLanguage('zh-cn'));
      expect(band).toHaveTextContent('秒杀');
      expect(band).toHaveTextContent('距结束');
      expect(within(band).getByRole('link', { name: '去秒杀 ›' })).toBeInTheDocument();
    });

    it('counts down to the start of an upcoming one, asks for the product again when it starts, and links a group to joining one', async () => {
      // Every answer carries its own `now` (the offset to the server's clock is measured per answer).
      const answeredAt = '2025-06-01T08:00:00.100Z';
      jest.useFakeTimers({ now: new Date(answeredAt), advanceTimers: true });
      const upcoming = { ...flashSale, id: 42, type: 'group' as const, price: '79.00', state: 'upcoming' as const, starts_at: '2025-06-01T08:00:03.000Z' };
      const { calls } = openDetail({ 'GET goods/view': ok({ ...tShirt, activity: upcoming, now: answeredAt }) });
      const band = await screen.findByRole('region', { name: 'Promotion' });
      expect(band).toHaveTextContent('Starts in');
      expect(within(band).getByRole('timer')).toHaveTextContent(/^00:0[23]$/);
      expect(within(band).getByRole('link', { name: 'Join a group ›' })).toHaveAttribute('href', '/activity/group/view?id=42');
      await act(() => jest.advanceTimersByTimeAsync(3500));
      expect(calls.filter((call) => call.route === 'GET goods/view')).toHaveLength(2);
    });

    it('shows no band for a product in no promotion', async () => {
      openDetail();
      await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' });
      expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
    });
  });
});
