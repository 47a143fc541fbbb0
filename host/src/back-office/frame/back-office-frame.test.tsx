import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type * as federationRuntime from '@module-federation/enhanced/runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n, Permission, useAuthStore, usePermissionStore, useStaffStore } from '@shop/shared';
import { createTestQueryClient, mockStaffApi, ok, signInStaff, type ApiCall } from '@shop/shared/testing';
import { routes } from '@/app/router';
import '@/i18n/shell-messages';
import { useRemoteRoutes } from '@/remotes/remote-routes';
import { accountsPurview, warehousePurview, warehouseUser } from '@/testing/purview-fixtures';
import { usePurviewState } from './purview-state';

const loadRemote = jest.fn<Promise<unknown>, [string]>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
  satisfy: jest.requireActual<typeof federationRuntime>('@module-federation/enhanced/runtime').satisfy,
}));

const settings = { title: 'Lumen Mall', ctitle: 'Quality goods', keywords: '', description: '', is_wechat: 0 };

// The registry lists the checkout and catalog remotes; their routes.json publish no shop page here.
const fetchMock = jest.fn((input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : input, 'http://localhost/');
  const json = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
  if (url.pathname === '/home/remotes.json') return json({ checkout: '/remotes/checkout/mf-manifest.json', catalog: '/remotes/catalog/mf-manifest.json' });
  const name = /^\/remotes\/([^/]+)\/routes\.json$/.exec(url.pathname)?.[1];
  return json({ name, build: 'build-1', shared: { react: '^19.0.0' }, routes: [], navigation: [] });
});

/**
 * The back office's calls, and the shop's settings guard, which asks common/init on the shop's
 * client before every navigation, /admin ones included: one fake answers both clients.
 */
function mockFrameApi(routes: Parameters<typeof mockStaffApi>[0]) {
  return mockStaffApi({ 'GET common/init': ok(settings), ...routes });
}

/** The back office's own calls, without the settings guard's. */
const backOfficeRoutes = (calls: ApiCall[]) => calls.map((call) => call.route).filter((route) => route !== 'GET common/init');

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const remotePage = (text: string) => ({
  default: function Page() {
    return (
      <>
        <p>{text}</p>
        <Permission allow={['order.ship']}>
          <button type="button">Ship</button>
        </Permission>
        <Permission allow={['refund.review']}>
          <button type="button">Approve refund</button>
        </Permission>
      </>
    );
  },
});

