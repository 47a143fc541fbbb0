import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { AdminSiteSettings } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { auditLogs, siteOptions, siteSettings } from '../../db/schema';
import { call, createSecondNode, createTestApp, signIn, signInStaff, type TestApp } from '../../testing/test-app';

/** PostgreSQL delivers the NOTIFY to the other node a moment after the commit: wait for it, up to this long. */
const NOTIFY_WAIT_MS = 5_000;

async function titleShown(app: TestApp['app'], lang: string, title: string) {
  const deadline = Date.now() + NOTIFY_WAIT_MS;
  for (;;) {
    const answer = await call(app, 'GET', 'common/init', { lang });
    if (answer.body.data.title === title || Date.now() > deadline) return answer.body.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the back office site settings', () => {
  let t: TestApp;
  let second: TestApp;
  let admin: string;
  let opening: Array<typeof siteSettings.$inferSelect>;
  beforeAll(async () => {
    t = await createTestApp();
    // The second node has WeChat sign-in configured: common/init's is_wechat needs both that and the switch.
    second = await createSecondNode(t, { wechatLogin: { appId: 'wx0123456789abcdef', secret: 'wechat-login-test-secret', apiBase: 'http://127.0.0.1:9', connectBase: 'http://127.0.0.1:9' } });
    admin = await signInStaff(t.app, 'admin');
    opening = await t.connection.db.select().from(siteSettings);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.connection.db.delete(siteOptions);
    await t.connection.db.delete(auditLogs).where(eq(auditLogs.targetType, 'site'));
    for (const row of opening) await t.connection.db.update(siteSettings).set({ data: row.data }).where(eq(siteSettings.lang, row.lang));
  });

  const detail = (token = admin) => call(t.app, 'GET', 'admin/site/detail', { token, lang: 'en-us' });
  const save = (body: unknown, lang = 'en-us', token = admin) => call(t.app, 'POST', 'admin/site/save', { token, body, lang });
  const current = async (): Promise<AdminSiteSettings> => {
    const { updated_at: _at, updated_by: _by, ...settings } = (await detail()).body.data;
    return settings;
  };

  it('answers the settings the shop opened with: both languages, Chinese the default, no WeChat', async () => {
    const answer = await detail();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ is_wechat: 0, languages: ['zh-cn', 'en-us'], default_lang: 'zh-cn', ship_from_code: '330106', dispatch_cutoff_hour: 16, updated_at: null, updated_by: null });
    expect(answer.body.data.texts['zh-cn'].promises).toEqual(['7天无理由退货', '正品保障', '48小时内发货']);
    expect(answer.body.data.texts['en-us'].promises).toEqual(['7-day no-reason returns', 'Genuine guarantee', 'Ships within 48 h']);
    expect(answer.body.data.texts['en-us'].title).toBe((await call(t.app, 'GET', 'common/init', { lang: 'en-us' })).body.data.title);
  });

  it('saves the titles and description, audited, and every node answers them at the next common/init', async () => {
    // Both nodes have common/init cached before the change.
    expect((await call(second.app, 'GET', 'common/init', { lang: 'en-us' })).body.data.title).not.toBe('Lumen Outlet');
    const settings = await current();
    settings.texts['en-us'] = { ...settings.texts['en-us'], title: 'Lumen Outlet', description: 'Everything for less' };
    const saved = await save(settings);
    expect([saved.status, saved.body.msg]).toEqual([200, 'Site settings saved']);
    expect(saved.body.data).toMatchObject({ texts: { 'en-us': { title: 'Lumen Outlet' } }, updated_by: { username: 'admin' } });
    const onSecond = await titleShown(second.app, 'en-us', 'Lumen Outlet');
    expect(['second', onSecond]).toMatchObject(['second', { title: 'Lumen Outlet', description: 'Everything for less' }]);
    expect(['first', (await titleShown(t.app, 'en-us', 'Lumen Outlet')).title]).toEqual(['first', 'Lumen Outlet']);
    const [audit] = await t.connection.db.select().from(auditLogs).where(eq(auditLogs.action, 'site.save'));
    expect(audit).toMatchObject({ staffUsername: 'admin', targetType: 'site', targetId: 'settings' });
    expect((audit!.after as AdminSiteSettings).texts['en-us'].title).toBe('Lumen Outlet');
  });

  it('keeps the promises, ship-from district and cut-off that a save from an older settings page leaves out', async () => {
    const settings = await current();
    settings.texts['en-us'] = { ...settings.texts['en-us'], promises: ['Free returns'] };
    expect((await save({ ...settings, ship_from_code: '310115', dispatch_cutoff_hour: 18 })).status).toBe(200);
    const { ship_from_code: _from, dispatch_cutoff_hour: _cutoff, ...older } = await current();
    const { promises: _zh, ...zhTexts } = older.texts['zh-cn'];
    const { promises: _en, ...enTexts } = older.texts['en-us'];
    const saved = await save({ ...older, is_wechat: 1, texts: { 'zh-cn': zhTexts, 'en-us': { ...enTexts, title: 'Lumen Outlet' } } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ is_wechat: 1, ship_from_code: '310115', dispatch_cutoff_hour: 18, texts: { 'en-us': { title: 'Lumen Outlet', promises: ['Free returns'] } } });
    expect(saved.body.data.texts['zh-cn'].promises).toEqual(['7天无理由退货', '正品保障', '48小时内发货']);
  });

  it('offers only the languages chosen, the default first, and answers the WeChat flag where WeChat sign-in is configured', async () => {
    const settings = { ...(await current()), languages: ['en-us'] as AdminSiteSettings['languages'], default_lang: 'en-us' as const, is_wechat: 1 as const };
    expect((await save(settings)).status).toBe(200);
    const init = await titleShown(second.app, 'zh-cn', settings.texts['en-us'].title);
    expect(init.lang.list.map((l) => l.code)).toEqual(['en-us']);
    expect(init.lang.current.code).toBe('en-us');
    expect(init.is_wechat).toBe(1);
    expect((await titleShown(t.app, 'zh-cn', settings.texts['en-us'].title)).is_wechat).toBe(0);
  });

  it.each([
    ['a default language not offered', (s: AdminSiteSettings) => ({ ...s, languages: ['zh-cn'], default_lang: 'en-us' }), 'default_lang', 'The default language must be one of the languages offered', '默认语言必须是已开放的语言之一'],
    ['an empty title', (s: AdminSiteSettings) => ({ ...s, texts: { ...s.texts, 'en-us': { ...s.texts['en-us'], title: ' ' } } }), 'texts.en-us.title', 'Site title is required', '站点标题不能为空'],
    ['an empty short title', (s: AdminSiteSettings) => ({ ...s, texts: { ...s.texts, 'zh-cn': { ...s.texts['zh-cn'], ctitle: '' } } }), 'texts.zh-cn.ctitle', 'Short title is required', '站点简称不能为空'],
    ['a title too long', (s: AdminSiteSettings) => ({ ...s, texts: { ...s.texts, 'zh-cn': { ...s.texts['zh-cn'], title: 'x'.repeat(61) } } }), 'texts.zh-cn.title', 'Site title must be at most 60 characters', '站点标题不能超过60个字符'],
    ['no language', (s: AdminSiteSettings) => ({ ...s, languages: [] }), 'languages', 'Offer at least one language, each once', '请至少开放一种语言，且每种语言只能选一次'],
    ['a language twice', (s: AdminSiteSettings) => ({ ...s, languages: ['zh-cn', 'zh-cn'] }), 'languages', 'Offer at least one language, each once', '请至少开放一种语言，且每种语言只能选一次'],
    ['an unknown WeChat flag', (s: AdminSiteSettings) => ({ ...s, is_wechat: 2 }), 'is_wechat', 'WeChat is invalid', '微信格式不正确'],
    ['a promise too long', (s: AdminSiteSettings) => ({ ...s, texts: { ...s.texts, 'en-us': { ...s.texts['en-us'], promises: ['x'.repeat(31)] } } }), 'texts.en-us.promises.0', 'Service promise must be at most 30 characters', '服务承诺不能超过30个字符'],
    ['an empty promise', (s: AdminSiteSettings) => ({ ...s, texts: { ...s.texts, 'zh-cn': { ...s.texts['zh-cn'], promises: ['正品保障', ' '] } } }), 'texts.zh-cn.promises.1', 'Service promise is required', '服务承诺不能为空'],
    ['a malformed ship-from district', (s: AdminSiteSettings) => ({ ...s, ship_from_code: '3301' }), 'ship_from_code', 'Ship-from district is invalid', '发货地区格式不正确'],
    ['a district the region data does not have', (s: AdminSiteSettings) => ({ ...s, ship_from_code: '999999' }), 'ship_from_code', 'Choose the district parcels ship from in the region list', '请从地区列表中选择发货地区县'],
    ['a cut-off outside the working day', (s: AdminSiteSettings) => ({ ...s, dispatch_cutoff_hour: 3 }), 'dispatch_cutoff_hour', 'Dispatch cut-off is invalid', '当日发货截止时间格式不正确'],
  ])('refuses %s in words naming the field, in both languages, and writes nothing', async (_case, change, field, english, chinese) => {
    const body = change(await current());
    const refusedEn = await save(body, 'en-us');
    expect([refusedEn.status, refusedEn.body.code, refusedEn.body.data, refusedEn.body.msg]).toEqual([400, 402, { field }, english]);
    expect((await save(body, 'zh-cn')).body.msg).toBe(chinese);
    expect((await detail()).body.data.updated_at).toBeNull();
  });

  it('is for the administrator only: the designer and the operator are refused, members and visitors are not back-office users', async () => {
    const settings = await current();
    for (const name of ['designer', 'operator']) {
      const token = await signInStaff(t.app, name);
      expect((await detail(token)).status).toBe(403);
      expect((await save(settings, 'en-us', token)).status).toBe(403);
    }
    expect((await save(settings, 'en-us', await signIn(t.app, 'demo', 'demo1234'))).status).toBe(401);
    expect((await save(settings, 'en-us', '')).status).toBe(401);
  });
});
