import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n, useToastStore } from '@shop/shared';
import { mockStaffApi, ok, refused, renderPage, signInStaff, type ApiCall } from '@shop/shared/testing';
import '@/i18n/messages';
import { adminTShirt, shopCategories } from '@/testing/admin-goods-fixtures';
import { GoodsForm } from './goods-form';

const saves = (calls: ApiCall[]) => calls.filter((call) => call.route === 'POST admin/goods/save');
const toasts = () => useToastStore.getState().items.map((item) => item.message);

function renderForm(goods: typeof adminTShirt | null, save: Parameters<typeof mockStaffApi>[0][string] = ok(adminTShirt)) {
  signInStaff(['goods.view', 'goods.edit']);
  const calls = mockStaffApi({
    'GET category/index': ok(shopCategories),
    'GET admin/brand/index': ok({ list: [{ id: 2, name_zh: '棉麻织造', name_en: 'Linen & Loom', sort: 0, goods: 8 }, { id: 4, name_zh: '步履', name_en: 'Stride', sort: 1, goods: 5 }] }),
    'POST admin/goods/save': save,
  });
  return { calls, ...renderPage(() => <GoodsForm goods={goods} />, { path: '/admin/goods/edit' }) };
}

afterEach(() => act(() => void i18n.changeLanguage('en-us')));

describe('goods form', () => {
  it('says what a new product lacks in a word, focuses the first, and sends nothing', async () => {
    const { calls, user } = renderForm(null);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Chinese name' })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: 'Chinese name' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: 'Price of Default option' })).toHaveAccessibleDescription('Required');
    expect(screen.getByText('Add at least one picture')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), '5');
    expect(screen.getByRole('combobox', { name: 'Category' })).not.toHaveAccessibleDescription();
  });

  it('shows the product’s brand and saves the one chosen, or none', async () => {
    const { calls, user } = renderForm(adminTShirt);
    const brand = screen.getByRole('combobox', { name: 'Brand' });
    await waitFor(() => expect(brand).toHaveDisplayValue('Linen & Loom'));
    await user.selectOptions(brand, 'Stride');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({ id: 3, brand_id: 4 });
    await user.selectOptions(brand, 'No brand');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1]!.body).toMatchObject({ id: 3, brand_id: null });
  });

  it('words the contract’s price and stock rules, in Chinese too', async () => {
    act(() => void i18n.changeLanguage('zh-cn'));
    const { calls, user } = renderForm(adminTShirt);
    const table = within(screen.getByRole('table', { name: '规格' }));
    await user.clear(table.getByRole('textbox', { name: '颜色：红的售价' }));
    await user.type(table.getByRole('textbox', { name: '颜色：红的售价' }), '-1');
    await user.clear(table.getByRole('spinbutton', { name: '颜色：蓝的库存' }));
    await user.clear(screen.getByRole('textbox', { name: '英文名称' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('textbox', { name: '英文名称' })).toHaveAccessibleDescription('必填');
    expect(table.getByRole('textbox', { name: '颜色：红的售价' })).toHaveAccessibleDescription('请输入最多两位小数的金额');
    expect(table.getByRole('spinbutton', { name: '颜色：蓝的库存' })).toHaveAccessibleDescription('请输入 0 到 1,000,000 的整数');
    expect(saves(calls)).toHaveLength(0);
  });

  it('says a refusal naming a row’s cell under that cell, and focuses it', async () => {
    const { user } = renderForm(adminTShirt, refused('This option no longer exists', { field: 'skus.1.sell_price' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const price = screen.getByRole('textbox', { name: 'Price of Colour: Blue' });
    await waitFor(() => expect(price).toHaveAccessibleDescription('This option no longer exists'));
    expect(price).toHaveFocus();
    expect(toasts()).toEqual([]);
  });

  it('toasts a refusal that names no field of the form, once, keeping what was typed', async () => {
    const { user } = renderForm(adminTShirt, refused('Goods of a closed shop cannot be changed', { field: 'shop_id' }));
    await user.clear(screen.getByRole('textbox', { name: 'English name' }));
    await user.type(screen.getByRole('textbox', { name: 'English name' }), 'Linen T-shirt');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual(['Goods of a closed shop cannot be changed']));
    expect(screen.getByRole('textbox', { name: 'English name' })).toHaveValue('Linen T-shirt');
  });
});
