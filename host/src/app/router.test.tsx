import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { http, i18n, useChromeStore, useSettingsStore } from '@shop/shared';
import '../i18n/shell-messages';

// Each test uses its own routes: loaded remote pages are cached for the whole session.

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

// Imported after the mock so the route table's pages use it.
// eslint-disable-next-line import/first
import { routes } from './router';

const settings = { title: 'Lumen Mall', ctitle: 'Quality goods', keywords: '', description: '', is_wechat: 0 };

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(() => i18n.changeLanguage('en-us'));
beforeEach(() => {
  loadRemote.mockReset();
  jest.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === 'common/init') return { code: 1, msg: 'ok', data: settings };
    if (url === 'cart/count') return { code: 1, msg: 'ok', data: 0 };
    return { code: 1, msg: 'ok', data: {} };
  });
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
  const calls = () => (http.get as jest.Mock).mock.calls.filter(([url]) => url === 'common/init').length;
  const before = calls();
  await act(() => router.navigate('/user/bind'));
  await act(() => router.navigate('/404'));
  expect(calls()).toBe(before + 2);
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
