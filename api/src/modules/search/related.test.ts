import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createMember, inStockSku, placeBuyOrder } from '../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

describe('search/related: from what other shoppers searched and bought', () => {
  let t: TestApp;
  let members = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const shopper = async () => {
    members += 1;
    return (await createMember(t.connection.db, `related${members}`, 1_000_000)).token;
  };
  const search = (token: string, q: string) => call(t.app, 'GET', 'search/index', { query: { q }, token });
  /** The answer is kept a second: the clock moves past it before each look. */
  const related = async (q: string, lang = 'en-us') => {
    t.clock.advance(2000);
    const result = await call(t.app, 'GET', 'search/related', { query: { q }, lang });
    expect(result.body.code).toBe(1);
    return result.body.data.list;
  };
  const buy = async (token: string, goodsId: number) => {
    const sku = await inStockSku(t.connection.db, goodsId);
    const orderId = await placeBuyOrder(t, token, { sku_id: sku.id });
    const paid = await call(t.app, 'POST', 'payment/index', { token, body: { order_id: orderId, method: 'balance' } });
    expect(paid.body.code).toBe(1);
  };

  it('offers what two or more shoppers who searched it searched too, never the keyword itself', async () => {
    const [a, b, c] = [await shopper(), await shopper(), await shopper()];
    for (const token of [a, b, c]) await search(token, 'picnic');
    await search(a, 'hamper basket');
    await search(b, 'Hamper Basket');
    await search(c, 'sun hat');
    const lowered = (list: string[]) => list.map((text) => text.toLowerCase());
    // One keyword whatever its case, offered in a spelling shoppers used.
    expect(lowered(await related('picnic'))).toEqual(['hamper basket']);
    // Any letter case finds the same shoppers; one shopper's search alone is never shown.
    const upper = await related('PICNIC');
    expect(lowered(upper)).toEqual(['hamper basket']);
    expect(upper).not.toContain('sun hat');
    expect(await related('hamper basket')).toEqual(['picnic']);
    // A shopper who clears their history no longer counts.
    await call(t.app, 'POST', 'search/history/clear', { token: a });
    expect(await related('picnic')).toEqual([]);
  });

  it('offers the keywords of shoppers who bought what it finds, and the categories that searchers of it bought', async () => {
    const found = await call(t.app, 'GET', 'search/index', { query: { q: 'Gongfu tea set' }, lang: 'en-us' });
    const teaSet = found.body.data.list[0]!.id;
    const [d, e] = [await shopper(), await shopper()];
    for (const token of [d, e]) {
      await search(token, 'gift for dad');
      await buy(token, teaSet);
    }
    expect(await related('Gongfu tea set')).toContain('gift for dad');
    expect(await related('gift for dad')).toContain('Mugs & cups');
    expect(await related('gift for dad', 'zh-cn')).toContain('水杯茶具');
  });

  it('weighs buying above searching', async () => {
    const [f, g, h, i] = [await shopper(), await shopper(), await shopper(), await shopper()];
    for (const token of [f, g, h, i]) await search(token, 'desk setup');
    for (const token of [f, g, h]) await search(token, 'cable tidy');
    const found = await call(t.app, 'GET', 'search/index', { query: { q: 'Halo LED desk lamp' }, lang: 'en-us' });
    for (const token of [h, i]) await buy(token, found.body.data.list[0]!.id);
    // cable tidy: three shoppers searched it too (3); Lighting: two searchers bought there (2 × 2).
    expect((await related('desk setup')).slice(0, 2)).toEqual(['Lighting', 'cable tidy']);
  });

  it('offers an English page no keyword typed in Chinese, a Chinese page both', async () => {
    const [j, k] = [await shopper(), await shopper()];
    for (const token of [j, k]) {
      await search(token, 'raincoat');
      await search(token, '雨衣');
      await search(token, 'rain boots');
    }
    expect(await related('raincoat')).toEqual(['rain boots']);
    expect((await related('raincoat', 'zh-cn')).sort()).toEqual(['rain boots', '雨衣'].sort());
  });

  it('refuses an empty keyword, naming q', async () => {
    const result = await call(t.app, 'GET', 'search/related', { query: { q: ' ' }, lang: 'en-us' });
    expect(result.status).toBe(400);
    expect(result.body.data.field).toBe('q');
  });
});
