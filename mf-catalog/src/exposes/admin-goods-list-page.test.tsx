import { screen, within } from '@testing-library/react';
import { mockStaffApi, ok, renderPage, signInStaff } from '@shop/shared/testing';
import { adminGoodsPage, adminGoodsRow, shopCategories } from '@/testing/admin-goods-fixtures';
import AdminGoodsListPage from './admin-goods-list-page';

const PATH = '/admin/goods/index';
const rows = [adminGoodsRow(1, { name: 'Linen shirt', min_price: '59.00', max_price: '79.50', stock: 8, low_stock: true }), adminGoodsRow(2, { name: 'Wool scarf', status: 'off' })];

function openList(permissions: string[], url = PATH) {
  signInStaff(permissions);
  const calls = mockStaffApi({
    'GET admin/goods/index': ok(adminGoodsPage(rows, 42)),
    'GET category/index': ok(shopCategories),
    'POST admin/goods/status': (body) => ({ code: 1, msg: 'Shelf status saved', data: { changed: (body.ids as number[]).length } }),
  });
  return { calls, ...renderPage(AdminGoodsListPage, { path: PATH, url }) };
}

const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('back-office goods list', () => {
  it('shows each product with its picture, price range in yuan, stock with a low-stock badge, and shelf status', async () => {
    openList(['goods.view', 'goods.edit']);
    await screen.findByRole('link', { name: 'Linen shirt' });
    const shirt = row('Linen shirt');
    expect(within(shirt).getByText('59.00 yuan')).toBeInTheDocument();
    expect(within(shirt).getByText('79.50 yuan')).toBeInTheDocument();
    expect(within(shirt).getByText('Low stock')).toBeInTheDocument();
    expect(shirt).toHaveTextContent('On shelf');
    expect(within(row('Wool scarf')).queryByText('Low stock')).not.toBeInTheDocument();
    expect(row('Wool scarf')).toHaveTextContent('Off shelf');
    expect(screen.getByRole('link', { name: 'Edit Linen shirt' })).toHaveAttribute('href', '/admin/goods/edit?id=1');
  });

  it('sorts and filters on the server, keeping them in the URL', async () => {
    const { calls, user } = openList(['goods.view'], `${PATH}?status=off`);
    await screen.findByRole('link', { name: 'Linen shirt' });
    expect(calls.find((call) => call.route === 'GET admin/goods/index')?.body).toEqual({ page: 1, size: 20, sort: 'id', order: 'desc', status: 'off' });
    await user.click(within(screen.getByRole('columnheader', { name: /Price/ })).getByRole('button'));
    expect(calls.at(-1)?.body).toMatchObject({ sort: 'price', order: 'desc', status: 'off' });
    await user.click(screen.getByRole('checkbox', { name: 'Low stock only (≤ 10)' }));
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'linen');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(calls.at(-1)?.body).toMatchObject({ keyword: 'linen', low_stock: '1', sort: 'price' });
    expect(screen.getByTestId('location')).toHaveTextContent('low_stock=1');
  });

  it('puts a product on the shelf with its switch, and takes several off at once', async () => {
    const { calls, user } = openList(['goods.view', 'goods.edit']);
    await screen.findByRole('link', { name: 'Linen shirt' });
    await user.click(screen.getByRole('switch', { name: 'Put Wool scarf on the shelf' }));
    expect(await screen.findByText('Shelf status saved')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST admin/goods/status')?.body).toEqual({ ids: [2], status: 'on' });

    await user.click(screen.getByRole('checkbox', { name: 'Select every product on this page' }));
    expect(screen.getByText('2 products selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take off shelf' }));
    expect(calls.filter((call) => call.route === 'POST admin/goods/status').at(-1)?.body).toEqual({ ids: [1, 2], status: 'off' });
  });

  it('shows a viewer the goods without any way to change them', async () => {
    openList(['goods.view']);
    await screen.findByRole('link', { name: 'Linen shirt' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Linen shirt' })).toBeInTheDocument();
  });
});
