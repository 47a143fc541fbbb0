import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type * as federationRuntime from '@module-federation/enhanced/runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n, useChromeStore, useSettingsStore } from '@shop/shared';
import { createTestQueryClient, mockApi, ok, type ApiCall } from '@shop/shared/testing';
import '../i18n/shell-messages';
import { useRemoteRoutes } from '../remotes/remote-routes';
import { routes } from './router';

// Each test uses its own routes: loaded remote pages are cached for the whole session.

// jest hoists the mock above the imports, so the router loads the remote pages through it.
const loadRemote = jest.fn<Promise<unknown>, [string]>();
const registerRemotes = jest.fn<void, unknown[]>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  preloadRemote: jest.fn(() => Promise.resolve()),
  satisfy: jest.requireActual<typeof federationRuntime>('@module-federation/enhanced/runtime').satisfy,
}));

const settings = { title: 'Lumen Mall', ctitle: 'Quality goods', keywords: '', description: '', is_wechat: 0 };

type Published = { build?: string; shared?: Record<string, string>; routes: object[]; navigation?: object[] };
type PublishedRemotes = Partial<Record<'home' | 'ucenter' | 'catalog', Published>>;

/** What the operator's registry and each remote's routes.json answer; a missing remote answers 503. */
let registry: unknown;
let published: PublishedRemotes;
let builds = 0;

const route = (path: string, module: string, en: string, zh: string, extra: object = {}) => ({ path, module, title: { 'en-us': en, 'zh-cn': zh }, ...extra });

function publishDefaults() {
  builds += 1;
  registry = Object.fromEntries(['home', 'ucenter', 'catalog'].map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
  published = {
    home: { routes: [route('/index', './home-page', 'Home', '首页', { home: true })] },
    ucenter: {
      routes: [
        route('/user/login', './login-page', 'Sign in', '登录'),
        route('/user/register', './register-page', 'Sign up', '注册'),
        route('/user/forget', './forget-page', 'Recover password', '找回密码'),
        route('/user/bind', './bind-page', 'Bind phone', '绑定手机'),
        route('/ucenter/order/index', './order-list-page', 'My orders', '我的订单', { members: true }),
        route('/ucenter/index', './center-page', 'Member centre', '会员中心'),
      ],
    },
    catalog: { routes: [route('/goods/index', './goods-list-page', 'All goods', '全部商品')] },
  };
  for (const remote of Object.values(published)) remote.build = `build-${builds}`;
}

function publishedBy(name: keyof PublishedRemotes): Published {
  const remote = published[name];
  if (!remote) throw new Error(`${name} publishes no pages in this test`);
  return remote;
}

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
}

