import { act, screen, within } from '@testing-library/react';
import type { AdminDesignVersion, HomeBlockInput } from '@shop/contract';
import { i18n } from '@shop/shared';
import { mockStaffApi, ok, refused, renderPage, signInStaff } from '@shop/shared/testing';
import { newBlock } from '../features/design-editor/lib/new-block';
import AdminDesignPage from './admin-design-page';
import { designDetail as detail } from '@/testing/design-detail';

const PATH = '/admin/design/index';
const EDIT = ['design.view', 'design.edit', 'design.publish'];

const title = (text: string): HomeBlockInput => newBlock('title', { title: text, text: '', more: 'More' });
const text = (content: string): HomeBlockInput => ({
  type: 'text',
  value: { content, background_color: '', radiusLT: 0, radiusRT: 0, radiusLB: 0, radiusRB: 0, marginLR: 0, marginTB: 0 },
});

const preview = () => screen.getByTestId('design-preview');
/** The toolbar's line: draft revision, live version, saved or not. */
const draftStatus = () => screen.getByText(/^Draft revision/);
const blockList = () => screen.getByRole('region', { name: /blocks?$/ });
/** The block list's entries as their buttons read: number, type, summary. */
const listed = () => [...blockList().querySelectorAll('button[aria-pressed]')].map((button) => button.textContent);
/** The block types the preview draws, top to bottom. */
const previewed = () => [...preview().querySelectorAll('[data-preview-index] [data-block]')].map((element) => element.getAttribute('data-block'));

async function openEditor(list: HomeBlockInput[], permissions = EDIT, routes: Parameters<typeof mockStaffApi>[0] = {}) {
  signInStaff(permissions);
  const calls = mockStaffApi({ 'GET admin/design/detail': ({ lang }) => ok(detail(list, { lang: lang as 'en-us' })), ...routes });
  const view = renderPage(AdminDesignPage, { path: PATH });
  await screen.findByRole('form', { name: 'Home page design (English (en-us))' });
  return { ...view, calls };
}

describe('the home design editor', () => {
  beforeEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('previews the design with the shop’s renderers and updates the preview as the designer types', async () => {
    const { user } = await openEditor([title('Spring picks'), text('<p>Free shipping</p>')]);
    expect(within(preview()).getByRole('heading', { name: 'Spring picks', hidden: true })).toBeInTheDocument();
    expect(within(preview()).getByText('Free shipping')).toBeInTheDocument();
    expect(draftStatus()).toHaveTextContent('Draft revision 3 · live: version 2 · same as live');

    const field = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(field);
    await user.type(field, 'Summer sale');
    expect(within(preview()).getByRole('heading', { name: 'Summer sale', hidden: true })).toBeInTheDocument();
    expect(within(blockList()).getByRole('button', { name: /1\. Title Summer sale/ })).toBeInTheDocument();
    expect(draftStatus()).toHaveTextContent('unsaved changes');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('adds a block of any type, reorders blocks from the keyboard and removes them', async () => {
    const { user } = await openEditor([title('First'), text('<p>Second</p>')]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Block type to add' }), 'Blank space');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    expect(listed()).toEqual(['1.TitleFirst', '2.Blank space20 px', '3.TextSecond']);
    expect(screen.getByRole('heading', { name: 'Block 2: Blank space' })).toBeInTheDocument();
    expect(previewed()).toEqual(['title', 'blank', 'text']);

    screen.getByRole('button', { name: 'Move block 1 (Title First) down' }).focus();
    await user.keyboard('{Enter}');
    expect(listed()).toEqual(['1.Blank space20 px', '2.TitleFirst', '3.TextSecond']);
    expect(previewed()).toEqual(['blank', 'title', 'text']);

    await user.click(screen.getByRole('button', { name: 'Remove block 3 (Text Second)' }));
    expect(listed()).toEqual(['1.Blank space20 px', '2.TitleFirst']);
    expect(within(preview()).queryByText('Second')).not.toBeInTheDocument();
  });

  it('saves the draft over its revision and shows the new one', async () => {
    const saved = detail([title('Autumn')], { revision: 4, changed: true });
    const { user, calls } = await openEditor([title('Spring')], EDIT, { 'POST admin/design/save': ok(saved) });
    const field = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(field);
    await user.type(field, 'Autumn');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved (revision 4)')).toBeInTheDocument();
    const body = calls.find((call) => call.route === 'POST admin/design/save')!.body;
    expect(body).toMatchObject({ temp_id: 'pc', kind: 'home', lang: 'en-us', revision: 3 });
    expect((body.data as { list: HomeBlockInput[] }).list[0]!.value).toMatchObject({ title: 'Autumn' });
    expect(draftStatus()).toHaveTextContent('Draft revision 4 · live: version 2 · saved, not published');
  });

  it('refuses an invalid setting before saving, in words', async () => {
    const { user, calls } = await openEditor([title('Spring')]);
    const size = screen.getByRole('spinbutton', { name: 'Title font size (px)' });
    await user.clear(size);
    await user.type(size, '400');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Too large or too long')).toBeInTheDocument();
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.route === 'POST admin/design/save')).toBe(false);
  });

  it('says when someone saved a newer draft, keeps the typing until the designer reloads', async () => {
    const stale = 'Someone saved a newer version of this design while you were editing it. Nothing was overwritten: reload to see their version, then make your changes again.';
    let newer = false;
    const { user } = await openEditor([title('Spring')], EDIT, {
      'POST admin/design/save': () => ((newer = true), refused(stale, { field: 'revision' })),
      'GET admin/design/detail': () => ok(newer ? detail([title('Their title')], { revision: 5 }) : detail([title('Spring')])),
    });
    const field = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(field);
    await user.type(field, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(field).toHaveValue('Mine');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reload the latest version' }));
    expect(await screen.findByDisplayValue('Their title')).toBeInTheDocument();
    expect(draftStatus()).toHaveTextContent('Draft revision 5');
    expect(screen.queryByText(stale)).not.toBeInTheDocument();
  });

  it('publishes after confirming, with a note', async () => {
    const { user, calls } = await openEditor([title('Spring')], EDIT, { 'POST admin/design/publish': ok(detail([title('Spring')], { published_version: 3 })) });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Publish the English (en-us) home page?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for the history (optional)' }), 'Spring campaign');
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Published as version 3')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST admin/design/publish')!.body).toMatchObject({ lang: 'en-us', revision: 3, note: 'Spring campaign' });
  });

  it('lists the history and rolls back to an earlier version', async () => {
    const versions: AdminDesignVersion[] = [
      { version: 2, note: 'Spring', published_at: '2025-03-01T08:00:00.000Z', published_by: { id: 5, username: 'designer', name: 'Dana' }, current: true, blocks: 1 },
      { version: 1, note: '', published_at: '2025-01-01T08:00:00.000Z', published_by: null, current: false, blocks: 2 },
    ];
    const { user, calls } = await openEditor([title('Spring')], EDIT, {
      'GET admin/design/history': ok({ list: versions }),
      'POST admin/design/rollback': ok(detail([title('Original'), text('<p>Hello</p>')], { revision: 4, published_version: 3 })),
    });
    await user.click(screen.getByRole('button', { name: 'History' }));
    const drawer = screen.getByRole('dialog', { name: 'Published versions' });
    expect(await within(drawer).findByText('The design the shop opened with')).toBeInTheDocument();
    expect(within(drawer).getByText('Live')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Roll back to version 1' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Roll back to version 1?' })).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('Version 1 is live again')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST admin/design/rollback')!.body).toMatchObject({ version: 1, lang: 'en-us' });
    expect(within(preview()).getByText('Hello')).toBeInTheDocument();
    expect(draftStatus()).toHaveTextContent('Draft revision 4 · live: version 3');
  });

  it('edits the Chinese design in its own tab', async () => {
    const { user, calls } = await openEditor([title('Spring')]);
    await user.click(screen.getByRole('tab', { name: 'Chinese (zh-cn)' }));
    expect(await screen.findByRole('form', { name: 'Home page design (Chinese (zh-cn))' })).toBeInTheDocument();
    expect(calls.filter((call) => call.route === 'GET admin/design/detail').map((call) => call.body.lang)).toEqual(['en-us', 'zh-cn']);
  });

  it('shows a designer without edit rights the design and its history, but no edit, save or publish controls', async () => {
    await openEditor([title('Spring')], ['design.view']);
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add block' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'History' })).toBeEnabled();
  });
});

