import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { AdminDesignDetail, HomeBlockInput, HomeDesignInput, LayoutDesignInput } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { auditLogs, designDrafts, designVersions } from '../../db/schema';
import { call, createSecondNode, createTestApp, signIn, signInStaff, type TestApp } from '../../testing/test-app';
import { findPublishedDesign, writePublishedDesign } from '../design/service';

type Title = Extract<HomeBlockInput, { type: 'title' }>;
type Goods = Extract<HomeBlockInput, { type: 'goods' }>;

/**
 * A test app with the designer signed in, for one kind of design; each test starts from the design
 * the shop opened with (handed to `opened`): no draft, never published from the back office, nothing audited.
 */
function editorEachTest(kind: 'home' | 'global', opened: (t: TestApp, designer: string, opening: unknown) => void) {
  let t: TestApp;
  let opening: unknown;
  beforeAll(async () => {
    t = await createTestApp();
    opening = await findPublishedDesign(t.connection.db, 'pc', kind, 'en-us');
    opened(t, await signInStaff(t.app, 'designer'), opening);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.connection.db.delete(designDrafts);
    await t.connection.db.delete(designVersions);
    await t.connection.db.delete(auditLogs).where(eq(auditLogs.targetType, 'design'));
    await writePublishedDesign(t.connection.db, 'pc', kind, 'en-us', opening);
  });
}

