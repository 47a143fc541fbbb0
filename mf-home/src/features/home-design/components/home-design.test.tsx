import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DesignBlock } from '@shop/contract';
import { readLanguageCache, useChromeStore, useSettingsStore, writeLanguageCache } from '@shop/shared';
import { later, mockApi, ok, type ApiCall } from '@shop/shared/testing';
import { designLink, goods, HOSTILE_HTML, renderWithProviders } from '../../../testing/render';
import HomePage from '../../../exposes/home-page';
import { HOME_CACHE_KEY } from '../api/get-home-design';

/** index/index's answer; a list of `unknown` lets a test send the malformed blocks a back office might save. */
const answer = (list: unknown[]) => ok({ list });

/** The page's one call, answered as a test says; the fake records what the page asked. */
const mockDesign = (reply: Parameters<typeof mockApi>[0][string], feed: Parameters<typeof mockApi>[0][string] = ok({ list: [], page: 1, size: 20, total: 0 })) => mockApi({ 'GET index/index': reply, 'GET recommend/feed': feed });
const designCall: ApiCall = { route: 'GET index/index', body: { temp_id: 'pc' } };
/** What the page asked of the design (the "guess you like" feed below it asks on its own). */
const designCalls = (calls: ApiCall[]) => calls.filter((call) => call.route === designCall.route);

const top: DesignBlock = { type: 'top', value: { data: [{ tips: 'Welcome to Lumen Mall', list: [] }, { list: [] }] } };
const search: DesignBlock = { type: 'search', value: { path: '/index', text: 'Search for goods' } };
const navigation: DesignBlock = { type: 'navigation', value: { data: [{ title: 'All goods', link: designLink('/goods/index') }] } };
const category: DesignBlock = { type: 'category', value: { data: [{ title: 'Phones', children: [] }], banner: [{ image: '/img/b.png' }] } };
const belowCategory: DesignBlock[] = [
  { type: 'blank', value: { height: 20 } },
  { type: 'title', value: { style: 1, title: 'Today’s picks' } },
  { type: 'goods', value: { is_title: 1, is_price: 1, list: [goods(1), goods(2)] } },
  { type: 'line', value: { style: 'dashed' } },
  { type: 'column', value: { style: 3, title: 'Home', list: [goods(3)] } },
  { type: 'text', value: { content: '<p>Free shipping over 99</p>' } },
];
const footer: DesignBlock = { type: 'footer', value: { data: [[{ title: 'Help' }, { title: 'FAQ', link: designLink('/page/view?id=3') }]], copyright: HOSTILE_HTML } };
const fullPage = [top, search, navigation, category, ...belowCategory, footer];

let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
});

const blockTypes = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-block]'), (node) => node.getAttribute('data-block'));

