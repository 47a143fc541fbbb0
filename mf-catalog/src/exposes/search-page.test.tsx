import { screen, within } from '@testing-library/react';
import { mockApi, ok, refused, signIn } from '@shop/shared/testing';
import { goodsPage } from '@/testing/fixtures';
import { renderPage } from '@shop/shared/testing';
import SearchPage from './search-page';

const facetsAnswer = {
  brands: [{ id: 3, name: 'Harvest', count: 2, selected: false }],
  attrs: [{ name: 'Weight', values: [{ value: '250 g', token: 'Weight:250 g', count: 1, selected: false }] }],
};

const result = (history: string[] = []) => ({ ...goodsPage(2, { total: 2 }), hot: ['green tea', 'teapot'], history });

function openSearch(url: string, answer = result()) {
  const calls = mockApi({
    'GET search/index': ok(answer),
    'GET search/hot': ok({ hot: ['teapot', 'kettle'], history: [] }),
    'GET search/related': ok({ list: ['oolong', 'Mugs & cups'] }),
    'GET goods/facets': ok(facetsAnswer),
    'POST search/history/clear': ok(null),
  });
  const view = renderPage(SearchPage, { path: '/search/index', url });
  return { calls, ...view };
}

describe('search page', () => {
  it('prompts for a query instead of searching when q is empty', async () => {
    const { calls } = openSearch('/search/index?q=%20%20');
    expect(screen.getByText('Please enter search content')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search');
    await screen.findByRole('link', { name: 'teapot' });
    expect(calls.map((call) => call.route)).toEqual(['GET search/hot']);
  });

  it('prompts when q is missing, offering the hot keywords', async () => {
    const { calls } = openSearch('/search/index');
    expect(screen.getByText('Please enter search content')).toBeInTheDocument();
    const hot = await screen.findByRole('navigation', { name: 'Hot searches' });
    expect(within(hot).getByRole('link', { name: 'teapot' })).toHaveAttribute('href', '/search/index?q=teapot');
    expect(calls.map((call) => call.route)).not.toContain('GET search/index');
  });

  it('searches q with the list filters from the URL and shows the total', async () => {
    const { calls } = openSearch('/search/index?q=tea&sort=sales&page=2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “tea”');
    expect(await screen.findAllByTestId('goods-card')).toHaveLength(2);
    expect(calls.find((call) => call.route === 'GET search/index')).toEqual({ route: 'GET search/index', body: { q: 'tea', sort: 'sales', page: 2, size: 20 } });
    expect(screen.getAllByText('2 items').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'green tea' })).toHaveAttribute('href', '/search/index?q=green%20tea');
  });

  it('offers related searches, each a search of its own', async () => {
    const { calls } = openSearch('/search/index?q=tea');
    const related = await screen.findByRole('navigation', { name: 'Related searches' });
    expect(within(related).getByRole('link', { name: 'Mugs & cups' })).toHaveAttribute('href', '/search/index?q=Mugs%20%26%20cups');
    expect(calls.find((call) => call.route === 'GET search/related')?.body).toEqual({ q: 'tea' });
  });

  it('narrows the results by a brand and a specification, keeping q in the URL', async () => {
    const { calls, user } = openSearch('/search/index?q=tea&page=2');
    const brands = await screen.findByRole('group', { name: 'Brand' });
    await user.click(within(brands).getByRole('checkbox', { name: 'Harvest (2)' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search/index?q=tea&brand_id=3');
    await user.click(within(screen.getByRole('group', { name: 'Weight' })).getByRole('checkbox', { name: '250 g (1)' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search/index?q=tea&brand_id=3&attr=Weight%3A250+g');
    await screen.findAllByTestId('goods-card');
    expect(calls.filter((call) => call.route === 'GET goods/facets').at(-1)?.body).toEqual({ q: 'tea', brand_id: '3', attr: 'Weight:250 g' });
    expect(calls.filter((call) => call.route === 'GET search/index').at(-1)?.body).toEqual({ q: 'tea', brand_id: '3', attr: 'Weight:250 g', sort: 'default', page: 1, size: 20 });
  });

  it('keeps q when sorting', async () => {
    const { calls, user } = openSearch('/search/index?q=tea');
    await screen.findAllByTestId('goods-card');
    await user.click(screen.getByRole('button', { name: 'Price ↑' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search/index?q=tea&sort=price_asc');
    await screen.findAllByTestId('goods-card');
    expect(calls.at(-1)?.body).toEqual({ q: 'tea', sort: 'price_asc', page: 1, size: 20 });
  });

  it("shows a member's recent searches and clears them", async () => {
    signIn();
    const { calls, user } = openSearch('/search/index?q=tea', result(['oolong', 'cups']));
    const recent = await screen.findByRole('navigation', { name: 'Recent searches' });
    expect(within(recent).getByRole('link', { name: 'oolong' })).toHaveAttribute('href', '/search/index?q=oolong');
    await user.click(within(recent).getByRole('button', { name: 'Clear search history' }));
    expect(await screen.findByText('Your search history has been cleared')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.route)).toContain('POST search/history/clear');
  });

  it('explains a query the server refuses as too long: once, without a retry or a stuck placeholder', async () => {
    const q = 'a very long query '.repeat(4);
    const calls = mockApi({
      'GET search/index': refused('Search keywords must be at most 50 characters', { field: 'q' }),
      'GET search/hot': ok({ hot: ['teapot'], history: [] }),
    });
    renderPage(SearchPage, { path: '/search/index', url: `/search/index?q=${encodeURIComponent(q)}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('These search keywords are too long to search for.');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveClass('line-clamp-2', 'break-all');
    expect(screen.queryByText('Search keywords must be at most 50 characters')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'teapot' })).toBeInTheDocument();
    expect(calls.filter((call) => call.route === 'GET search/index')).toHaveLength(1);
  });

  it('does not show recent searches to a visitor', async () => {
    openSearch('/search/index?q=tea', result(['oolong']));
    await screen.findAllByTestId('goods-card');
    expect(screen.queryByRole('navigation', { name: 'Recent searches' })).not.toBeInTheDocument();
  });
});
