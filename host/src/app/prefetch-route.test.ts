import { http, useAuthStore } from '@shop/shared';
import { signIn } from '@shop/shared/testing';
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

let prefetch: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().clear();
  useRemoteRoutes.setState({ remotes: {} });
  preloadRemote.mockClear();
  prefetch = jest.spyOn(http, 'prefetch').mockImplementation(() => undefined);
  global.fetch = jest.fn((url: string) =>
    url === '/home/remotes.json' ? json({ catalog: '/remotes/catalog/mf-manifest.json' }) : json(published),
  ) as unknown as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

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
  expect(prefetch.mock.calls).toEqual([
    ['goods/view', { id: '5' }],
    ['category/index', {}],
  ]);
});

it("starts nothing of a members-only page for a visitor, and does for a member", async () => {
  await prefetchRoute({ pathname: '/home/cart/index', search: '' });
  expect(preloadRemote).not.toHaveBeenCalled();
  expect(prefetch).not.toHaveBeenCalled();
  signIn();
  await prefetchRoute({ pathname: '/home/cart/index', search: '' });
  expect(prefetch).toHaveBeenCalledWith('cart/index', {});
});

it('starts nothing for a path no remote publishes', async () => {
  await prefetchRoute({ pathname: '/home/no/such/page', search: '' });
  expect(preloadRemote).not.toHaveBeenCalled();
  expect(prefetch).not.toHaveBeenCalled();
});