describe('the home design editor', () => {
  let t: TestApp;
  let designer: string;
  editorEachTest('home', (app, token) => {
    [t, designer] = [app, token];
  });

  const detail = async (lang = 'en-us', token = designer) => call(t.app, 'GET', 'admin/design/detail', { token, query: { lang }, lang: 'en-us' });
  const save = (body: Record<string, unknown>, token = designer, lang = 'en-us') => call(t.app, 'POST', 'admin/design/save', { token, body: { lang: 'en-us', ...body }, lang });
  const publish = (body: Record<string, unknown>, token = designer) => call(t.app, 'POST', 'admin/design/publish', { token, body: { lang: 'en-us', ...body }, lang: 'en-us' });
  const shopperHome = async (lang = 'en-us') => (await call(t.app, 'GET', 'index/index', { query: { temp_id: 'pc' }, lang })).body.data.list as HomeBlockInput[];
  /** The design with its first title block's title changed. */
  const retitled = (design: AdminDesignDetail, title: string) => {
    const list = structuredClone((design.data as HomeDesignInput).list);
    const block = list.find((b): b is Title => b.type === 'title')!;
    block.value.title = title;
    return { list };
  };
  const firstTitle = (list: HomeBlockInput[]) => list.find((b): b is Title => b.type === 'title')!.value.title;
  /** Saves the current draft with its first title changed, as a designer would; answers the saved draft. */
  const saveRetitled = async (title: string) => {
    const current = (await detail()).body.data;
    return (await save({ data: retitled(current, title), revision: current.revision })).body.data;
  };
  /** Saves the draft retitled `title` and publishes it with `note`. */
  const publishRetitled = async (title: string, note: string) => publish({ revision: (await saveRetitled(title)).revision, note });
  const rollBack = (version: number) => call(t.app, 'POST', 'admin/design/rollback', { token: designer, body: { lang: 'en-us', version }, lang: 'en-us' });
  const audits = (action: string) => t.connection.db.select().from(auditLogs).where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, 'pc:home:en-us')));

  it('lets the operator, who holds no design permission, neither read nor change the design; members are not back-office users', async () => {
    const operator = await signInStaff(t.app, 'operator');
    expect((await detail('en-us', operator)).status).toBe(403);
    expect((await save({ data: { list: [] }, revision: 1 }, operator)).status).toBe(403);
    expect((await publish({ revision: 1 }, operator)).status).toBe(403);
    expect((await call(t.app, 'GET', 'admin/design/history', { token: operator, query: { lang: 'en-us' } })).status).toBe(403);
    const member = await signIn(t.app, 'demo', 'demo1234');
    expect((await detail('en-us', member)).status).toBe(401);
    expect((await detail('en-us', '')).status).toBe(401);
  });

  it('starts from the published design, and saves a draft shoppers do not see until it is published', async () => {
    const start = (await detail()).body.data;
    expect(start).toMatchObject({ revision: 1, published_version: 0, changed: false, updated_by: null });
    expect((start.data as HomeDesignInput).list).toEqual(await shopperHome());

    const saved = await save({ data: retitled(start, 'Spring sale'), revision: 1 });
    expect(saved.body).toMatchObject({ code: 1, msg: 'Draft saved', data: { revision: 2, changed: true, updated_by: { username: 'designer' } } });
    expect(firstTitle(((await detail()).body.data.data as HomeDesignInput).list)).toBe('Spring sale');
    expect(firstTitle(await shopperHome())).not.toBe('Spring sale');
    // The other language is a design of its own.
    expect((await detail('zh-cn')).body.data).toMatchObject({ revision: 1, changed: false });
  });

  it('refuses a save over a newer draft with a clear message and loses nothing', async () => {
    const current = (await detail()).body.data;
    const mine = await save({ data: retitled(current, 'Mine'), revision: current.revision });
    expect(mine.body.code).toBe(1);
    const theirs = await save({ data: retitled(current, 'Theirs'), revision: current.revision });
    expect(theirs.status).toBe(409);
    expect(theirs.body.data.field).toBe('revision');
    expect(theirs.body.msg).toMatch(/Someone saved a newer version of this design.*reload/);
    const zh = await save({ data: retitled(current, 'Theirs'), revision: current.revision }, designer, 'zh-cn');
    expect(zh.body.msg).toMatch(/有人.*新版本.*重新加载/);
    const kept = (await detail()).body.data;
    expect([firstTitle((kept.data as HomeDesignInput).list), kept.revision]).toEqual(['Mine', current.revision + 1]);
  });

  it('lets exactly one of two saves made at once from the same revision in', async () => {
    const current = (await detail()).body.data;
    const answers = await Promise.all(['One', 'Two'].map((title) => save({ data: retitled(current, title), revision: current.revision })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.data;
    expect((await detail()).body.data).toMatchObject({ revision: current.revision + 1, data: winner.data });
  });

  it('refuses an invalid block naming its field path and block, and writes nothing', async () => {
    const current = (await detail()).body.data;
    const index = (current.data as HomeDesignInput).list.findIndex((b) => b.type === 'title');
    const broken = structuredClone((current.data as HomeDesignInput).list) as Array<{ type: string; value: Record<string, unknown> }>;
    broken[index]!.value.title_font_size = 400;
    const refused = await save({ data: { list: broken }, revision: current.revision });
    expect(refused.status).toBe(400);
    expect(refused.body.data.field).toBe(`data.list.${index}.value.title_font_size`);
    expect(refused.body.msg).toBe(`Block ${index + 1} (title): title_font_size is invalid`);

    const unknownType = await save({ data: { list: [{ type: 'video', value: {} }] }, revision: current.revision });
    expect([unknownType.status, unknownType.body.data.field]).toEqual([400, 'data.list.0.type']);
    const script = await save({ data: { list: [{ type: 'navigation', value: { data: [{ title: 'x', link: { path: 'javascript:alert(1)', params: { type: 2 } } }] } }] }, revision: current.revision });
    expect(script.body.data.field).toBe('data.list.0.value.data.0.link.path');
    const revision = await save({ data: current.data, revision: 0 });
    expect([revision.status, revision.body.data.field]).toEqual([400, 'revision']);
    expect((await detail()).body.data.revision).toBe(current.revision);
  });

  it('takes goods by id and fills in the catalogue’s names and prices; unknown goods are refused by path', async () => {
    const cards = await call(t.app, 'GET', 'admin/design/goods', { token: designer, query: { lang: 'en-us', ids: '2,999999,1' } });
    expect(cards.body.data.list.map((c) => c.id)).toEqual([2, 1]);
    const view = (await call(t.app, 'GET', 'goods/view', { query: { id: '1' }, lang: 'en-us' })).body.data;
    expect(cards.body.data.list[1]).toEqual({ id: 1, name: view.name, image: view.image, sell_price: view.sell_price });

    const current = (await detail()).body.data;
    const list = structuredClone((current.data as HomeDesignInput).list);
    const index = list.findIndex((b) => b.type === 'goods');
    (list[index] as Goods).value.list = [{ id: 1, name: 'typed by hand', image: '', sell_price: '0.01' }];
    const saved = await save({ data: { list }, revision: current.revision });
    expect(((saved.body.data.data as HomeDesignInput).list[index] as Goods).value.list).toEqual([cards.body.data.list[1]]);
    (list[index] as Goods).value.list = [{ id: 999999, name: '', image: '', sell_price: '0.00' }];
    const refused = await save({ data: { list }, revision: saved.body.data.revision });
    expect([refused.status, refused.body.data.field, refused.body.msg]).toEqual([400, `data.list.${index}.value.list.0.id`, `Block ${index + 1}: goods 999999 does not exist or is off the shelf`]);
  });

  it('publishes the draft to shoppers at once, refuses a stale publish, and keeps the history', async () => {
    const current = (await detail()).body.data;
    const saved = (await save({ data: retitled(current, 'Summer sale'), revision: current.revision })).body.data;
    expect((await publish({ revision: saved.revision - 1 })).status).toBe(409);
    expect(firstTitle(await shopperHome())).not.toBe('Summer sale');

    const published = await publish({ revision: saved.revision, note: 'Summer' });
    expect(published.body).toMatchObject({ code: 1, msg: 'Design published', data: { published_version: 2, changed: false, revision: saved.revision } });
    expect(firstTitle(await shopperHome())).toBe('Summer sale');
    expect(firstTitle(await shopperHome('zh-cn'))).not.toBe('Summer sale');

    const history = (await call(t.app, 'GET', 'admin/design/history', { token: designer, query: { lang: 'en-us' } })).body.data.list;
    expect(history).toMatchObject([
      { version: 2, note: 'Summer', current: true, published_by: { username: 'designer' }, blocks: (saved.data as HomeDesignInput).list.length },
      { version: 1, note: '', current: false, published_by: null },
    ]);
  });

  it('rolls back to an earlier version as a new version, resetting the draft', async () => {
    expect((await publishRetitled('Summer sale', 'Summer')).body.data.published_version).toBe(2);
    const rolled = await rollBack(1);
    expect(rolled.body).toMatchObject({ code: 1, msg: 'Design rolled back', data: { published_version: 3, changed: false } });
    const shopper = await shopperHome();
    expect(firstTitle(shopper)).not.toBe('Summer sale');
    expect((rolled.body.data.data as HomeDesignInput).list).toEqual(shopper);
    const history = (await call(t.app, 'GET', 'admin/design/history', { token: designer, query: { lang: 'en-us' } })).body.data.list;
    expect(history.map((v) => [v.version, v.current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect((await rollBack(42)).status).toBe(404);
  });

  it('audits every save, publish and rollback with who, before and after', async () => {
    for (const title of ['Spring sale', 'Mine', 'One']) await saveRetitled(title);
    expect((await publishRetitled('Summer sale', 'Summer')).body.code).toBe(1);
    expect((await rollBack(1)).body.code).toBe(1);
    const saves = await audits('design.save');
    expect(saves.length).toBeGreaterThanOrEqual(4);
    expect(saves[0]).toMatchObject({ staffUsername: 'designer', targetType: 'design', before: { revision: 1 }, after: { revision: 2 } });
    expect(await audits('design.publish')).toMatchObject([{ staffUsername: 'designer', before: { version: 0 }, after: { version: 2, note: 'Summer' } }]);
    const [rollback] = await audits('design.rollback');
    expect(rollback).toMatchObject({ before: { version: 2 }, after: { version: 3, restored: 1 } });
    expect(firstTitle((rollback!.before as { draft: { list: HomeBlockInput[] } }).draft.list)).toBe('Summer sale');
  });
});

describe('the global layout editor', () => {
  let t: TestApp;
  let designer: string;
  let opening: unknown;
  editorEachTest('global', (app, token, layout) => {
    [t, designer, opening] = [app, token, layout];
  });

  const target = { kind: 'global', lang: 'en-us' };
  const detail = async (token = designer) => call(t.app, 'GET', 'admin/design/detail', { token, query: target, lang: 'en-us' });
  const save = (body: Record<string, unknown>, lang = 'en-us') => call(t.app, 'POST', 'admin/design/save', { token: designer, body: { ...target, ...body }, lang });
  const publish = (revision: number) => call(t.app, 'POST', 'admin/design/publish', { token: designer, body: { ...target, revision, note: 'New footer' }, lang: 'en-us' });
  const shopperLayout = async () => (await call(t.app, 'GET', 'index/global', { query: { temp_id: 'pc' }, lang: 'en-us' })).body.data as unknown as LayoutDesignInput;
  /** The layout with a new logo, first navigation entry and first footer link. */
  const changed = (layout: LayoutDesignInput) => {
    const next = structuredClone(layout);
    next.search.value.logo = '/homeapi/upload/file/' + 'a'.repeat(64) + '.png';
    next.navigation.value.data[0]!.title = 'Deals';
    next.footer.value.data[0]![1]!.title = 'Delivery times';
    return next;
  };

  it('edits the top bar, search and logo, navigation and footer as index/global answers them: a draft first, then published, then rolled back', async () => {
    const start = (await detail()).body.data;
    expect(start).toMatchObject({ kind: 'global', revision: 1, published_version: 0, changed: false });
    expect(start.data).toEqual(await shopperLayout());

    const next = changed(start.data as LayoutDesignInput);
    const saved = await save({ data: next, revision: 1 });
    expect(saved.body).toMatchObject({ code: 1, data: { revision: 2, changed: true, data: next } });
    expect((await shopperLayout()).navigation.value.data[0]!.title).not.toBe('Deals');

    const published = await publish(2);
    expect(published.body).toMatchObject({ code: 1, msg: 'Design published', data: { published_version: 2, changed: false } });
    const layout = await shopperLayout();
    expect([layout.search.value.logo, layout.navigation.value.data[0]!.title, layout.footer.value.data[0]![1]!.title]).toEqual([next.search.value.logo, 'Deals', 'Delivery times']);
    // The home page is a design of its own: untouched.
    expect((await call(t.app, 'GET', 'admin/design/detail', { token: designer, query: { lang: 'en-us' } })).body.data).toMatchObject({ kind: 'home', published_version: 0 });

    const history = (await call(t.app, 'GET', 'admin/design/history', { token: designer, query: target })).body.data.list;
    expect(history.map((v) => [v.version, v.current, v.blocks])).toEqual([
      [2, true, 4],
      [1, false, 4],
    ]);
    const rolledBack = await call(t.app, 'POST', 'admin/design/rollback', { token: designer, body: { ...target, version: 1 }, lang: 'en-us' });
    expect(rolledBack.body).toMatchObject({ code: 1, data: { published_version: 3, data: opening } });
    expect(await shopperLayout()).toEqual(opening);
    const audits = await t.connection.db.select().from(auditLogs).where(eq(auditLogs.targetId, 'pc:global:en-us'));
    expect(audits.map((a) => a.action).sort()).toEqual(['design.publish', 'design.rollback', 'design.save']);
  });

  it.each([
    ['a navigation link to a script', (l: LayoutDesignInput) => void (l.navigation.value.data[0]!.link.path = 'javascript:alert(1)'), 'data.navigation.value.data.0.link.path', 'Block 3 (navigation): data.0.link.path is invalid', '第3个模块（navigation）的 data.0.link.path 不正确'],
    ['a logo that is no address', (l: LayoutDesignInput) => void (l.search.value.logo = 'logo at home'), 'data.search.value.logo', 'Block 2 (search): logo is invalid', '第2个模块（search）的 logo 不正确'],
    ['a sixth footer column', (l: LayoutDesignInput) => void l.footer.value.data.push([], [], [], [], [], []), 'data.footer.value.data', 'Block 4 (footer): data is invalid', '第4个模块（footer）的 data 不正确'],
    ['a place left out', (l: LayoutDesignInput) => void delete (l as Partial<LayoutDesignInput>).top, 'data.top', 'Block 1 (top): type is invalid', '第1个模块（top）的 type 不正确'],
  ])('refuses %s, naming the place and setting in both languages, and keeps no draft', async (_case, spoil, field, english, chinese) => {
    const layout = structuredClone((await detail()).body.data.data as LayoutDesignInput);
    spoil(layout);
    const refused = await save({ data: layout, revision: 1 });
    expect([refused.status, refused.body.code, refused.body.data.field, refused.body.msg]).toEqual([400, 402, field, english]);
    expect((await save({ data: layout, revision: 1 }, 'zh-cn')).body.msg).toBe(chinese);
    expect((await detail()).body.data.revision).toBe(1);
  });

  it('is answered by every API node at the next index/global once published', async () => {
    const second = await createSecondNode(t);
    try {
      const layoutOn = async (node: TestApp) => (await call(node.app, 'GET', 'index/global', { query: { temp_id: 'pc' }, lang: 'en-us' })).body.data as unknown as LayoutDesignInput;
      // The other node has index/global cached before the change.
      expect((await layoutOn(second)).navigation.value.data[0]!.title).not.toBe('Deals');
      const start = (await detail()).body.data;
      const saved = await save({ data: changed(start.data as LayoutDesignInput), revision: 1 });
      expect((await publish(saved.body.data.revision)).body.code).toBe(1);
      // PostgreSQL delivers the NOTIFY a moment after the commit: wait for it, up to 5 s.
      const deadline = Date.now() + 5_000;
      let shown = await layoutOn(second);
      while (shown.navigation.value.data[0]!.title !== 'Deals' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        shown = await layoutOn(second);
      }
      expect([shown.navigation.value.data[0]!.title, shown.footer.value.data[0]![1]!.title]).toEqual(['Deals', 'Delivery times']);
    } finally {
      await second.close();
    }
  });

  it('refuses a home page block list saved as the global layout', async () => {
    const refused = await save({ data: { list: [] }, revision: 1 });
    expect([refused.status, refused.body.code]).toEqual([400, 402]);
    expect(refused.body.data.field).toMatch(/^data\./);
  });
});
