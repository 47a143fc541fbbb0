import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { mockStaffApi, refused, signInStaff } from '@shop/shared/testing';
import { renderUi } from '@/testing/render-ui';
import { adminArticle, helpIndex } from '../testing/admin-help-fixtures';
import { ArticleEditor } from './article-editor';

const categories = helpIndex().list;

function renderEditor(categoryId: number | null = null) {
  const onClose = jest.fn();
  const view = renderUi(<ArticleEditor categories={categories} categoryId={categoryId} onClose={onClose} />, '/admin/content/help');
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: /article|文章/ }) };
}

describe('the help article editor', () => {
  beforeEach(() => signInStaff(['help.edit']));
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('words every refused field in the help centre’s own words, focuses the first and sends nothing', async () => {
    const calls = mockStaffApi({});
    const { user, dialog } = renderEditor();
    await user.click(within(dialog).getByLabelText('Title (English)'));
    await user.paste('x'.repeat(121));
    await user.clear(within(dialog).getByLabelText('Order (smaller first)'));
    await user.click(within(dialog).getByLabelText('Content in Chinese (HTML)'));
    await user.paste('x'.repeat(50_001));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByLabelText('Title (Chinese)')).toHaveAccessibleDescription('Please fill this in');
    expect(within(dialog).getByLabelText('Title (Chinese)')).toHaveFocus();
    expect(within(dialog).getByLabelText('Title (English)')).toHaveAccessibleDescription('120 characters at most');
    expect(within(dialog).getByLabelText('Category')).toHaveAccessibleDescription('Choose a category');
    expect(within(dialog).getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Order (smaller first)')).toHaveAccessibleDescription('Please fill this in');
    expect(within(dialog).getByLabelText('Content in Chinese (HTML)')).toHaveAccessibleDescription('The content is too long');
    expect(calls).toEqual([]);
  });

  it('asks for an order that is a whole number from 0, and forgets a problem once the field is typed in', async () => {
    mockStaffApi({});
    const { user, dialog } = renderEditor(1);
    const order = within(dialog).getByLabelText('Order (smaller first)');
    await user.clear(order);
    await user.type(order, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(order).toHaveAccessibleDescription('Please check this value');
    await user.type(order, '4');
    expect(order).not.toHaveAttribute('aria-invalid');
  });

  it('says it in Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    mockStaffApi({});
    const { user, dialog } = renderEditor();
    await user.click(within(dialog).getByLabelText('标题（中文）'));
    await user.paste('长'.repeat(81));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText('标题（中文）')).toHaveAccessibleDescription('最多 80 个字符');
    expect(within(dialog).getByLabelText('标题（英文）')).toHaveAccessibleDescription('请填写此项');
    expect(within(dialog).getByLabelText('分类')).toHaveAccessibleDescription('请选择分类');
  });

  it('shows a refusal naming the category under it in the server’s words, and toasts one naming no field', async () => {
    let answer = refused('That category no longer exists', { field: 'category_id' });
    const calls = mockStaffApi({ 'POST admin/page/save': () => answer });
    const { user, dialog } = renderEditor(3);
    await user.type(within(dialog).getByLabelText('Title (Chinese)'), '退货');
    await user.type(within(dialog).getByLabelText('Title (English)'), 'Returns');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('That category no longer exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Category')).toHaveFocus();
    expect(calls[0]?.body).toEqual({ category_id: 3, zh: { title: '退货', content: '' }, en: { title: 'Returns', content: '' }, sort: 0, published: true });

    answer = refused('The help centre is being moved: try again in a minute');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('The help centre is being moved: try again in a minute')).toHaveLength(1));
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays open on the stored article once saved, and its × closes it', async () => {
    const stored = adminArticle(9, { category_id: 3, zh: { title: '退货', content: '' }, en: { title: 'Returns', content: '' } });
    mockStaffApi({ 'POST admin/page/save': { code: 1, msg: 'Article saved', data: stored } });
    const { user, dialog, onClose } = renderEditor(3);
    await user.type(within(dialog).getByLabelText('Title (Chinese)'), '退货');
    await user.type(within(dialog).getByLabelText('Title (English)'), 'Returns');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Saved: the content above is what the help centre keeps.');
    expect(screen.getByRole('dialog', { name: 'Edit article' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
