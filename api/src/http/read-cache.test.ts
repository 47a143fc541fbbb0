import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createSecondNode, createTestApp, signIn, type TestApp } from '../testing/test-app';
import { createMember, inStockSku, setSkuStock } from '../testing/buying-fixtures';

const GOODS_ID = 5;
/**
 * PostgreSQL delivers a NOTIFY to the other connections a moment after the commit, not within it. The
 * test clock stands still, so no entry expires while a test waits: only the NOTIFY can change the answer.
 */
const NOTIFY_WAIT_MS = 5_000;

/** The product page as `app` answers it once it shows `stock` (or, after NOTIFY_WAIT_MS, as it is). */
async function productPageShowing(app: TestApp['app'], stock: number) {
  const deadline = Date.now() + NOTIFY_WAIT_MS;
  for (;;) {
    const answer = await call(app, 'GET', 'goods/view', { query: { id: String(GOODS_ID) } });
    if (answer.body.data.stock === stock || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('public reads served from memory', () => {
  let t: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    second = await createSecondNode(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('answers the same bytes with a strong ETag, and 304 when the browser already has them', async () => {
    const first = await call(t.app, 'GET', 'index/index', { query: { temp_id: 'pc' } });
    const again = await call(t.app, 'GET', 'index/index', { query: { temp_id: 'pc' } });
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toEqual(first.body);
    const revalidated = await t.app.inject({ method: 'GET', url: '/homeapi/index/index?temp_id=pc', headers: { 'client-type': 'pc', 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('answers a hit with the very headers of the answer that stored it, security headers included', async () => {
    // A URL no other test asks for: the first request reads the database, the second is a hit.
    const url = '/homeapi/goods/comment?id=5&page=1';
    // Each answer names its own request (http/request-id.ts).
    const { date: _missDate, 'x-request-id': missId, ...miss } = (await t.app.inject({ method: 'GET', url })).headers;
    const { date: _hitDate, 'x-request-id': hitId, ...hit } = (await t.app.inject({ method: 'GET', url })).headers;
    expect(miss['content-security-policy']).toBeDefined();
    expect(hit).toEqual(miss);
    expect(hitId).toEqual(expect.any(String));
    expect(hitId).not.toBe(missId);
  });

  it('keeps a brotli and a gzip copy, each with its own ETag, chosen by Accept-Encoding', async () => {
    const url = '/homeapi/index/index?temp_id=pc';
    const plain = await t.app.inject({ method: 'GET', url });
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(first.headers['content-encoding']).toBe(coding);
      expect(first.headers.vary).toMatch(/Accept-Encoding/);
      const bytes = new Uint8Array(first.rawPayload);
      expect(new Uint8Array(again.rawPayload)).toEqual(bytes);
      expect(decode(bytes).toString('utf8')).toBe(plain.body);
      expect(first.headers.etag).not.toBe(plain.headers.etag);
      const revalidated = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept, 'if-none-match': first.headers.etag as string } });
      expect(revalidated.statusCode).toBe(304);
    }
    const identity = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', 'if-none-match': plain.headers.etag as string } });
    expect(identity.statusCode).toBe(304);
  });

  it('keeps each language apart', async () => {
    const zh = await call(t.app, 'GET', 'goods/view', { query: { id: String(GOODS_ID) }, lang: 'zh-cn' });
    const en = await call(t.app, 'GET', 'goods/view', { query: { id: String(GOODS_ID) }, lang: 'en-us' });
    expect(zh.status).toBe(200);
    expect(en.status).toBe(200);
    expect(en.headers.etag).not.toBe(zh.headers.etag);
  });

  it('shows a stock change written straight to the database, on this node and on another node of it', async () => {
    const sku = await inStockSku(t.connection.db, GOODS_ID);
    const before = await call(t.app, 'GET', 'goods/view', { query: { id: String(GOODS_ID) } });
    await call(second.app, 'GET', 'goods/view', { query: { id: String(GOODS_ID) } });
    await setSkuStock(t.connection.db, sku.id, sku.stock + 7);
    const here = await productPageShowing(t.app, before.body.data.stock + 7);
    const there = await productPageShowing(second.app, before.body.data.stock + 7);
    expect(here.body.data.stock).toBe(before.body.data.stock + 7);
    expect(there.body.data.stock).toBe(before.body.data.stock + 7);
    expect(here.headers.etag).not.toBe(before.headers.etag);
  });

  it('never hands a member’s product page to a visitor, nor the visitor’s to a member', async () => {
    const token = await signIn(t.app, 'demo', 'demo1234');
    await call(t.app, 'GET', 'goods/view', { query: { id: String(GOODS_ID) } });
    // The demo member may keep it among their favourites already: toggle until it is one.
    let favorite = await call(t.app, 'POST', 'goods/favorite', { body: { id: GOODS_ID }, token });
    if (!favorite.body.data.is_favorite) favorite = await call(t.app, 'POST', 'goods/favorite', { body: { id: GOODS_ID }, token });
    expect(favorite.body.data.is_favorite).toBe(true);
    const member = await call(t.app, 'GET', 'goods/view', { query: { id: String(GOODS_ID) }, token });
    const visitor = await call(t.app, 'GET', 'goods/view', { query: { id: String(GOODS_ID) } });
    expect(member.body.data.is_favorite).toBe(true);
    expect(visitor.body.data.is_favorite).toBe(false);
  });

  it('counts a member’s cart afresh after the member adds to it', async () => {
    // A member of their own: in the demo member's cart another test may have put this SKU already, which adding again only merges.
    const { token } = await createMember(t.connection.db, 'cart_counter');
    const sku = await inStockSku(t.connection.db, GOODS_ID);
    const before = await call(t.app, 'GET', 'cart/count', { token });
    const added = await call(t.app, 'POST', 'cart/add', { body: { sku_id: sku.id, quantity: 1 }, token });
    expect(added.status).toBe(200);
    const after = await call(t.app, 'GET', 'cart/count', { token });
    expect(after.body.data).not.toEqual(before.body.data);
  });

  it('forgets a signed-out token at once: its cart count is a visitor’s again', async () => {
    const token = await signIn(t.app, 'demo', 'demo1234');
    const sku = await inStockSku(t.connection.db, GOODS_ID);
    await call(t.app, 'POST', 'cart/add', { body: { sku_id: sku.id, quantity: 1 }, token });
    expect((await call(t.app, 'GET', 'cart/count', { token })).body.data).not.toEqual((await call(t.app, 'GET', 'cart/count')).body.data);
    expect((await call(t.app, 'POST', 'user/logout', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', 'cart/count', { token })).body.data).toEqual((await call(t.app, 'GET', 'cart/count')).body.data);
  });
});