beforeAll(() => i18n.changeLanguage('en-us'));
beforeEach(() => {
  loadRemote.mockReset();
  window.localStorage.clear();
  useRemoteRoutes.setState({ remotes: {} });
  usePermissionStore.setState({ auth: [] });
  global.fetch = fetchMock as unknown as typeof fetch;
  // Without a back-office session only the settings are asked for; a test that signs a user in adds purview/index.
  mockFrameApi({});
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('builds the pages from purview/index: the remote and module it names render inside the frame, not the shop layout', async () => {
  const fillText = jest.fn();
  const context = { translate: jest.fn(), rotate: jest.fn(), fillText } as unknown as CanvasRenderingContext2D;
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,tile');
  signInStaff([], warehouseUser);
  mockFrameApi({ 'GET purview/index': ok(warehousePurview) });
  loadRemote.mockResolvedValue(remotePage('order list body'));
  renderAt('/admin/order/index');
  expect(await screen.findByText('order list body')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('checkout/admin-order-list-page');
  expect(screen.getByRole('heading', { level: 1, name: 'Order list' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Orders', '›Order list']);
  await waitFor(() => expect(document.title).toBe('Order list-LumenMall'));
  // The permission element reads the list purview/index answered.
  expect(screen.getByRole('button', { name: 'Ship' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve refund' })).not.toBeInTheDocument();
  expect(usePurviewState.getState()).toMatchObject({ status: 1, activeIndex: '1-0' });
  expect(screen.queryByRole('combobox', { name: 'Search keywords' })).not.toBeInTheDocument();
  // The watermark carries who is signed in and the minute.
  expect(screen.getByTestId('watermark')).toHaveAttribute('aria-hidden', 'true');
  expect(fillText).toHaveBeenCalledWith('warehouse', 0, expect.any(Number));
  expect(fillText).toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), 0, expect.any(Number));
});

it('shows only the permitted entries in the sidebar, the active one marked', async () => {
  signInStaff([], warehouseUser);
  mockFrameApi({ 'GET purview/index': ok(warehousePurview) });
  loadRemote.mockResolvedValue(remotePage('dashboard body'));
  renderAt('/admin/dashboard');
  const sidebar = await screen.findByRole('navigation', { name: 'Back-office menu' });
  expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Order list', 'Goods list']);
  expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(within(sidebar).queryByRole('link', { name: 'Refunds' })).not.toBeInTheDocument();
  expect(within(sidebar).getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-expanded', 'true');
});

it('answers a path the role has no page for with "no permission" and a link to its first page, never the page', async () => {
  signInStaff([], warehouseUser);
  mockFrameApi({ 'GET purview/index': ok(warehousePurview) });
  renderAt('/admin/order/refund');
  expect(await screen.findByRole('heading', { level: 1, name: 'No permission' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Your role cannot open this page');
  expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  expect(loadRemote).not.toHaveBeenCalled();
});

it('puts a detail page under its list: breadcrumbs group › list › detail, the list lit in the sidebar', async () => {
  signInStaff([], warehouseUser);
  mockFrameApi({ 'GET purview/index': ok(warehousePurview) });
  loadRemote.mockResolvedValue(remotePage('order 3'));
  renderAt('/admin/order/detail?id=3');
  expect(await screen.findByText('order 3')).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByRole('link', { name: 'Order list' })).toHaveAttribute('href', '/admin/order/index');
  expect(within(crumbs).getByText('Order detail')).toHaveAttribute('aria-current', 'page');
  expect(within(screen.getByRole('navigation', { name: 'Back-office menu' })).getByRole('link', { name: 'Order list' })).toHaveAttribute('aria-current', 'page');
});

it('renders the host’s own page for `remote: host`', async () => {
  signInStaff([], accountsPurview.user);
  mockFrameApi({ 'GET purview/index': ok(accountsPurview), 'GET admin/role/index': ok({ list: [] }) });
  renderAt('/admin/system/role');
  expect(await screen.findByRole('table', { name: 'Roles' })).toBeInTheDocument();
  expect(await screen.findByText('No roles yet')).toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalled();
});

it('shows the unavailable panel inside the frame when the page’s remote cannot be loaded', async () => {
  signInStaff([], warehouseUser);
  mockFrameApi({ 'GET purview/index': ok(warehousePurview) });
  loadRemote.mockRejectedValue(new Error('Module "./admin-goods-list-page" does not exist in container'));
  renderAt('/admin/goods/index');
  expect(await screen.findByRole('heading', { name: 'This part of the shop is unavailable' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Back-office menu' })).toBeInTheDocument();
});

it('leads /admin to the dashboard, or to the first page of a role without one', async () => {
  signInStaff([], warehouseUser);
  mockFrameApi({ 'GET purview/index': ok(warehousePurview) });
  loadRemote.mockResolvedValue(remotePage('dashboard body'));
  const router = renderAt('/admin');
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  router.dispose();

  signInStaff([], accountsPurview.user);
  mockFrameApi({ 'GET purview/index': ok(accountsPurview), 'GET admin/role/index': ok({ list: [] }) });
  const other = renderAt('/admin/');
  await waitFor(() => expect(other.state.location.pathname).toBe('/admin/system/role'));
});

it('sends a visitor without a back-office session to the back-office sign-in, a member included', async () => {
  useAuthStore.getState().signIn('member-token', { id: 7, username: 'demo', nickname: 'Demo', avatar: '', mobile: '', balance: '0.00', points: 0, role: 'member' });
  const router = renderAt('/admin/order/index?status=2');
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/order/index?status=2').replace(/%2F/g, '/')}`);
  expect(await screen.findByRole('heading', { name: 'Back-office sign-in' })).toBeInTheDocument();
});

it('signs out and goes to sign-in when purview/index answers 401', async () => {
  signInStaff([], warehouseUser);
  mockFrameApi({ 'GET purview/index': { code: 401, msg: 'Please sign in', data: null } });
  const router = renderAt('/admin/dashboard');
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  await act(async () => undefined);
  expect(await screen.findByRole('heading', { name: 'Back-office sign-in' })).toBeInTheDocument();
});

it('signs out on the server, then forgets the session and lands on the sign-in page without a way back', async () => {
  signInStaff([], warehouseUser);
  const calls = mockFrameApi({ 'GET purview/index': ok(warehousePurview), 'POST admin/logout': ok(null) });
  loadRemote.mockResolvedValue(remotePage('dashboard body'));
  const router = renderAt('/admin/dashboard');
  await screen.findByText('dashboard body');
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('heading', { name: 'Back-office sign-in' })).toBeInTheDocument();
  expect(router.state.location.pathname + router.state.location.search).toBe('/admin/login');
  expect(useStaffStore.getState().token).toBeNull();
  expect(usePermissionStore.getState().auth).toEqual([]);
  expect(backOfficeRoutes(calls)).toEqual(['GET purview/index', 'POST admin/logout']);
});
