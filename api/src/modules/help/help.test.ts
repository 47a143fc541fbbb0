import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { notInArray } from 'drizzle-orm';
import { helpArticles, helpCategories } from '../../db/schema';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';

/** Seeded ids (the layout's links rely on 1..7). */
const HOW_TO_ORDER = 1;
const FAQ = 3;
const STORE_PICKUP = 4;
const SHIPPING_TIMES = 5;
const OUR_STORY = 7;
const GROUP_BUYING = 12;
const CONTACT = 16;

describe('help centre', () => {
  let t: TestApp;
  let admin: string;
  let seeded: { categories: number[]; articles: number[] };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInStaff(t.app, 'service');
    const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
    seeded = { categories: ids(await t.connection.db.select().from(helpCategories)), articles: ids(await t.connection.db.select().from(helpArticles)) };
  });
  afterAll(() => t.close());
  // The help centre as seeded in every test: one test adds a category of drafts, which the index and the reading order would show.
  beforeEach(async () => {
    await t.connection.db.delete(helpArticles).where(notInArray(helpArticles.id, seeded.articles));
    await t.connection.db.delete(helpCategories).where(notInArray(helpCategories.id, seeded.categories));
  });

  const view = (id: number, lang = 'en-us') => call(t.app, 'GET', 'page/view', { query: { id: String(id) }, lang });
  const search = (q: string, lang = 'en-us', paging: Record<string, string> = {}) => call(t.app, 'GET', 'page/search', { query: { q, ...paging }, lang });
  const titles = (list: Array<{ title: string }>) => list.map((item) => item.title);

  it('lists the categories in order with their published articles, in the request’s language', async () => {
    const en = (await call(t.app, 'GET', 'page/index', { lang: 'en-us' })).body.data.list;
    expect(en.map((category) => category.name)).toEqual(['Shopping guide', 'Shipping', 'Payment', 'Returns & refunds', 'Accounts', 'About us']);
    expect(en[0]!.articles).toEqual([
      { id: HOW_TO_ORDER, title: 'How to order' },
      { id: GROUP_BUYING, title: 'Group buying rules' },
      { id: 13, title: 'Flash sale rules' },
      { id: 14, title: 'Bargain rules' },
      { id: 17, title: 'Using coupons' },
      { id: FAQ, title: 'FAQ' },
    ]);
    const zh = (await call(t.app, 'GET', 'page/index', { lang: 'zh-cn' })).body.data.list;
    expect(zh[1]).toMatchObject({ name: '配送方式', articles: [{ id: SHIPPING_TIMES, title: '配送时效' }, { id: STORE_PICKUP, title: '上门自提' }] });
  });

  it('seeds the articles the layout links to under their ids', async () => {
    const expected = ['How to order', 'Member levels', 'FAQ', 'Store pickup', 'Shipping times', 'Refunds', 'Our story'];
    for (const [index, title] of expected.entries()) expect((await view(index + 1)).body.data.title).toBe(title);
    expect((await view(OUR_STORY, 'zh-cn')).body.data.title).toBe('品牌故事');
  });

  it('shows an article with its category, date and neighbours in the reading order', async () => {
    const first = await view(HOW_TO_ORDER);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      id: HOW_TO_ORDER,
      title: 'How to order',
      category: { name: 'Shopping guide' },
      previous: null,
      next: { id: GROUP_BUYING, title: 'Group buying rules' },
    });
    expect(first.body.data.content).toContain('<strong>30 minutes</strong>');
    expect((await view(HOW_TO_ORDER, 'zh-cn')).body.data).toMatchObject({ title: '购物流程', category: { name: '购物指南' }, next: { title: '拼团规则' } });
    // The last article of a category leads on to the first of the next one.
    expect((await view(FAQ)).body.data.next).toEqual({ id: SHIPPING_TIMES, title: 'Shipping times' });
    expect((await view(SHIPPING_TIMES)).body.data.previous).toEqual({ id: FAQ, title: 'FAQ' });
    expect((await view(CONTACT)).body.data).toMatchObject({ previous: { id: OUR_STORY }, next: null });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await view(9999)).toMatchObject({ status: 404, body: { code: 404 } });
    expect((await call(t.app, 'GET', 'page/view', { query: { id: 'x' } })).body.data.field).toBe('id');
  });

  it('hides unpublished articles from the index, the page, the neighbours and the search', async () => {
    const category = await call(t.app, 'POST', 'admin/page/category/save', { token: admin, body: { name: { zh: '草稿', en: 'Drafts' }, sort: 100 } });
    const save = (title: string, sort: number, published: boolean) =>
      call(t.app, 'POST', 'admin/page/save', {
        token: admin,
        body: { category_id: category.body.data.id, zh: { title, content: '<p>隐藏的文字</p>' }, en: { title, content: '<p>Zanzibar draft text</p>' }, sort, published },
      });
    const before = (await save('Before', 10, true)).body.data;
    const hidden = (await save('Hidden', 20, false)).body.data;
    const after = (await save('After', 30, true)).body.data;

    expect(await view(hidden.id)).toMatchObject({ status: 404, body: { code: 404 } });
    expect((await view(before.id)).body.data.next).toEqual({ id: after.id, title: 'After' });
    expect((await view(after.id)).body.data.previous).toEqual({ id: before.id, title: 'Before' });
    const index = (await call(t.app, 'GET', 'page/index')).body.data.list;
    expect(index.find((entry) => entry.id === category.body.data.id)!.articles.map((article) => article.id)).toEqual([before.id, after.id]);
    expect(titles((await search('Zanzibar')).body.data.list)).toEqual(['Before', 'After']);
  });

  it('searches titles and text in the request’s language, title matches first, with a plain-text excerpt', async () => {
    const en = (await search('  pickup ')).body.data;
    expect(en.list[0]).toMatchObject({ id: STORE_PICKUP, title: 'Store pickup', category: { name: 'Shipping' } });
    expect(en.list.length).toBeGreaterThan(1);
    for (const hit of en.list) expect(hit.excerpt).not.toMatch(/[<>]/);
    const code = (await search('8-digit')).body.data.list;
    expect(code).toEqual([{ id: STORE_PICKUP, title: 'Store pickup', category: { id: expect.any(Number), name: 'Shipping' }, excerpt: expect.stringContaining('8-digit pickup code') }]);
    expect(code[0]!.excerpt).toMatch(/^…/);

    const zh = (await search('自提码', 'zh-cn')).body.data.list;
    expect(titles(zh)).toEqual(expect.arrayContaining(['上门自提', '常见问题']));
    expect(zh.find((hit) => hit.id === STORE_PICKUP)!.excerpt).toContain('8位自提码');
    // Each language searches its own fields.
    expect((await search('自提码', 'en-us')).body.data.total).toBe(0);
    expect((await search('8-digit', 'zh-cn')).body.data.total).toBe(0);
  });

  it('searches the text, not the markup, and takes wildcards literally', async () => {
    expect((await search('ucenter')).body.data.total).toBe(0);
    expect((await search('strong')).body.data.total).toBe(0);
    expect(titles((await search('10%')).body.data.list)).toEqual(['Using coupons']);
    expect((await search('_')).body.data.total).toBe(0);
    // Emphasis and links sit inside the text: a phrase reads across them.
    expect((await search('details show an 8-digit')).body.data.list.map((hit) => hit.id)).toEqual([STORE_PICKUP]);
  });

  it('pages the results', async () => {
    const all = (await search('order', 'en-us', { size: '50' })).body.data;
    expect(all.total).toBeGreaterThan(4);
    const second = (await search('order', 'en-us', { page: '2', size: '2' })).body.data;
    expect(second).toMatchObject({ page: 2, size: 2, total: all.total });
    expect(second.list.map((hit) => hit.id)).toEqual(all.list.slice(2, 4).map((hit) => hit.id));
  });

  it('refuses an empty or over-long search, naming q', async () => {
    for (const q of ['', '   ']) {
      const refused = await search(q);
      expect([refused.status, refused.body.data.field, refused.body.msg]).toEqual([400, 'q', 'Search keywords is required']);
    }
    const long = await search('x'.repeat(41));
    expect([long.status, long.body.data.field, long.body.msg]).toEqual([400, 'q', 'Search keywords must be at most 40 characters']);
    expect((await search('', 'zh-cn')).body.msg).toBe('搜索内容不能为空');
    expect((await search('x'.repeat(40))).status).toBe(200);
  });
});
