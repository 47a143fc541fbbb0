import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n, useToastStore } from '@shop/shared';
import { mockStaffApi, refused, renderPage, signInStaff, type ApiCall } from '@shop/shared/testing';
import '@/i18n/messages';
import { adminCategories } from '@/testing/admin-goods-fixtures';
import { CategoryDialog } from './category-dialog';

const saves = (calls: ApiCall[]) => calls.filter((call) => call.route === 'POST admin/category/save').map((call) => call.body);
const toasts = () => useToastStore.getState().items.map((item) => item.message);
const clothing = adminCategories.list[0]!;
const saved = { code: 1, msg: 'Category saved', data: { id: 9, parent_id: 1, name_zh: '衬衫', name_en: 'Shirts', image: '', sort: 2, hidden: false, goods: 0 } };

function renderDialog(category: typeof clothing | null, save: Parameters<typeof mockStaffApi>[0][string] = saved) {
  signInStaff(['category.view', 'category.edit']);
  const calls = mockStaffApi({ 'POST admin/category/save': save });
  const onClose = jest.fn();
  const view = renderPage(() => <CategoryDialog title="Category" category={category} parentId={category ? category.parent_id : 1} onClose={onClose} />, { path: '/admin/goods/category' });
  return { calls, onClose, ...view, dialog: screen.getByRole('dialog', { name: 'Category' }) };
}

afterEach(() => act(() => void i18n.changeLanguage('en-us')));

describe('category dialog', () => {
  it('needs both names and a sort, in a word, in either language', async () => {
    act(() => void i18n.changeLanguage('zh-cn'));
    const { calls, user, dialog } = renderDialog(null);
    await user.clear(within(dialog).getByRole('spinbutton', { name: '排序（数字小的在前）' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('textbox', { name: '中文名称' })).toHaveAccessibleDescription('必填');
    expect(within(dialog).getByRole('textbox', { name: '中文名称' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: '英文名称' })).toHaveAccessibleDescription('必填');
    expect(within(dialog).getByRole('spinbutton', { name: '排序（数字小的在前）' })).toHaveAccessibleDescription('必填');
    expect(saves(calls)).toEqual([]);
  });

  it('refuses a sort out of range', async () => {
    const { calls, user, dialog } = renderDialog(clothing);
    const sort = within(dialog).getByRole('spinbutton', { name: 'Sort (lower first)' });
    await user.clear(sort);
    await user.type(sort, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too small')).toBeInTheDocument();
    expect(sort).toHaveAttribute('aria-invalid', 'true');
    expect(saves(calls)).toEqual([]);
  });

  it('saves an edit with the category’s id and closes', async () => {
    const { calls, onClose, user, dialog } = renderDialog(clothing);
    await user.clear(within(dialog).getByRole('textbox', { name: 'English name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'English name' }), ' Apparel ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves(calls)).toEqual([{ id: clothing.id, parent_id: null, name_zh: clothing.name_zh, name_en: 'Apparel', sort: clothing.sort, image: clothing.image, hidden: false }]);
  });

  it('hides a category from the shop, saying what that means, in Chinese too', async () => {
    act(() => void i18n.changeLanguage('zh-cn'));
    const { calls, onClose, user, dialog } = renderDialog(clothing);
    const hidden = within(dialog).getByRole('checkbox', { name: '在商城中隐藏' });
    expect(hidden).toHaveAccessibleDescription('隐藏的分类及其子分类、商品不在商城的分类菜单和列表中显示；搜索仍能找到这些商品。');
    await user.click(hidden);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves(calls)).toEqual([expect.objectContaining({ id: clothing.id, hidden: true })]);
  });

  it('says a refused parent in the dialog, without toasting it', async () => {
    const parent = renderDialog(null, refused('A category can only be filed under a top category', { field: 'parent_id' }));
    await parent.user.type(within(parent.dialog).getByRole('textbox', { name: 'Chinese name' }), '衬衫');
    await parent.user.type(within(parent.dialog).getByRole('textbox', { name: 'English name' }), 'Shirts');
    await parent.user.click(within(parent.dialog).getByRole('button', { name: 'Save' }));
    expect(await within(parent.dialog).findByRole('alert')).toHaveTextContent('A category can only be filed under a top category');
    expect(toasts()).toEqual([]);
    expect(parent.onClose).not.toHaveBeenCalled();
  });

  it('toasts a refusal that names no field of the dialog, once', async () => {
    const { onClose, user, dialog } = renderDialog(clothing, refused('Categories are being rearranged, try again in a minute'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual(['Categories are being rearranged, try again in a minute']));
    expect(onClose).not.toHaveBeenCalled();
  });
});