describe('the global layout editor', () => {
  beforeEach(() => act(() => void i18n.changeLanguage('en-us')));

  const link = (title: string, path: string) => ({ title, link: { path, params: { type: 1 as const } } });
  const layout = {
    top: { type: 'top' as const, value: { height_style: 1 as const, background_color: '', border_color: '', text_color: '', data: [{ tips: 'Welcome', list: [] }, { list: [] }] as [{ tips: string; list: [] }, { list: [] }] } },
    search: { type: 'search' as const, value: { path: '/index', logo: '/homeapi/static/img/logo.svg', text: 'Search for goods' } },
    navigation: { type: 'navigation' as const, value: { data: [link('Home', '/index'), link('Phones', '/goods/index')] } },
    footer: { type: 'footer' as const, value: { data: [[link('Help', ''), link('Shipping', '/help/index')]], links: [], copyright: '<p>© Lumen</p>' } },
  };

  it('edits the top bar, logo, navigation and footer as four fixed places, previews them and saves them in index/global’s shape', async () => {
    signInStaff(EDIT);
    const calls = mockStaffApi({
      'GET admin/design/detail': ({ kind, lang }) => ok(kind === 'global' ? detail([], { kind: 'global', lang: lang as 'en-us', data: layout }) : detail([title('Home')], { lang: lang as 'en-us' })),
      'POST admin/design/save': (body) => ok(detail([], { kind: 'global', data: body.data as typeof layout, revision: 4, changed: true })),
    });
    const { user } = renderPage(AdminDesignPage, { path: PATH });
    await screen.findByRole('form', { name: 'Home page design (English (en-us))' });
    await user.click(screen.getByRole('tab', { name: /Global layout/ }));
    await screen.findByRole('form', { name: 'Global layout design (English (en-us))' });
    const places = screen.getByRole('region', { name: '4 places' });
    expect([...places.querySelectorAll('button[aria-pressed]')].map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^1\.Top bar/),
      expect.stringMatching(/^2\.Search bar/),
      expect.stringMatching(/^3\.Navigation/),
      expect.stringMatching(/^4\.Footer/),
    ]);
    expect(screen.queryByRole('button', { name: 'Add block' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove block/ })).not.toBeInTheDocument();

    await user.click(within(places).getByRole('button', { name: /^3\. ?Navigation/ }));
    const first = screen.getAllByRole('textbox', { name: 'Text' })[0]!;
    await user.clear(first);
    await user.type(first, 'Deals');
    expect(within(preview()).getByText('Deals')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved (revision 4)');
    const saved = calls.find((call) => call.route === 'POST admin/design/save')!.body as { kind: string; data: typeof layout };
    expect(saved.kind).toBe('global');
    expect(Object.keys(saved.data)).toEqual(['top', 'search', 'navigation', 'footer']);
    expect(saved.data.navigation.value.data[0]!.title).toBe('Deals');
  });
});
