import { act, screen, waitFor, within } from '@testing-library/react';
import type { HomeBlockInput } from '@shop/contract';
import { i18n } from '@shop/shared';
import { mockStaffApi, refused, renderPage, signInStaff } from '@shop/shared/testing';
import '@/i18n/messages';
import { goods } from '@/testing/render';
import { newBlock } from '../lib/new-block';
import { DesignForm } from './design-form';
import { designDetail as detail } from '@/testing/design-detail';

const words = { title: 'Spring', text: 'Hello', more: 'More' };
const title = (text: string): HomeBlockInput => newBlock('title', { ...words, title: text });

function renderForm(list: HomeBlockInput[], routes: Parameters<typeof mockStaffApi>[0] = {}) {
  signInStaff(['design.view', 'design.edit', 'design.publish']);
  const calls = mockStaffApi(routes);
  const Page = () => <DesignForm kind="home" lang="en-us" detail={detail(list)} onDirtyChange={() => undefined} />;
  return { ...renderPage(Page, { path: '/admin/design/index' }), calls };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const spinbutton = (name: string) => screen.getByRole('spinbutton', { name });

describe('the design form', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('words each refused setting in the editor’s own words as it is typed', async () => {
    const { user } = renderForm([title('Spring')]);
    await user.clear(textbox('Title'));
    await user.clear(spinbutton('Title font size (px)'));
    await user.type(spinbutton('Title font size (px)'), '5');
    await user.clear(spinbutton('Margin (px)'));
    expect(textbox('Title')).toHaveAccessibleDescription('Too small, or missing');
    expect(spinbutton('Title font size (px)')).toHaveAccessibleDescription('Too small, or missing');
    expect(spinbutton('Title font size (px)')).toHaveAttribute('aria-invalid', 'true');
    expect(spinbutton('Margin (px)')).toHaveAccessibleDescription('Please check this value');
  });

  it('says what a colour and a link look like', async () => {
    const { user } = renderForm([title('Spring')]);
    await user.clear(textbox('Title colour'));
    await user.click(textbox('Title colour'));
    await user.paste('red');
    await user.click(screen.getByRole('checkbox', { name: 'External (new tab)' }));
    await user.click(textbox('“More” link'));
    await user.paste('www.example.com');
    expect(textbox('Title colour')).toHaveAccessibleDescription('Not in the expected format (a colour is #rrggbb, a picture a path or an http(s) address)');
    expect(textbox('“More” link')).toHaveAccessibleDescription('A shop link starts with /, an external link with http:// or https://');
  });

  it('saves nothing while a setting is refused, and says where to look', async () => {
    const { user, calls } = renderForm([title('Spring')]);
    await user.clear(spinbutton('Title font size (px)'));
    await user.type(spinbutton('Title font size (px)'), '400');
    expect(spinbutton('Title font size (px)')).toHaveAccessibleDescription('Too large or too long');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Some settings need fixing: see the selected block.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says a column holding more goods than its style takes is too many', async () => {
    const column = newBlock('column', words);
    const { user } = renderForm([{ ...column, value: { ...column.value, style: 3, list: [goods(1), goods(2), goods(3), goods(4)] } } as HomeBlockInput]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'Picture left, 3 goods');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Too large or too long')).toBeInTheDocument();
    expect(textbox('Goods ids')).toHaveAccessibleDescription('Goods ids separated by commas, at most 3; press Enter or Find. Too large or too long');
  });

  it('takes a picture from the media library instead of a typed address, and saves it', async () => {
    const url = `/homeapi/upload/file/${'b'.repeat(64)}.png`;
    const column = newBlock('column', words);
    const { user, calls } = renderForm([{ ...column, value: { ...column.value, image: '' } } as HomeBlockInput], {
      'GET admin/media/index': { code: 1, msg: '', data: { list: [{ id: 7, url, mime: 'image/png', size: 2048, width: 800, height: 600, uploaded_at: '2026-01-02T03:04:05.000Z', uploaded_by: 'designer' }], page: 1, size: 24, total: 1 } },
      'POST admin/design/save': (body) => ({ code: 1, msg: 'Draft saved', data: { ...detail([]), data: body.data, revision: 2 } }),
    });
    expect(screen.queryByRole('textbox', { name: 'Picture' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose from library: Picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' });
    await user.click(await within(dialog).findByRole('button', { name: 'Choose picture 1' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture' })).toHaveAttribute('src', `${url}?size=thumb`);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.map((call) => call.route)).toContain('POST admin/design/save'));
    expect(JSON.stringify(calls.find((call) => call.route === 'POST admin/design/save')!.body)).toContain(url);
  });

  it('shows the API’s refusal of a block setting under it, on that block, and toasts it', async () => {
    const refusal = 'The title is not allowed';
    const { user } = renderForm([title('First'), title('Second')], { 'POST admin/design/save': refused(refusal, { field: 'data.list.1.value.title' }) });
    await user.clear(textbox('Title'));
    await user.type(textbox('Title'), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { name: 'Block 2: Title' })).toBeInTheDocument();
    await waitFor(() => expect(textbox('Title')).toHaveAccessibleDescription(refusal));
    expect(within(document.body).getAllByText(refusal).length).toBeGreaterThanOrEqual(2);
  });

  it('says it in Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    const { user } = renderForm([title('春季')]);
    await user.clear(textbox('标题'));
    expect(textbox('标题')).toHaveAccessibleDescription('数值过小或未填写');
    await user.clear(spinbutton('标题字号（像素）'));
    await user.type(spinbutton('标题字号（像素）'), '400');
    expect(spinbutton('标题字号（像素）')).toHaveAccessibleDescription('数值过大或内容过长');
  });
});