const fetchMock = jest.fn((input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : input, 'http://localhost/');
  if (url.pathname === '/home/remotes.json') return registry === undefined ? answer(500, null) : answer(200, registry);
  const name = /^\/remotes\/([^/]+)\/routes\.json$/.exec(url.pathname)?.[1];
  const remote = name && Object.hasOwn(published, name) ? published[name as keyof PublishedRemotes] : undefined;
  if (!name || !remote) return answer(503, null);
  return answer(200, { name, build: 'build-0', shared: { react: '^19.0.0' }, navigation: [], ...remote });
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let calls: ApiCall[];

beforeAll(() => i18n.changeLanguage('en-us'));
beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockReset();
  window.localStorage.clear();
  useRemoteRoutes.setState({ remotes: {} });
  publishDefaults();
  global.fetch = fetchMock as unknown as typeof fetch;
  // What the shell asks for a visitor: the settings before every navigation and the designed layout
  // (none: the default chrome). The remote pages are stubs that ask nothing.
  calls = mockApi({ 'GET common/init': ok(settings), 'GET index/global': ok({}) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('redirects / to /index, renders the home remote inside the layout and titles it ctitle-title', async () => {
  loadRemote.mockResolvedValue({ default: () => <p>home page body</p> });
  const router = renderAt('/');
  expect(await screen.findByText('home page body')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/index');
  expect(loadRemote).toHaveBeenCalledWith('home/home-page');
  expect(screen.getByRole('combobox', { name: 'Search keywords' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Cart, 0 items/ })).toHaveAttribute('href', '/cart/index');
  await waitFor(() => expect(document.title).toBe('Quality goods-Lumen Mall'));
});

it('titles other pages with the translated title and the site title without whitespace', async () => {
  loadRemote.mockResolvedValue({ default: () => <p>login form</p> });
  renderAt('/user/login');
  expect(await screen.findByText('login form')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('ucenter/login-page');
  await waitFor(() => expect(document.title).toBe('Sign in-LumenMall'));
  expect(useSettingsStore.getState().settings).toEqual(settings);
});

it('runs common/init before every navigation', async () => {
  loadRemote.mockResolvedValue({ default: () => <p>page</p> });
  const router = renderAt('/user/forget');
  await screen.findByText('page');
  const settingsCalls = () => calls.filter((call) => call.route === 'GET common/init').length;
  const before = settingsCalls();
  await act(() => router.navigate('/user/bind'));
  await act(() => router.navigate('/404'));
  expect(settingsCalls()).toBe(before + 2);
});

it('shows the error page inside the layout for an unknown path', async () => {
  renderAt('/no/such/page');
  expect(await screen.findByTestId('error-page')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Search keywords' })).toBeInTheDocument();
});

it('shows the 404 message at /public/404 and /404', async () => {
  renderAt('/public/404');
  expect(await screen.findByRole('heading', { name: 'The page you are visiting does not exist' })).toBeInTheDocument();
});

it('a remote that fails to load shows a translated panel with retry inside the layout, and retry recovers', async () => {
  loadRemote.mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED')).mockResolvedValue({ default: () => <p>back again</p> });
  renderAt('/user/register');
  expect(await screen.findByRole('heading', { name: 'This part of the shop is unavailable' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('back again')).toBeInTheDocument();
});

it('lets a page restyle the shell blocks in place', async () => {
  const Restyles = () => {
    useChromeStore.getState().setOverrides({ navigation: { data: [{ title: 'Designed link', link: { path: '/goods/index' } }] } });
    return <p>designed page</p>;
  };
  loadRemote.mockResolvedValue({ default: Restyles });
  renderAt('/ucenter/index');
  expect(await screen.findByText('designed page')).toBeInTheDocument();
  const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
  await waitFor(() => expect(navigation).toHaveTextContent('Designed link'));
  expect(screen.getByRole('contentinfo', { name: 'Site footer' })).toBeInTheDocument();
  act(() => useChromeStore.getState().setOverrides({}));
});

describe('pages published by the remotes at run time', () => {
  it('renders a page a remote adds after start at the next navigation, titled as it says, without a new router', async () => {
    loadRemote.mockResolvedValue({ default: () => <p>coupon centre</p> });
    const router = renderAt('/goods/index');
    await screen.findByText('coupon centre');
    publishedBy('catalog').routes.push(route('/coupon/centre', './coupon-page', 'Coupon centre', '领券中心'));
    publishedBy('catalog').navigation = [{ path: '/coupon/centre', title: { 'en-us': 'Coupons', 'zh-cn': '领券' } }];
    await act(() => router.navigate('/coupon/centre'));
    await waitFor(() => expect(loadRemote).toHaveBeenLastCalledWith('catalog/coupon-page'));
    await waitFor(() => expect(document.title).toBe('Coupon centre-LumenMall'));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveTextContent('Coupons');
  });

  it('loads a redeployed remote again: re-registered by force and its page loaded afresh', async () => {
    loadRemote.mockResolvedValueOnce({ default: () => <p>old build</p> }).mockResolvedValue({ default: () => <p>new build</p> });
    const router = renderAt('/user/forget');
    await screen.findByText('old build');
    publishedBy('ucenter').build = 'a-new-build';
    await act(() => router.navigate('/user/register'));
    await act(() => router.navigate('/user/forget'));
    expect(await screen.findByText('new build')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'ucenter', entry: '/remotes/ucenter/mf-manifest.json' }], { force: true });
  });

  it('keeps the last registry that worked when the file becomes invalid', async () => {
    loadRemote.mockResolvedValue({ default: () => <p>still here</p> });
    const router = renderAt('/goods/index');
    await screen.findByText('still here');
    registry = { catalog: 'javascript:alert(1)' };
    await act(() => router.navigate('/user/login'));
    await waitFor(() => expect(loadRemote).toHaveBeenLastCalledWith('ucenter/login-page'));
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('the last one that worked serves'), expect.any(Error));
  });

  it('refuses a remote built for another React major with the panel, and never loads it', async () => {
    publishedBy('ucenter').shared = { react: '^20.0.0' };
    renderAt('/user/login');
    expect(await screen.findByRole('heading', { name: 'This part of the shop is unavailable' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/ucenter remote is refused: needs react \^20\.0\.0, the shell provides 19\./));
  });

  it('shows the panel, not the error page, for an unknown path while a remote cannot say which pages it has', async () => {
    delete published.ucenter;
    renderAt('/user/login');
    expect(await screen.findByRole('heading', { name: 'This part of the shop is unavailable' })).toBeInTheDocument();
    publishDefaults();
    loadRemote.mockResolvedValue({ default: () => <p>sign-in form</p> });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('sign-in form')).toBeInTheDocument();
  });

  it('sends a visitor to sign in before a members-only page, and back afterwards', async () => {
    loadRemote.mockResolvedValue({ default: () => <p>a page</p> });
    const router = renderAt('/ucenter/order/index?status=1');
    await screen.findByText('a page');
    expect(router.state.location.pathname).toBe('/user/login');
    expect(router.state.location.search).toBe('?redirect=/ucenter/order/index%3Fstatus%3D1');
  });
});

it('offers a skip link first that moves focus to the main region', async () => {
  loadRemote.mockResolvedValue({ default: () => <p>home page body</p> });
  renderAt('/index');
  await screen.findByText('home page body');
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  const focusable = document.querySelectorAll('a[href], button, input, [tabindex]:not([tabindex="-1"])');
  expect(focusable[0]).toBe(skip);
  skip.click();
  expect(document.getElementById('main')).toHaveFocus();
  expect(document.getElementById('main')).toHaveAttribute('tabindex', '-1');
});
