import { act, screen, within } from '@testing-library/react';
import type { HelpArticle, HelpIndexAnswer, HelpSearchAnswer, HelpSearchHit } from '@shop/contract';
import { i18n } from '@shop/shared';
import { later, mockApi, ok, renderPage } from '@shop/shared/testing';
import HelpPage from './help-page';

const PATH = '/page/view';

const index: HelpIndexAnswer = {
  list: [
    {
      id: 1,
      name: 'Shopping guide',
      articles: [
        { id: 1, title: 'How to order' },
        { id: 12, title: 'Group buying rules' },
        { id: 13, title: 'Flash sale rules' },
        { id: 14, title: 'Bargain rules' },
        { id: 17, title: 'Using coupons' },
        { id: 3, title: 'FAQ' },
      ],
    },
    { id: 2, name: 'Shipping', articles: [{ id: 5, title: 'Shipping times' }] },
    { id: 9, name: 'Drafts only', articles: [] },
  ],
};

const howToOrder: HelpArticle = {
  id: 1,
  title: 'How to order',
  content: [
    '<p>Pay within <strong>30 minutes</strong>.</p>',
    '<img src="/nowhere.png" onerror="window.hacked = true">',
    '<script>window.hacked = true</script>',
    '<p>Questions? <a href="/service/online">Ask customer service</a> or read <a href="https://example.com/terms">the terms</a>.</p>',
  ].join(''),
  category: { id: 1, name: 'Shopping guide' },
  updated_at: '2025-06-01T08:00:00.000Z',
  previous: null,
  next: { id: 12, title: 'Group buying rules' },
};

const hit = (id: number, overrides: Partial<HelpSearchHit> = {}): HelpSearchHit => ({
  id,
  title: `Article ${id}`,
  category: { id: 2, name: 'Shipping' },
  excerpt: `…your 8-digit Pickup code is in the order ${id}…`,
  ...overrides,
});

const results = (list: HelpSearchHit[], overrides: Partial<HelpSearchAnswer> = {}): HelpSearchAnswer => ({ list, page: 1, size: 10, total: list.length, ...overrides });

const open = (url: string) => renderPage(HelpPage, { path: PATH, url });
const location = () => screen.getByTestId('location').textContent;

