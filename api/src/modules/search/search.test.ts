import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, type CallResult, type TestApp } from '../../testing/test-app';

const ids = (result: CallResult<'search/index'>) => result.body.data.list.map((g) => g.id);

describe('search/index, search/suggest, search/history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Two members of each test's own, with no search history yet.
  let members = 0;
  let searcher: string;
  let other: string;
  beforeEach(async () => {
    members += 1;
    searcher = (await createMember(t.connection.db, `searcher${members}`)).token;
    other = (await createMember(t.connection.db, `other_searcher${members}`)).token;
  });

  it('finds earphones by Chinese, partial English and any letter case', async () => {
    const zh = await call(t.app, 'GET', 'search/index', { query: { q: '耳机' } });
    expect(zh.body.code).toBe(1);
    expect(ids(zh)).toEqual(expect.arrayContaining([3, 11, 20]));
    expect(zh.body.data).toMatchObject({ page: 1, size: 20, total: zh.body.data.list.length, history: [] });
    expect(zh.body.data.hot).toContain('耳机');
    const partial = await call(t.app, 'GET', 'search/index', { query: { q: 'earph' }, lang: 'en-us' });
    const mixedCase = await call(t.app, 'GET', 'search/index', { query: { q: '  EarPhones ' }, lang: 'en-us' });
    expect(ids(partial)).toEqual(expect.arrayContaining([3, 11, 20]));
    expect(ids(mixedCase)).toEqual(ids(partial));
    expect(partial.body.data.list[0]!.name).toMatch(/^[\x20-\x7e]+$/);
    expect(partial.body.data.hot.length).toBeGreaterThanOrEqual(6);
    expect(partial.body.data.hot.length).toBeLessThanOrEqual(10);
    expect(partial.body.data.hot).toContain('earphones');
  });

  it('finds goods by subtitle and by category name, and never off-shelf goods', async () => {
    const bySubtitle = await call(t.app, 'GET', 'search/index', { query: { q: '降噪' } });
    expect(ids(bySubtitle)).toContain(3);
    const byLeaf = await call(t.app, 'GET', 'search/index', { query: { q: 'tablets' } });
    expect(ids(byLeaf).sort()).toEqual([22, 23]);
    const byTop = await call(t.app, 'GET', 'search/index', { query: { q: '食品饮料', size: '60' } });
    expect(byTop.body.data.total).toBe(5);
    const offShelf = await call(t.app, 'GET', 'search/index', { query: { q: 'Commuter laptop backpack' } });
    expect(offShelf.body.data.total).toBe(0);
    const percent = await call(t.app, 'GET', 'search/index', { query: { q: '%' } });
    expect(ids(percent).sort()).toEqual([24, 51]);
    const underscore = await call(t.app, 'GET', 'search/index', { query: { q: '_' } });
    expect(underscore.body.data.total).toBe(0);
  });

  it('applies the goods/index filters and paging to results', async () => {
    const result = await call(t.app, 'GET', 'search/index', { query: { q: 'phone', sort: 'price_desc', max_price: '4000', size: '2' } });
    expect(result.body.data.size).toBe(2);
    expect(result.body.data.total).toBeGreaterThan(2);
    const prices = result.body.data.list.map((g) => Number(g.sell_price));
    expect(prices[0]).toBeGreaterThanOrEqual(prices[1]!);
    expect(prices[0]).toBeLessThanOrEqual(4000);
    // Every page, and one past the last, says how many were found.
    const pages = await Promise.all(['1', '2', '99'].map((page) => call(t.app, 'GET', 'search/index', { query: { q: 'phone', max_price: '4000', size: '2', page } })));
    expect(pages.map((answer) => answer.body.data.total)).toEqual([result.body.data.total, result.body.data.total, result.body.data.total]);
    expect(pages.map((answer) => answer.body.data.list.length)).toEqual([2, Math.min(2, result.body.data.total - 2), 0]);
  });

  it.each([
    [{}, 'q'],
    [{ q: '   ' }, 'q'],
    [{ q: 'x'.repeat(51) }, 'q'],
    [{ q: 'phone', page: '0' }, 'page'],
    [{ q: 'phone', size: '61' }, 'size'],
    [{ q: 'phone', sort: 'newest' }, 'sort'],
    [{ q: 'phone', min_price: '9', max_price: '1' }, 'max_price'],
  ])('refuses search/index %j naming the field', async (query, field) => {
    const result = await call(t.app, 'GET', 'search/index', { query });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(402);
    expect(result.body.data.field).toBe(field);
  });

  it('tells the shopper to enter something, in their language', async () => {
    expect((await call(t.app, 'GET', 'search/index', { query: { q: '' } })).body.msg).toBe('搜索内容不能为空');
    expect((await call(t.app, 'GET', 'search/index', { query: { q: 'x'.repeat(51) }, lang: 'en-us' })).body.msg).toBe('Search keywords must be at most 50 characters');
  });

  it('suggests up to 8 goods names in the request language', async () => {
    const en = await call(t.app, 'GET', 'search/suggest', { query: { q: 'lumen' }, lang: 'en-us' });
    expect(en.body.code).toBe(1);
    expect(en.body.data.list.length).toBeGreaterThan(0);
    expect(en.body.data.list.length).toBeLessThanOrEqual(8);
    for (const name of en.body.data.list) expect(name.toLowerCase()).toContain('lumen');
    const zh = await call(t.app, 'GET', 'search/suggest', { query: { q: '耳机' } });
    expect(zh.body.data.list).toEqual(expect.arrayContaining(['静享 主动降噪耳机', 'Buds mini 无线耳机']));
    const empty = await call(t.app, 'GET', 'search/suggest', { query: { q: '' } });
    expect(empty.body).toMatchObject({ code: 1, data: { list: [] } });
    const none = await call(t.app, 'GET', 'search/suggest');
    expect(none.body.data.list).toEqual([]);
  });

  it("records a member's keywords newest first, scoped to the member, and clears them", async () => {
    await call(t.app, 'GET', 'search/index', { query: { q: '耳机' }, token: searcher });
    t.clock.advance(1000);
    await call(t.app, 'GET', 'search/index', { query: { q: 'laptop' }, token: searcher });
    t.clock.advance(1000);
    const again = await call(t.app, 'GET', 'search/index', { query: { q: '耳机' }, token: searcher });
    expect(again.body.data.history).toEqual(['耳机', 'laptop']);
    await call(t.app, 'GET', 'search/index', { query: { q: 'yoga' }, token: other });

    const history = await call(t.app, 'GET', 'search/history', { token: searcher });
    expect(history.body).toMatchObject({ code: 1, data: { list: ['耳机', 'laptop'] } });
    expect((await call(t.app, 'GET', 'search/history', { token: other })).body.data.list).toEqual(['yoga']);

    const cleared = await call(t.app, 'POST', 'search/history/clear', { token: searcher, lang: 'en-us' });
    expect(cleared.body).toMatchObject({ code: 1, msg: 'Search history cleared' });
    expect((await call(t.app, 'GET', 'search/history', { token: searcher })).body.data.list).toEqual([]);
    expect((await call(t.app, 'GET', 'search/history', { token: other })).body.data.list).toEqual(['yoga']);
  });

  it('keeps the newest 20 keywords', async () => {
    for (let n = 1; n <= 22; n += 1) {
      t.clock.advance(1000);
      await call(t.app, 'GET', 'search/index', { query: { q: `kw${n}` }, token: searcher });
    }
    const list = (await call(t.app, 'GET', 'search/history', { token: searcher })).body.data.list;
    expect(list).toHaveLength(20);
    expect(list[0]).toBe('kw22');
    expect(list).not.toContain('kw2');
  });

  it('refuses the history calls without a token', async () => {
    expect((await call(t.app, 'GET', 'search/history')).status).toBe(401);
    const clear = await call(t.app, 'POST', 'search/history/clear');
    expect(clear.status).toBe(401);
    expect(clear.body.code).toBe(401);
  });

  it('answers hot keywords in the request language, and history only for a member', async () => {
    const visitor = await call(t.app, 'GET', 'search/hot', { lang: 'en-us' });
    expect(visitor.body.code).toBe(1);
    expect(visitor.body.data.hot.length).toBeGreaterThanOrEqual(6);
    expect(visitor.body.data.hot.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    expect(visitor.body.data.history).toEqual([]);
    const chinese = await call(t.app, 'GET', 'search/hot', { lang: 'zh-cn' });
    expect(chinese.body.data.hot.join(' ')).toMatch(/[\u4e00-\u9fff]/);
    t.clock.advance(1000);
    await call(t.app, 'GET', 'search/index', { query: { q: 'tea' }, token: other });
    expect((await call(t.app, 'GET', 'search/hot', { token: other })).body.data.history[0]).toBe('tea');
  });
});
