import { screen, waitFor } from '@testing-library/react';
import { mockApi, ok, renderPage } from '@shop/shared/testing';
import '@/i18n/messages';
import { shopCategories } from '@/testing/admin-goods-fixtures';
import { GoodsFilters, NO_FILTERS, type GoodsFilterValues } from './goods-filters';

function renderFilters(values: GoodsFilterValues = NO_FILTERS) {
  mockApi({ 'GET category/index': ok(shopCategories) });
  const onChange = jest.fn();
  const view = renderPage(() => <GoodsFilters values={values} onChange={onChange} />, { path: '/admin/goods/index' });
  return { onChange, ...view };
}

describe('goods filters', () => {
  it('applies the keyword on Search, trimmed, with the filters shown', async () => {
    const { onChange, user } = renderFilters({ ...NO_FILTERS, status: 'off' });
    expect(screen.getByRole('search', { name: 'Filter goods' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), ' linen ');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({ keyword: 'linen', category_id: '', status: 'off', low_stock: '' });
  });

  it('applies the category, the status and low stock at once, and shows the applied category once the categories arrive', async () => {
    const { onChange, user } = renderFilters({ ...NO_FILTERS, category_id: '5', low_stock: '1' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue(/T-shirts/));
    expect(screen.getByRole('checkbox', { name: 'Low stock only (≤ 10)' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'on');
    expect(onChange).toHaveBeenLastCalledWith({ status: 'on' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '1');
    expect(onChange).toHaveBeenLastCalledWith({ category_id: '1' });
    await user.click(screen.getByRole('checkbox', { name: 'Low stock only (≤ 10)' }));
    expect(onChange).toHaveBeenLastCalledWith({ low_stock: '' });
  });

  it('clears every filter on Reset, also a keyword typed but not applied', async () => {
    const { onChange, user } = renderFilters();
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'linen');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onChange).toHaveBeenCalledWith(NO_FILTERS);
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('');
  });
});
