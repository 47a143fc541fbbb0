import type * as federationRuntime from '@module-federation/enhanced/runtime';
import { refreshRemotes, useRemoteRoutes } from './remote-routes';

const registerRemotes = jest.fn<void, unknown[]>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  preloadRemote: jest.fn(() => Promise.resolve()),
  satisfy: jest.requireActual<typeof federationRuntime>('@module-federation/enhanced/runtime').satisfy,
}));

/** What the operator's registry says, and which manifest URLs answer with their routes.json. */
let registry: Record<string, string>;
let reachable: Record<string, { name: string; build: string }>;

function json(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
}

beforeEach(() => {
  window.localStorage.clear();
  useRemoteRoutes.setState({ remotes: {} });
  registry = { catalog: '/remotes/catalog/mf-manifest.json', ucenter: '/remotes/ucenter/mf-manifest.json' };
  reachable = {
    'http://localhost/remotes/catalog/routes.json': { name: 'catalog', build: 'c1' },
    'http://localhost/remotes/ucenter/routes.json': { name: 'ucenter', build: 'u1' },
  };
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url === '/home/remotes.json') return json(200, registry);
    const remote = reachable[url];
    if (!remote) return json(503, null);
    return json(200, { ...remote, shared: { react: '^19.0.0' }, routes: [{ path: `/${remote.name}`, module: './page', title: { 'en-us': 'Page', 'zh-cn': '页面' } }] });
  }) as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('registers every remote of the registry once, without force', async () => {
  await refreshRemotes();
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'catalog', entry: '/remotes/catalog/mf-manifest.json' },
    { name: 'ucenter', entry: '/remotes/ucenter/mf-manifest.json' },
  ]);
  await refreshRemotes();
  expect(registerRemotes).toHaveBeenCalledTimes(1);
});

it('registers a remote that moved again, by force, and leaves the others alone', async () => {
  await refreshRemotes();
  registerRemotes.mockClear();
  registry = { ...registry, catalog: '/remotes/catalog-v2/mf-manifest.json' };
  reachable['http://localhost/remotes/catalog-v2/routes.json'] = { name: 'catalog', build: 'c1' };
  await refreshRemotes();
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: '/remotes/catalog-v2/mf-manifest.json' }], { force: true });
  expect(useRemoteRoutes.getState().remotes.catalog?.entry).toBe('/remotes/catalog-v2/mf-manifest.json');
});

it('registers a remote again, by force, when a new build is deployed or it comes back after being down', async () => {
  await refreshRemotes();
  registerRemotes.mockClear();
  reachable['http://localhost/remotes/catalog/routes.json'] = { name: 'catalog', build: 'c2' };
  delete reachable['http://localhost/remotes/ucenter/routes.json'];
  await refreshRemotes();
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: '/remotes/catalog/mf-manifest.json' }], { force: true });
  expect(useRemoteRoutes.getState().remotes.ucenter?.unreachable).toBe(true);

  registerRemotes.mockClear();
  reachable['http://localhost/remotes/ucenter/routes.json'] = { name: 'ucenter', build: 'u1' };
  await refreshRemotes();
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'ucenter', entry: '/remotes/ucenter/mf-manifest.json' }], { force: true });
});
