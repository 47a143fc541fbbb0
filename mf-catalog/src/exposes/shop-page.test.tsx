import { act, screen } from '@testing-library/react';
import { later, mockApi, ok } from '@shop/shared/testing';
import { goodsPage } from '@/testing/fixtures';
import { renderPage } from '@shop/shared/testing';
import ShopPage from './shop-page';

const shop = { id: 8, name: 'Cotton House', logo: '/img/shop.png', banner: '/img/banner.png', description: 'Cotton clothes since 1998', rating: 4.9, goods_count: 128 };

describe('shop page', () => {
  it('shows skeletons, then the shop header and its goods', async () => {
    const answer = later();
    const calls = mockApi({ 'GET shop/index': answer.handler });
    renderPage(ShopPage, { path: '/shop/index', url: '/shop/index?id=8&sort=sales' });
    expect(screen.getByRole('status', { name: 'Loading goods' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shop');
    await act(async () => answer.release(ok({ shop, goods: goodsPage(3) })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton House' })).toBeInTheDocument();
    expect(screen.getByText('Cotton clothes since 1998')).toBeInTheDocument();
    expect(screen.getByText('4.9')).toBeInTheDocument();
    expect(screen.getByText('128')).toBeInTheDocument();
    expect(screen.getAllByTestId('goods-card')).toHaveLength(3);
    expect(calls[0]?.body).toEqual({ id: 8, sort: 'sales', page: 1, size: 20 });
  });

  it('keeps the shop id when filtering by price', async () => {
    const calls = mockApi({ 'GET shop/index': ok({ shop, goods: goodsPage(3) }) });
    const { user } = renderPage(ShopPage, { path: '/shop/index', url: '/shop/index?id=8' });
    await screen.findAllByTestId('goods-card');
    await user.type(screen.getByLabelText('Maximum price'), '50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/index?id=8&max_price=50');
    await screen.findAllByTestId('goods-card');
    expect(calls.at(-1)?.body).toEqual({ id: 8, max_price: '50', sort: 'default', page: 1, size: 20 });
    expect(screen.getByRole('heading', { level: 1, name: 'Cotton House' })).toBeInTheDocument();
  });
});
