import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { mockStaffApi, ok, refused, renderPage, signInStaff } from '@shop/shared/testing';
import { adminArticle, adminCategory, helpIndex } from '@/features/admin-help/testing/admin-help-fixtures';
import AdminHelpPage from './admin-help-page';

const PATH = '/admin/content/help';

const table = () => screen.getByRole('table', { name: 'Help articles' });
const titles = () => within(table()).queryAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.querySelector('p')?.textContent);

describe('back-office help articles', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('lists every article with its category and state, filtered by category and by a title search', async () => {
    signInStaff(['help.edit']);
    mockStaffApi({ 'GET admin/page/index': ok(helpIndex()) });
    const { user } = renderPage(AdminHelpPage, { path: PATH });
    await screen.findByText('How to order');
    expect(titles()).toEqual(['How to order', 'Using coupons', 'Shipping times']);
    const draft = screen.getByText('Using coupons').closest('tr')!;
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('Shopping guide');
    expect(draft).toHaveTextContent('使用优惠券');

    await user.click(screen.getByRole('button', { name: 'Shipping 1' }));
    expect(titles()).toEqual(['Shipping times']);
    expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?category=2`);
    await user.click(screen.getByRole('button', { name: 'All articles 3' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), '下单');
    await waitFor(() => expect(titles()).toEqual(['How to order']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search titles' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'nothing like it');
    expect(await screen.findByText('No article matches.')).toBeInTheDocument();
  });

  it('edits an article’s English title and content beside a sanitised preview, then shows what the server kept', async () => {
    signInStaff(['help.edit']);
    const stored = adminArticle(1, { zh: { title: '如何下单', content: '<p>30分钟内付款。</p>' }, en: { title: 'How to place an order', content: '<p>Pay <em>soon</em>.</p>' } });
    const calls = mockStaffApi({ 'GET admin/page/index': ok(helpIndex()), 'POST admin/page/save': { code: 1, msg: 'Article saved', data: stored } });
    const { user } = renderPage(AdminHelpPage, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Edit How to order' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit article' });
    const title = within(dialog).getByLabelText('Title (English)');
    expect(title).toHaveValue('How to order');
    await user.clear(title);
    await user.type(title, 'How to place an order');

    await user.click(within(dialog).getByRole('tab', { name: 'English' }));
    const content = within(dialog).getByLabelText('Content in English (HTML)');
    await user.clear(content);
    await user.click(content);
    await user.paste('<p>Pay <em>soon</em>.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>');
    const preview = within(dialog).getByTestId('article-preview');
    expect(within(preview).getByText('soon').tagName).toBe('EM');
    expect(preview.innerHTML).not.toMatch(/onerror|script/);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Saved: the content above is what the help centre keeps.');
    expect(content).toHaveValue('<p>Pay <em>soon</em>.</p>');
    expect(within(dialog).getByRole('link', { name: 'Open in the help centre' })).toHaveAttribute('href', '/page/view?id=1');
    expect(screen.getByText('Article saved')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST admin/page/save')?.body).toMatchObject({ id: 1, category_id: 1, en: { title: 'How to place an order' } });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(table()).getByText('How to place an order')).toBeInTheDocument();
  });

  it('creates an article in the chosen category after the contract’s checks', async () => {
    signInStaff(['*']);
    mockStaffApi({
      'GET admin/page/index': ok(helpIndex()),
      'POST admin/page/save': ({ en }) => ok(adminArticle(9, { category_id: 3, en: { title: (en as { title: string }).title, content: '' } })),
    });
    const { user } = renderPage(AdminHelpPage, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'New article' }));
    const dialog = screen.getByRole('dialog', { name: 'New article' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Title (English)')).toHaveAccessibleDescription('Please fill this in');
    expect(within(dialog).getByLabelText('Category')).toHaveAccessibleDescription('Choose a category');

    await user.type(within(dialog).getByLabelText('Title (Chinese)'), '退货流程');
    await user.type(within(dialog).getByLabelText('Title (English)'), 'How to return goods');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Returns');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('status')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Edit article' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Returns 1' })).toBeInTheDocument();
  });

  it('creates and renames categories, and shows why one with articles cannot be deleted', async () => {
    signInStaff(['help.edit']);
    const notEmpty = 'This category still has articles';
    mockStaffApi({
      'GET admin/page/index': ok(helpIndex()),
      'POST admin/page/category/save': ({ id, name }) => ok(adminCategory((id as number | undefined) ?? 7, (name as { en: string }).en, (name as { zh: string }).zh, [])),
      'POST admin/page/category/delete': ({ id }) => (id === 1 ? refused(notEmpty, { field: 'id' }) : ok(null)),
    });
    const { user } = renderPage(AdminHelpPage, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    let dialog = screen.getByRole('dialog', { name: 'New category' });
    await user.type(within(dialog).getByLabelText('Name (Chinese)'), '会员');
    await user.type(within(dialog).getByLabelText('Name (English)'), 'Membership');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Membership 0' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Returns' }));
    dialog = screen.getByRole('dialog', { name: 'Rename category' });
    await user.clear(within(dialog).getByLabelText('Name (English)'));
    await user.type(within(dialog).getByLabelText('Name (English)'), 'Returns and refunds');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Returns and refunds 0' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Shopping guide' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete this category?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(notEmpty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shopping guide 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Membership' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Membership 0' })).not.toBeInTheDocument());
  });

  it('deletes an article after confirming', async () => {
    signInStaff(['help.edit']);
    mockStaffApi({ 'GET admin/page/index': ok(helpIndex()), 'POST admin/page/delete': { code: 1, msg: 'Article deleted', data: null } });
    const { user } = renderPage(AdminHelpPage, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Delete Shipping times' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete this article?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Article deleted')).toBeInTheDocument();
    expect(screen.queryByText('Shipping times')).not.toBeInTheDocument();
  });

  it('shows no action to someone without help.edit', async () => {
    signInStaff(['activity.view']);
    mockStaffApi({ 'GET admin/page/index': ok(helpIndex()) });
    renderPage(AdminHelpPage, { path: PATH });
    await screen.findByText('How to order');
    expect(screen.queryByRole('button', { name: /Edit|Delete|New/ })).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    signInStaff(['*']);
    mockStaffApi({ 'GET admin/page/index': ok(helpIndex()) });
    renderPage(AdminHelpPage, { path: PATH });
    expect(await screen.findByText('如何下单')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '购物指南 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑如何下单' })).toBeInTheDocument();
    expect(screen.getByText('草稿')).toBeInTheDocument();
  });
});
