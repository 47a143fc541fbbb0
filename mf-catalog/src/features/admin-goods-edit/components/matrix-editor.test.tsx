import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { i18n } from '@shop/shared';
import { mockStaffApi, ok, renderPage, signInStaff } from '@shop/shared/testing';
import '@/i18n/messages';
import { adminTShirt, shopCategories } from '@/testing/admin-goods-fixtures';
import { GoodsForm } from './goods-form';

function renderForm(goods: typeof adminTShirt | null) {
  signInStaff(['goods.view', 'goods.edit']);
  const calls = mockStaffApi({ 'GET category/index': ok(shopCategories), 'POST admin/goods/save': ok(adminTShirt) });
  return { calls, ...renderPage(() => <GoodsForm goods={goods} />, { path: '/admin/goods/edit' }) };
}

const rows = (table = 'Options') => within(screen.getByRole('table', { name: table })).getAllByRole('row').slice(1);

/** Adds a spec group and types its names and values, as an operator does. */
async function addGroup(user: UserEvent, n: number, names: [string, string], values: [string, string][]) {
  await user.click(screen.getByRole('button', { name: 'Add a spec group' }));
  await user.type(screen.getByRole('textbox', { name: `Chinese name of group ${n}` }), names[0]);
  await user.type(screen.getByRole('textbox', { name: `English name of group ${n}` }), names[1]);
  for (const [at, [zh, en]] of values.entries()) {
    if (at > 0) await user.click(screen.getByRole('button', { name: `Add a value to ${names[1]}` }));
    await user.type(screen.getByRole('textbox', { name: `Chinese value ${at + 1} of ${names[1]}` }), zh);
    await user.type(screen.getByRole('textbox', { name: `English value ${at + 1} of ${names[1]}` }), en);
  }
}

afterEach(() => act(() => void i18n.changeLanguage('en-us')));

describe('the SKU matrix editor', () => {
  it('derives a SKU per combination, sets prices and stock in bulk, and keeps them when a value goes', async () => {
    const { user } = renderForm(null);
    expect(rows()).toHaveLength(1);
    await addGroup(user, 1, ['颜色', 'Colour'], [
      ['白色', 'white'],
      ['蓝色', 'blue'],
    ]);
    await addGroup(user, 2, ['尺码', 'Size'], [
      ['S', 'S'],
      ['M', 'M'],
      ['L', 'L'],
      ['XL', 'XL'],
    ]);
    expect(rows()).toHaveLength(8);
    expect(screen.getByText('8 SKUs')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Price to set' }), '199');
    await user.type(screen.getByRole('textbox', { name: 'Market price to set' }), '299');
    await user.type(screen.getByRole('spinbutton', { name: 'Stock to set' }), '10');
    await user.click(screen.getByRole('button', { name: 'Apply to 8 SKUs' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Set on 8 SKUs; save to keep it.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'blue');
    await user.clear(screen.getByRole('textbox', { name: 'Price to set' }));
    await user.clear(screen.getByRole('textbox', { name: 'Market price to set' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Stock to set' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Stock to set' }), '20');
    await user.click(screen.getByRole('button', { name: 'Apply to 4 SKUs' }));
    expect(screen.getByRole('textbox', { name: 'Price of Colour: blue, Size: L' })).toHaveValue('199');
    expect(screen.getByRole('spinbutton', { name: 'Stock of Colour: blue, Size: L' })).toHaveValue(20);
    expect(screen.getByRole('spinbutton', { name: 'Stock of Colour: white, Size: L' })).toHaveValue(10);
    await user.clear(screen.getByRole('textbox', { name: 'Code of Colour: blue, Size: L' }));
    await user.type(screen.getByRole('textbox', { name: 'Code of Colour: blue, Size: L' }), 'LS-BL');

    await user.click(screen.getByRole('button', { name: 'Remove S' }));
    expect(rows()).toHaveLength(6);
    expect(screen.getByRole('spinbutton', { name: 'Stock of Colour: blue, Size: L' })).toHaveValue(20);
    expect(screen.getByRole('textbox', { name: 'Code of Colour: blue, Size: L' })).toHaveValue('LS-BL');
    expect(screen.queryByRole('textbox', { name: 'Price of Colour: blue, Size: S' })).not.toBeInTheDocument();
    // An operator's typing, key by key, of two groups and six values takes a while in jsdom.
  }, 20_000);

  it('says a value typed twice in a group under that value, in Chinese too, and sends nothing', async () => {
    act(() => void i18n.changeLanguage('zh-cn'));
    const { calls, user } = renderForm(adminTShirt);
    await user.click(await screen.findByRole('button', { name: '为颜色添加规格值' }));
    await user.type(screen.getByRole('textbox', { name: '颜色的第 3 个中文规格值' }), '蓝');
    await user.type(screen.getByRole('textbox', { name: '颜色的第 3 个英文规格值' }), 'Navy');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('textbox', { name: '颜色的第 3 个中文规格值' })).toHaveAccessibleDescription('该规格下已有此值');
    expect(screen.getByRole('textbox', { name: '颜色的第 3 个英文规格值' })).not.toHaveAccessibleDescription();
    expect(calls.filter((call) => call.route === 'POST admin/goods/save')).toHaveLength(0);
  });

  it('refuses a bulk price that is not one, changing nothing', async () => {
    const { user } = renderForm(adminTShirt);
    await user.type(await screen.findByRole('textbox', { name: 'Price to set' }), '12.345');
    await user.click(screen.getByRole('button', { name: 'Apply to 2 SKUs' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Enter yuan with at most two decimals');
    expect(screen.getByRole('textbox', { name: 'Price of Colour: Red' })).toHaveValue('99.00');
  });

  it('sends a new value’s SKU without an id, the others keeping theirs, in Chinese too', async () => {
    act(() => void i18n.changeLanguage('zh-cn'));
    const { calls, user } = renderForm(adminTShirt);
    await user.click(await screen.findByRole('button', { name: '为颜色添加规格值' }));
    await user.type(screen.getByRole('textbox', { name: '颜色的第 3 个中文规格值' }), '绿');
    await user.type(screen.getByRole('textbox', { name: '颜色的第 3 个英文规格值' }), 'Green');
    expect(rows('规格')).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: '颜色：绿的售价' }), '89');
    await user.type(screen.getByRole('textbox', { name: '颜色：绿的市场价' }), '159');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const saves = () => (calls).filter((call) => call.route === 'POST admin/goods/save');
    await waitFor(() => expect(saves()).toHaveLength(1));
    const [sent] = saves();
    expect(sent!.body.specs).toEqual([expect.objectContaining({ id: 12, values: [expect.objectContaining({ id: 31 }), expect.objectContaining({ id: 32 }), { value_zh: '绿', value_en: 'Green', image: '' }] })]);
    expect(sent!.body.skus).toEqual([
      expect.objectContaining({ id: 101, values: [0], sell_price: '99.00', stock_seen: 3 }),
      expect.objectContaining({ id: 102, values: [1], sell_price: '109.00' }),
      { values: [2], sell_price: '89', market_price: '159', stock: 0, code: '', image: '' },
    ]);
  });
});
