import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderToString } from 'react-dom/server';
import type { GoodsListItem, RecommendFeedAnswer } from '@shop/contract';
import { i18n } from '@shop/shared';
import { createTestQueryClient, mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import '../commerce-messages';
import { GoodsRecommendations } from './goods-recommendations';
import { RecommendFeed } from './recommend-feed';

const card = (id: number): GoodsListItem => ({ id, name: `Goods ${id}`, image: `/img/${id}.png`, sell_price: '19.90', market_price: '29.90', sales: id * 10, stock: 5, shop_id: 1, shop_name: 'Lumen Official Store', activity: null });
const page = (page: number, size: number, total: number): RecommendFeedAnswer => ({
  list: Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, n) => card((page - 1) * size + n + 1)),
  page,
  size,
  total,
});

/** Observers the test drives: `near()` says the end of the list came near the screen. */
const observers = new Set<IntersectionObserverCallback>();
const near = () => observers.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
beforeEach(() => {
  observers.clear();
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  };
});
afterEach(() => i18n.changeLanguage('en-us'));

const Feed = () => <RecommendFeed size={4} columns={4} />;
const cards = () => within(screen.getByRole('list', { name: 'Recommended for you' })).getAllByRole('link');

describe('RecommendFeed', () => {
  it('loads a page more each time the end of the list comes near, until the last', async () => {
    const calls = mockApi({ 'GET recommend/feed': (query) => ok(page(Number(query.page), Number(query.size), 10)) });
    renderPage(Feed, { path: '/index' });
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended for you' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Goods 1\b/ })).toHaveAttribute('href', '/goods/view?id=1');
    expect(cards()).toHaveLength(4);
    expect(cards()[0]).toHaveTextContent(/Goods 1.*19\.90.*10 sold/);

    await act(async () => near());
    expect(await screen.findByRole('link', { name: /Goods 8\b/ })).toBeInTheDocument();
    await act(async () => near());
    expect(await screen.findByRole('link', { name: /Goods 10\b/ })).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    expect(screen.getByText('That is all for now')).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([
      { page: 1, size: 4 },
      { page: 2, size: 4 },
      { page: 3, size: 4 },
    ]);
  });

  it('stops loading by scrolling after its automatic pages, so the footer can be reached, and goes on with "Show more"', async () => {
    const calls = mockApi({ 'GET recommend/feed': (query) => ok(page(Number(query.page), Number(query.size), 40)) });
    const { user } = renderPage(() => <RecommendFeed size={4} columns={4} autoPages={2} />, { path: '/index' });
    await screen.findByRole('link', { name: /Goods 4\b/ });
    await act(async () => near());
    expect(await screen.findByRole('link', { name: /Goods 8\b/ })).toBeInTheDocument();
    await act(async () => near());
    expect(cards()).toHaveLength(8);
    expect(calls).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: /Goods 12\b/ })).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('offers "Show more" to whoever does not scroll, and says it in Chinese', async () => {
    signIn();
    mockApi({ 'GET recommend/feed': (query) => ok(page(Number(query.page), Number(query.size), 6)) });
    const { user } = renderPage(Feed, { path: '/ucenter/index' });
    await screen.findByRole('link', { name: /Goods 4\b/ });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: /Goods 6\b/ })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh-cn'));
    expect(screen.getByRole('heading', { name: '为你推荐' })).toBeInTheDocument();
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '为你推荐' })).getAllByRole('link')[0]).toHaveTextContent('已售 10');
    await act(() => i18n.changeLanguage('en-us'));
  });

  it('renders on the server without asking for anything: only the heading and a skeleton', () => {
    const calls = mockApi({});
    const html = renderToString(<RecommendFeedServer />);
    expect(html).toContain('Recommended for you');
    expect(html).not.toContain('Goods 1');
    expect(calls).toEqual([]);
  });

  it('offers a retry when a page cannot be loaded', async () => {
    let attempts = 0;
    mockApi({ 'GET recommend/feed': (query) => (++attempts === 1 ? Promise.reject(new Error('offline')) : ok(page(Number(query.page), 4, 4))) });
    const { user } = renderPage(Feed, { path: '/index' });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Goods 4\b/ })).toBeInTheDocument();
  });
});

describe('GoodsRecommendations', () => {
  it('shows each of a product’s lists that has goods, under its heading', async () => {
    const calls = mockApi({ 'GET recommend/goods': ok({ bought_together: [card(2), card(3)], viewed_together: [], popular_in_category: [card(4)] }) });
    renderPage(() => <GoodsRecommendations goodsId={7} size={5} />, { path: '/goods/view' });
    const bought = await screen.findByRole('list', { name: 'Bought together' });
    expect(within(bought).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/goods/view?id=2', '/goods/view?id=3']);
    expect(screen.getByRole('heading', { name: 'Popular in this category' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shoppers also viewed' })).not.toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ goods_id: 7, size: 5 });
  });
});

function RecommendFeedServer() {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <RecommendFeed />
      </MemoryRouter>
    </QueryClientProvider>
  );
}
