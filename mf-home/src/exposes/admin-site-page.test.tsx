import { act, screen, waitFor } from '@testing-library/react';
import type { AdminSiteSettingsDetail } from '@shop/contract';
import { i18n } from '@shop/shared';
import { mockStaffApi, ok, refused, renderPage, signInStaff } from '@shop/shared/testing';
import AdminSitePage from './admin-site-page';

const PATH = '/admin/system/site';
const texts = (title: string) => ({ title, ctitle: 'Quality goods', keywords: 'shop', description: 'A shop', promises: ['Genuine guarantee'] });
const settings = (overrides: Partial<AdminSiteSettingsDetail> = {}): AdminSiteSettingsDetail => ({
  texts: { 'zh-cn': texts('流明商城'), 'en-us': texts('Lumen Mall') },
  is_wechat: 0,
  languages: ['zh-cn', 'en-us'],
  default_lang: 'zh-cn',
  ship_from_code: '330106',
  dispatch_cutoff_hour: 16,
  updated_at: null,
  updated_by: null,
  ...overrides,
});

async function openPage(routes: Parameters<typeof mockStaffApi>[0] = {}) {
  signInStaff(['site.edit']);
  const calls = mockStaffApi({ 'GET admin/site/detail': ok(settings()), ...routes });
  const view = renderPage(AdminSitePage, { path: PATH });
  return { ...view, calls };
}

describe('the site settings page', () => {
  beforeEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('saves the titles, languages and WeChat flag the administrator changed', async () => {
    const { user, calls } = await openPage({
      'POST admin/site/save': (body) => ok({ ...settings(), ...body, updated_at: '2026-01-02T03:04:05.000Z', updated_by: { id: 1, username: 'admin', name: 'Admin' } }),
    });
    const titles = await screen.findAllByRole('textbox', { name: 'Site title (ends every page title)' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(titles[1]!);
    await user.type(titles[1]!, 'Lumen Outlet');
    await user.click(screen.getByRole('checkbox', { name: 'Offer sign-in with WeChat (needs its server keys)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chinese (zh-cn)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Default language' }), 'en-us');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Site settings saved: shoppers see them at their next page');
    const sent = calls.find((call) => call.route === 'POST admin/site/save')!.body;
    expect(sent).toMatchObject({ texts: { 'en-us': { title: 'Lumen Outlet' } }, is_wechat: 1, languages: ['en-us'], default_lang: 'en-us' });
    expect(await screen.findByText(/Last saved by Admin/)).toBeInTheDocument();
  });

  it('saves the service promises, one a line, and where and until when parcels ship the same day', async () => {
    const { user, calls } = await openPage({
      'POST admin/site/save': (body) => ok({ ...settings(), ...body, updated_at: '2026-01-02T03:04:05.000Z', updated_by: { id: 1, username: 'admin', name: 'Admin' } }),
    });
    const promises = await screen.findAllByRole('textbox', { name: 'Service promises on product pages (one a line, at most 6)' });
    await user.clear(promises[1]!);
    await user.type(promises[1]!, 'Free returns{enter}{enter}  Price protection ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Same-day dispatch cut-off (China time)' }), '18');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Province' }), '310000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), '310100');
    await user.selectOptions(screen.getByRole('combobox', { name: 'District' }), '310115');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Site settings saved: shoppers see them at their next page');
    const sent = calls.find((call) => call.route === 'POST admin/site/save')!.body;
    expect(sent).toMatchObject({ texts: { 'en-us': { promises: ['Free returns', 'Price protection'] }, 'zh-cn': { promises: ['Genuine guarantee'] } }, dispatch_cutoff_hour: 18, ship_from_code: '310115' });
  });

  it('says what is wrong before sending, and shows the server’s refusal under the field it names', async () => {
    const { user, calls } = await openPage({ 'POST admin/site/save': refused('The default language must be one of the languages offered', { field: 'default_lang' }) });
    const titles = await screen.findAllByRole('textbox', { name: 'Site title (ends every page title)' });
    await user.clear(titles[0]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(titles[0]).toHaveAccessibleDescription('Site title (ends every page title) is required');
    expect(calls.some((call) => call.route === 'POST admin/site/save')).toBe(false);
    await user.type(titles[0]!, '流明');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Default language' })).toHaveAccessibleDescription('The default language must be one of the languages offered'));
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    await openPage();
    expect(await screen.findAllByRole('textbox', { name: '站点标题（显示在每个页面标题末尾）' })).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: '默认语言' })).toBeInTheDocument();
    expect(screen.getByText('尚未在后台修改过。')).toBeInTheDocument();
  });
});