describe('help centre page', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('opens on the categories as cards with their first articles, and a way to customer service', async () => {
    const answer = later();
    mockApi({ 'GET page/index': answer.handler });
    const { user } = open(PATH);
    expect(screen.getByRole('status', { name: 'Loading the help centre' })).toBeInTheDocument();
    await act(async () => answer.release(ok(index)));

    const guide = await screen.findByRole('region', { name: 'Shopping guide' });
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help you?' })).toBeInTheDocument();
    expect(within(guide).getAllByRole('link').map((link) => link.textContent)).toEqual(['How to order', 'Group buying rules', 'Flash sale rules', 'Bargain rules']);
    await user.click(within(guide).getByRole('button', { name: 'Show 2 more articles' }));
    expect(within(guide).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/page/view?id=3');
    expect(within(guide).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('region', { name: 'Drafts only' })).not.toBeInTheDocument();

    const contact = screen.getByRole('region', { name: 'Still need help?' });
    expect(within(contact).getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '/service/online');
    const topics = screen.getByRole('navigation', { name: 'Help topics' });
    expect(within(topics).getByText('No articles yet')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home›Help centre');
  });

  it('shows an article sanitised, in the breadcrumbs and marked on the left, with its date and the next one', async () => {
    const answer = later();
    mockApi({ 'GET page/index': ok(index), 'GET page/view': answer.handler });
    const { user } = open(`${PATH}?id=1`);
    expect(screen.getByRole('status', { name: 'Loading the article' })).toBeInTheDocument();
    await act(async () => answer.release(ok(howToOrder)));

    expect(await screen.findByRole('heading', { level: 1, name: 'How to order' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home›Help centre›Shopping guide›How to order');
    expect(screen.getByText('Updated 2025-06-01')).toBeInTheDocument();
    const content = screen.getByTestId('help-content');
    expect(content).toHaveTextContent('Pay within 30 minutes.');
    expect(content.innerHTML).not.toMatch(/script|onerror/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(content).getByRole('link', { name: 'the terms' })).toHaveAttribute('href', 'https://example.com/terms');

    const topics = await screen.findByRole('navigation', { name: 'Help topics' });
    expect(within(topics).getByRole('link', { name: 'How to order' })).toHaveAttribute('aria-current', 'page');
    expect(within(topics).getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current');

    const neighbours = screen.getByRole('navigation', { name: 'Previous and next articles' });
    expect(within(neighbours).getAllByRole('link')).toHaveLength(1);
    mockApi({ 'GET page/index': ok(index), 'GET page/view': ok({ ...howToOrder, id: 12, title: 'Group buying rules', previous: { id: 1, title: 'How to order' }, next: null }) });
    await user.click(within(neighbours).getByRole('link', { name: /Next.*Group buying rules/ }));
    expect(location()).toBe('/page/view?id=12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Group buying rules' })).toBeInTheDocument();
  });

  it('follows a link of the article to the shop through the router', async () => {
    mockApi({ 'GET page/index': ok(index), 'GET page/view': ok(howToOrder) });
    const { user } = open(`${PATH}?id=1`);
    const link = await screen.findByRole('link', { name: 'Ask customer service' });
    expect(link).toHaveAttribute('href', '/service/online');
    await user.click(link);
    expect(location()).toBe('/service/online');
  });

  it('says an unknown article cannot be found, in place, with a way back', async () => {
    mockApi({ 'GET page/index': ok(index), 'GET page/view': { code: 404, msg: 'The requested resource does not exist', data: null } });
    const { user } = open(`${PATH}?id=404`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This article cannot be found' })).toBeInTheDocument();
    expect(location()).toBe('/page/view?id=404');
    await user.click(screen.getByRole('link', { name: 'Back to the help centre' }));
    expect(location()).toBe('/page/view');
  });

  it('says a malformed id cannot be found without asking the server for it', () => {
    mockApi({ 'GET page/index': ok(index) });
    open(`${PATH}?id=abc`);
    expect(screen.getByRole('heading', { level: 1, name: 'This article cannot be found' })).toBeInTheDocument();
  });

  it('searches, marking the words in each result as text, and pages', async () => {
    const searches: Array<Record<string, unknown>> = [];
    mockApi({
      'GET page/index': ok(index),
      'GET page/search': (query) => {
        searches.push(query);
        return query.page === 2
          ? ok(results([hit(11, { title: 'Second page' })], { page: 2, total: 11 }))
          : ok(results([hit(4, { title: 'Store pickup', excerpt: '<b>not bold</b> your pickup code' }), ...Array.from({ length: 9 }, (_, n) => hit(20 + n))], { total: 11 }));
      },
    });
    const { user } = open(PATH);
    await user.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), '  pickup ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/page/view?q=pickup');

    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “pickup”' })).toBeInTheDocument();
    expect(screen.getByText('11 articles found')).toBeInTheDocument();
    expect(searches[0]).toEqual({ q: 'pickup', page: 1, size: 10 });
    const list = screen.getByRole('list', { name: 'Results for “pickup”' });
    const first = within(list).getAllByRole('listitem').find((item) => item.textContent?.includes('Store pickup'))!;
    expect(within(first).getByRole('link', { name: 'Store pickup' })).toHaveAttribute('href', '/page/view?id=4');
    expect(first).toHaveTextContent('<b>not bold</b> your pickup code');
    expect(first.querySelectorAll('mark')).toHaveLength(2);
    expect(first.querySelector('b')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search the help centre' })).toHaveValue('pickup');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/page/view?q=pickup&page=2');
    expect(await screen.findByRole('link', { name: 'Second page' })).toBeInTheDocument();
  });

  it('says when nothing matches and offers customer service', async () => {
    mockApi({ 'GET page/index': ok(index), 'GET page/search': ok(results([])) });
    open(`${PATH}?q=${encodeURIComponent('warp drive')}`);
    expect(await screen.findByText('No article matches “warp drive”.')).toBeInTheDocument();
    expect(screen.getByText('0 articles found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contact customer service' })[0]).toHaveAttribute('href', '/service/online');
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    mockApi({
      'GET page/index': ok({ list: [{ id: 1, name: '购物指南', articles: [{ id: 1, title: '购物流程' }] }] }),
      'GET page/view': ok({ ...howToOrder, title: '购物流程', category: { id: 1, name: '购物指南' }, next: { id: 12, title: '拼团规则' } }),
    });
    open(`${PATH}?id=1`);
    expect(await screen.findByRole('heading', { level: 1, name: '购物流程' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '上一篇和下一篇' })).toHaveTextContent('下一篇 ›拼团规则');
    expect(screen.getByText('更新时间：2025-06-01')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: '搜索帮助中心' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/index');
  });
});