describe('HomePage', () => {
  it('shows the skeleton (445 px category, 10 goods) until the design arrives', async () => {
    const design = later();
    const calls = mockDesign(design.handler);
    renderWithProviders(<HomePage />);

    expect(screen.getByRole('status', { name: 'Loading the home page…' })).toBeInTheDocument();
    expect(screen.getByTestId('category-skeleton')).toHaveStyle({ height: '445px' });
    expect(within(screen.getByTestId('goods-skeleton')).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(designCalls(calls)).toEqual([designCall]));

    await act(async () => design.release(answer(fullPage)));
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(screen.queryByTestId('home-skeleton')).not.toBeInTheDocument();
  });

  it('renders every content block in order and hands the header and footer blocks to the shell', async () => {
    mockDesign(answer(fullPage));
    const { container } = renderWithProviders(<HomePage />);
    await screen.findByTestId('home-page');
    expect(blockTypes(container)).toEqual(['category', 'blank', 'title', 'goods', 'line', 'column', 'text']);
    expect(Object.keys(useChromeStore.getState().overrides)).toEqual(['top', 'search', 'navigation', 'footer']);
  });

  it('has exactly one h1, named after the site, loading or loaded', async () => {
    useSettingsStore.setState({ settings: { title: 'Lumen Mall' } as never });
    mockDesign(answer(fullPage));
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lumen Mall: home' })).toBeInTheDocument();
    await screen.findByTestId('home-page');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    act(() => useSettingsStore.setState({ settings: null as never }));
  });

  it('renders layout-type blocks placed between content through the shared renderers', async () => {
    mockDesign(answer([category, top, search, navigation, footer, ...belowCategory]));
    const { container } = renderWithProviders(<HomePage />);
    await screen.findByTestId('home-page');
    expect(blockTypes(container)).toEqual(['category', 'top', 'search', 'navigation', 'footer', 'blank', 'title', 'goods', 'line', 'column', 'text']);
    expect(screen.getByText('Welcome to Lumen Mall')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search keywords' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/page/view?id=3');
  });

  it('keeps scripts and handlers of the footer copyright out of the DOM', async () => {
    mockDesign(answer([footer, top, search, navigation, category, ...belowCategory]));
    const { container } = renderWithProviders(<HomePage />);
    const copyright = await screen.findByTestId('footer-copyright');
    expect(copyright).toHaveTextContent('Free shipping');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|javascript:/i);
  });

  it('skips an unknown block type, logs it once, and renders the rest', async () => {
    mockDesign(
      answer([
        { type: 'hologram', value: {} },
        { type: 'title', value: { title: 'Still here' } },
        { type: 'hologram', value: {} },
        { value: {} },
        { type: 'goods', value: null },
      ]),
    );
    const { container } = renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(blockTypes(container)).toEqual(['title']);
    expect(warn.mock.calls.filter(([message]) => String(message).includes('"hologram"'))).toHaveLength(1);
  });

  it('shows the cached design at once, then the API’s answer, which it caches', async () => {
    writeLanguageCache(HOME_CACHE_KEY, [{ type: 'title', value: { title: 'Cached title' } }]);
    const design = later();
    // The cached design is stale from the start, so the page still asks for the current one.
    const calls = mockDesign(design.handler);
    renderWithProviders(<HomePage />);

    expect(screen.getByRole('heading', { name: 'Cached title' })).toBeInTheDocument();
    expect(screen.queryByTestId('home-skeleton')).not.toBeInTheDocument();
    await waitFor(() => expect(designCalls(calls)).toEqual([designCall]));

    const fresh = [{ type: 'title', value: { title: 'Fresh title' } }];
    await act(async () => design.release(answer(fresh)));
    expect(await screen.findByRole('heading', { name: 'Fresh title' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cached title' })).not.toBeInTheDocument();
    expect(readLanguageCache(HOME_CACHE_KEY)).toEqual(fresh);
  });

  it('keeps the cached design when the API fails', async () => {
    writeLanguageCache(HOME_CACHE_KEY, [{ type: 'title', value: { title: 'Cached title' } }]);
    const calls = mockDesign(() => Promise.reject(new Error('Network Error')));
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(designCalls(calls)).toEqual([designCall]));
    // Let the failure reach the page before looking: the cached design must survive it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading', { name: 'Cached title' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a retry when nothing is cached and the API fails', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const calls = mockDesign(() => (++attempts === 1 ? Promise.reject(new Error('Network Error')) : answer([{ type: 'title', value: { title: 'Back again' } }])));
    renderWithProviders(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The home page could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(designCalls(calls)).toEqual([designCall, designCall]);
  });

  it('shows "guess you like" below the design, asked in the browser once the design is there', async () => {
    const feed = { list: [{ id: 5, name: 'Wool scarf', image: '/img/5.png', sell_price: '59.00', market_price: '79.00', sales: 12, stock: 3, shop_id: 1, activity: null }], page: 1, size: 20, total: 1 };
    const calls = mockDesign(answer(fullPage), ok(feed));
    renderWithProviders(<HomePage />);
    const section = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(section).findByRole('link', { name: /Wool scarf/ })).toHaveAttribute('href', '/goods/view?id=5');
    expect(calls.find((call) => call.route === 'GET recommend/feed')?.body).toEqual({ page: 1, size: 20 });
  });

  it('ignores a broken cache entry', () => {
    window.localStorage.setItem('pc_home', '{"not":"a list"}');
    // Never answered: the page stays on what it had before the API's answer.
    mockDesign(later().handler);
    renderWithProviders(<HomePage />);
    expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();
  });

  it('hands its leading header and closing footer to the shell, and takes them back on leaving', async () => {
    mockDesign(answer([{ type: 'top', value: { text_color: '#111' } }, { type: 'title', value: { title: 'Designed' } }, { type: 'footer', value: { copyright: 'c' } }]));
    const { container, unmount } = renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Designed' })).toBeInTheDocument();
    expect(useChromeStore.getState().overrides).toEqual({ top: { text_color: '#111' }, footer: { copyright: 'c' } });
    expect(blockTypes(container)).toEqual(['title']);
    unmount();
    expect(useChromeStore.getState().overrides).toEqual({});
  });
});
