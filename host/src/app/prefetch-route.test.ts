import { useAuthStore } from '@shop/shared';
import { mockApi, ok, signIn, type ApiCall } from '@shop/shared/testing';
import { useRemoteRoutes } from '../remotes/remote-routes';
import { dataParams, prefetchRoute } from './prefetch-route';

const preloadRemote = jest.fn((_: unknown[]) => Promise.resolve());
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  preloadRemote: (options: unknown[]) => preloadRemote(options),
  satisfy: () => true,
}));

const title = { 'en-us': 'Page', 'zh-cn': '页面' };
const published = {
  name: 'catalog',
  build: 'c1',
  shared: {},
  routes: [
    { path: '/goods/view', module: './goods-detail-page', title, data: [{ url: 'goods/view', params: { id: { query: 'id' } } }, { url: 'category/index' }] },
    { path: '/cart/index', module: './cart-page', title, members: true, data: [{ url: 'cart/index', params: {} }] },
  ],
};

function json(body: unknown) {
  return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
}

/**
 * The client sends a prefetch through axios, whose request interceptors run a few microtasks later:
 * once a macrotask has passed, every call prefetchRoute started has reached the fake API.
 */
async function prefetched(calls: ApiCall[]): Promise<ApiCall[]> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return calls;
}

let calls: ApiCall[];

beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().clear();
  useRemoteRoutes.setState({ remotes: {} });
  preloadRemote.mockClear();
  // The real client prefetches; the fake API records what it was asked (nobody takes the answers here).
  calls = mockApi({ 'GET goods/view': ok({ id: 5 }), 'GET category/index': ok([]), 'GET cart/index': ok({ list: [] }) });
  global.fetch = jest.fn((url: string) =>
    url === '/home/remotes.json' ? json({ catalog: '/remotes/catalog/mf-manifest.json' }) : json(published),
  ) as unknown as typeof fetch;
});

describe('dataParams', () => {
  const data = { url: 'goods/index', params: { size: '20', page: { query: 'page', default: '1' }, keywords: { query: 'keywords' } } };

  it('takes fixed text, the URL parameter, or its default', () => {
    expect(dataParams(data, new URLSearchParams('page=3&keywords=tea'))).toEqual({ size: '20', page: '3', keywords: 'tea' });
  });

  it('leaves out a URL parameter that is absent and has no default', () => {
    expect(dataParams(data, new URLSearchParams(''))).toEqual({ size: '20', page: '1' });
  });
});

it("starts the page's remote with its module and the calls it declares, from the URL", async () => {
  await prefetchRoute({ pathname: '/home/goods/view', search: '?id=5' });
  expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'catalog', resourceCategory: 'sync', exposes: ['./goods-detail-page'] }]);
  expect(await prefetched(calls)).toEqual([
    { route: 'GET goods/view', body: { id: '5' } },
    { route: 'GET category/index', body: {} },
  ]);
});

it("starts nothing of a members-only page for a visitor, and does for a member", async () => {
  await prefetchRoute({ pathname: '/home/cart/index', search: '' });
  expect(preloadRemote).not.toHaveBeenCalled();
  expect(await prefetched(calls)).toEqual([]);
  signIn();
  await prefetchRoute({ pathname: '/home/cart/index', search: '' });
  expect(await prefetched(calls)).toEqual([{ route: 'GET cart/index', body: {} }]);
});

it('starts nothing for a path no remote publishes', async () => {
  await prefetchRoute({ pathname: '/home/no/such/page', search: '' });
  expect(preloadRemote).not.toHaveBeenCalled();
  expect(await prefetched(calls)).toEqual([]);
});
