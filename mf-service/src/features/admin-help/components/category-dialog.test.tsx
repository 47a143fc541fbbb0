import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { mockStaffApi, ok, refused, signInStaff } from '@shop/shared/testing';
import { renderUi } from '@/testing/render-ui';
import { adminCategory } from '../testing/admin-help-fixtures';
import { CategoryDialog } from './category-dialog';

function renderDialog(category = adminCategory(3, 'Returns', '退换货', [])) {
  const onClose = jest.fn();
  const view = renderUi(<CategoryDialog category={category} onClose={onClose} />, '/admin/content/help');
  return { ...view, onClose };
}

describe('the help category dialog', () => {
  beforeEach(() => signInStaff(['help.edit']));
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('words what the contract refuses under each name and sends nothing', async () => {
    const calls = mockStaffApi({});
    const { user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Rename category' });
    await user.clear(within(dialog).getByLabelText('Name (Chinese)'));
    await user.click(within(dialog).getByLabelText('Name (English)'));
    await user.paste('x'.repeat(60));
    await user.clear(within(dialog).getByLabelText('Order (smaller first)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Name (Chinese)')).toHaveAccessibleDescription('Please fill this in');
    expect(within(dialog).getByLabelText('Name (Chinese)')).toHaveFocus();
    expect(within(dialog).getByLabelText('Name (English)')).toHaveAccessibleDescription('60 characters at most');
    expect(within(dialog).getByLabelText('Order (smaller first)')).toHaveAccessibleDescription('Please fill this in');
    expect(calls).toEqual([]);
  });

  it('says it in Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    mockStaffApi({});
    const { user, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: '重命名分类' });
    await user.click(within(dialog).getByLabelText('名称（中文）'));
    await user.paste('长'.repeat(40));
    await user.clear(within(dialog).getByLabelText('名称（英文）'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText('名称（中文）')).toHaveAccessibleDescription('最多 40 个字符');
    expect(within(dialog).getByLabelText('名称（英文）')).toHaveAccessibleDescription('请填写此项');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('saves the names trimmed with the category’s id and closes', async () => {
    const calls = mockStaffApi({ 'POST admin/page/category/save': ok(adminCategory(3, 'Returns and refunds', '退换货', [])) });
    const { user, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Rename category' });
    await user.type(within(dialog).getByLabelText('Name (English)'), ' and refunds ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls[0]?.body).toEqual({ id: 3, name: { zh: '退换货', en: 'Returns and refunds' }, sort: 3 });
  });

  it('shows a refusal naming a field under it, and closes on Cancel without saving', async () => {
    const calls = mockStaffApi({ 'POST admin/page/category/save': refused('Another category already uses this order', { field: 'sort' }) });
    const { user, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Rename category' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another category already uses this order')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Order (smaller first)')).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });
});
