import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { desc, eq } from 'drizzle-orm';
import { auditLogs } from '../../db/schema';
import { createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';

const SHOPPING_GUIDE = 1;

const HOSTILE = [
  '<h1>Returns</h1>',
  '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a>, <a href="JaVaScRiPt&colon;alert(2)">that</a>,',
  ' <a href="https://example.com/terms" target="_top" rel="opener">the terms</a> and <a href="/page/view?id=6">refunds</a>.</p>',
  '<script>alert(3)</script><style>p { display: none }</style>',
  '<img src="https://evil.example/x.png"><img src="/homeapi/static/img/logo.svg" alt="Logo" onerror="alert(4)">',
  '<iframe src="https://evil.example"></iframe><table><tr><td style="color:red">cell</td></tr></table>',
].join('\n');

describe('help centre back office', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInStaff(t.app, 'service');
  });
  afterAll(() => t.close());

  const article = (overrides: Record<string, unknown> = {}) => ({
    category_id: SHOPPING_GUIDE,
    zh: { title: '退货须知', content: '<p>七天内可退货</p>' },
    en: { title: 'Returning goods', content: '<p>Returns within seven days</p>' },
    ...overrides,
  });
  const save = (body: Record<string, unknown>, token = admin) => call(t.app, 'POST', 'admin/page/save', { token, body, lang: 'en-us' });

  const auditOf = (targetType: string, id: number) =>
    t.connection.db.select().from(auditLogs).where(eq(auditLogs.targetId, String(id))).orderBy(desc(auditLogs.id)).then((rows) => rows.filter((row) => row.targetType === targetType));

  it('refuses visitors and members with 401, and back-office roles without help.edit with 403, on every call', async () => {
    const member = await createMember(t.connection.db, 'reader');
    const designer = await signInStaff(t.app, 'designer');
    const calls = [
      ['GET', 'admin/page/index', undefined],
      ['POST', 'admin/page/save', article()],
      ['POST', 'admin/page/delete', { id: 1 }],
      ['POST', 'admin/page/category/save', { name: { zh: '新', en: 'New' } }],
      ['POST', 'admin/page/category/delete', { id: 1 }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(t.app, method, url, { token: member.token, body })).status).toBe(401);
      expect((await call(t.app, method, url, { body })).status).toBe(401);
      const refused = await call(t.app, method, url, { token: designer, body, lang: 'en-us' });
      expect([refused.status, refused.body.msg]).toEqual([403, 'You do not have permission to do this']);
    }
    expect((await call(t.app, 'GET', 'page/view', { query: { id: '1' }, lang: 'en-us' })).body.data.title).toBe('How to order');
  });

  it('sanitises the content when saving: no scripts, handlers, javascript: links or foreign pictures', async () => {
    t.clock.advance(60_000);
    const saved = await save(article({ en: { title: 'Returning goods', content: HOSTILE }, sort: 5, published: true }));
    expect([saved.status, saved.body.msg]).toEqual([200, 'Article saved']);
    const stored = saved.body.data.en.content;
    for (const hostile of ['<script', 'alert', 'onclick', 'onerror', 'javascript', '<style', 'evil.example', '<iframe', 'style=', 'rel="opener"', 'target']) {
      expect(stored.toLowerCase()).not.toContain(hostile.toLowerCase());
    }
    expect(stored).toContain('<h2>Returns</h2>');
    expect(stored).toContain('<a href="https://example.com/terms" rel="noopener noreferrer">the terms</a>');
    expect(stored).toContain('<a href="/page/view?id=6">refunds</a>');
    expect(stored).toContain('<img src="/homeapi/static/img/logo.svg" alt="Logo" />');
    expect(stored).toContain('<td>cell</td>');
    expect(saved.body.data).toMatchObject({ category_id: SHOPPING_GUIDE, sort: 5, published: true, updated_at: t.clock.now().toISOString() });

    const shown = await call(t.app, 'GET', 'page/view', { query: { id: String(saved.body.data.id) }, lang: 'en-us' });
    expect(shown.body.data).toMatchObject({ title: 'Returning goods', content: stored, updated_at: t.clock.now().toISOString() });
    expect((await call(t.app, 'GET', 'page/view', { query: { id: String(saved.body.data.id) }, lang: 'zh-cn' })).body.data.content).toBe('<p>七天内可退货</p>');
  });

  it('edits an article, keeping several lines of content, and lists drafts to the back office', async () => {
    const created = (await save(article({ published: false }))).body.data;
    const edited = await save(article({ id: created.id, zh: { title: '退货须知（新）', content: '<p>第一行</p>\n<p>第二行</p>' }, published: false }));
    expect(edited.body.data).toMatchObject({ id: created.id, zh: { title: '退货须知（新）', content: '<p>第一行</p>\n<p>第二行</p>' }, published: false });
    const [edit, creation] = await auditOf('help_article', created.id);
    expect(edit).toMatchObject({ staffUsername: 'service', action: 'help.save_article', before: { zh: { title: '退货须知' } }, after: { zh: { title: '退货须知（新）' } } });
    expect(creation).toMatchObject({ action: 'help.save_article', before: null, after: { id: created.id, published: false } });
    const index = (await call(t.app, 'GET', 'admin/page/index', { token: admin })).body.data.list;
    expect(index[0]!.name).toEqual({ zh: '购物指南', en: 'Shopping guide' });
    expect(index[0]!.articles.find((row) => row.id === created.id)).toMatchObject({ published: false, en: { title: 'Returning goods' } });
    expect((await call(t.app, 'GET', 'page/view', { query: { id: String(created.id) } })).status).toBe(404);
  });

  it('names the field of bad input, and answers 404 for an unknown article', async () => {
    const unknownCategory = await save(article({ category_id: 9999 }));
    expect([unknownCategory.status, unknownCategory.body.data.field, unknownCategory.body.msg]).toEqual([400, 'category_id', 'This help category does not exist']);
    expect((await save(article({ en: { title: '', content: '' } }))).body.data.field).toBe('en.title');
    expect((await save(article({ zh: { title: '长'.repeat(81), content: '' } }))).body.data.field).toBe('zh.title');
    const tooLong = await save(article({ en: { title: 'Long', content: 'x'.repeat(50_001) } }));
    expect([tooLong.body.data.field, tooLong.body.msg]).toEqual(['en.content', 'The content must be at most 50,000 characters']);
    expect((await save(article({ sort: -1 }))).body.data.field).toBe('sort');
    expect((await save(article({ id: 9999 }))).status).toBe(404);
  });

  it('deletes an article', async () => {
    const created = (await save(article())).body.data;
    const deleted = await call(t.app, 'POST', 'admin/page/delete', { token: admin, body: { id: created.id }, lang: 'en-us' });
    expect([deleted.status, deleted.body.msg]).toEqual([200, 'Article deleted']);
    expect((await call(t.app, 'GET', 'page/view', { query: { id: String(created.id) } })).status).toBe(404);
    expect((await call(t.app, 'POST', 'admin/page/delete', { token: admin, body: { id: created.id } })).status).toBe(404);
    expect((await auditOf('help_article', created.id))[0]).toMatchObject({ action: 'help.delete_article', before: { id: created.id, en: { title: 'Returning goods' } }, after: null });
  });

  it('saves categories, and refuses to delete one that still has articles', async () => {
    const created = await call(t.app, 'POST', 'admin/page/category/save', { token: admin, body: { name: { zh: '会员活动', en: 'Member events' }, sort: 70 }, lang: 'en-us' });
    expect([created.body.msg, created.body.data]).toEqual(['Category saved', { id: expect.any(Number), name: { zh: '会员活动', en: 'Member events' }, sort: 70, articles: [] }]);
    const renamed = await call(t.app, 'POST', 'admin/page/category/save', { token: admin, body: { id: created.body.data.id, name: { zh: '活动', en: 'Events' } } });
    expect(renamed.body.data).toMatchObject({ name: { en: 'Events' }, sort: 0 });
    const index = (await call(t.app, 'GET', 'page/index', { lang: 'en-us' })).body.data.list;
    expect(index.find((category) => category.id === created.body.data.id)).toEqual({ id: created.body.data.id, name: 'Events', articles: [] });

    const refused = await call(t.app, 'POST', 'admin/page/category/delete', { token: admin, body: { id: SHOPPING_GUIDE }, lang: 'en-us' });
    expect([refused.status, refused.body.data.field, refused.body.msg]).toEqual([409, 'id', 'This category still has articles; move or delete them first']);
    const zh = await call(t.app, 'POST', 'admin/page/category/delete', { token: admin, body: { id: SHOPPING_GUIDE }, lang: 'zh-cn' });
    expect(zh.body.msg).toBe('该分类下还有文章，请先移动或删除文章');
    // A draft counts too.
    const draft = (await save(article({ category_id: created.body.data.id, published: false }))).body.data;
    expect((await call(t.app, 'POST', 'admin/page/category/delete', { token: admin, body: { id: created.body.data.id } })).status).toBe(409);
    await call(t.app, 'POST', 'admin/page/delete', { token: admin, body: { id: draft.id } });

    const deleted = await call(t.app, 'POST', 'admin/page/category/delete', { token: admin, body: { id: created.body.data.id }, lang: 'en-us' });
    expect([deleted.status, deleted.body.msg]).toEqual([200, 'Category deleted']);
    expect((await auditOf('help_category', created.body.data.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['help.delete_category', { name: { zh: '活动', en: 'Events' }, sort: 0 }, null],
      ['help.save_category', { name: { zh: '会员活动', en: 'Member events' }, sort: 70 }, { name: { zh: '活动', en: 'Events' }, sort: 0 }],
      ['help.save_category', null, { name: { zh: '会员活动', en: 'Member events' }, sort: 70 }],
    ]);
    expect((await call(t.app, 'POST', 'admin/page/category/delete', { token: admin, body: { id: created.body.data.id } })).status).toBe(404);
    expect((await call(t.app, 'POST', 'admin/page/category/save', { token: admin, body: { id: 9999, name: { zh: '无', en: 'None' } } })).status).toBe(404);
  });
});
