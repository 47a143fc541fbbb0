import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOW_STOCK_THRESHOLD, UPLOAD_IMAGE_MAX_BYTES, type AdminGoodsDetail } from '@shop/contract';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { auditLogs, goods, goodsSkus } from '../../db/schema';
import { createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';
import { testPng } from '../../testing/upload-fixtures';

describe('back-office goods', () => {
  let t: TestApp;
  let operator: string;
  let warehouse: string;
  const db = () => t.connection.db;

  beforeAll(async () => {
    t = await createTestApp();
    operator = await signInStaff(t.app, 'operator');
    warehouse = await signInStaff(t.app, 'warehouse');
  });
  afterAll(() => t.close());

  /** A product with several SKUs, as the seed made it. */
  async function goodsWithSkus(): Promise<AdminGoodsDetail> {
    const [row] = await db().select({ goodsId: goodsSkus.goodsId }).from(goodsSkus).groupBy(goodsSkus.goodsId).having(gt(count(), 1)).orderBy(asc(goodsSkus.goodsId)).limit(1);
    return (await call(t.app, 'GET', 'admin/goods/detail', { token: operator, query: { id: String(row!.goodsId) } })).body.data;
  }

  /** The save body that leaves the product as it is. */
  const unchanged = (detail: AdminGoodsDetail) => ({
    id: detail.id,
    category_id: detail.category_id,
    name_zh: detail.name_zh,
    name_en: detail.name_en,
    subtitle_zh: detail.subtitle_zh,
    subtitle_en: detail.subtitle_en,
    content_zh: detail.content_zh,
    content_en: detail.content_en,
    images: detail.images,
    skus: detail.skus.map((sku) => ({ id: sku.id, sell_price: sku.sell_price, market_price: sku.market_price, stock: sku.stock, stock_seen: sku.stock })),
  });

  const audits = (action: string, targetId: number) =>
    db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, String(targetId))))
      .orderBy(asc(auditLogs.id));

  const staffUpload = (token: string, variant: number) =>
    t.app.inject({ method: 'POST', url: '/homeapi/admin/upload/image', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, payload: testPng(variant) });

  describe('permissions', () => {
    it('lets the warehouse read goods but not change them, and keeps members and visitors out', async () => {
      const detail = await goodsWithSkus();
      expect((await call(t.app, 'GET', 'admin/goods/index', { token: warehouse })).body.code).toBe(1);
      expect((await call(t.app, 'GET', 'admin/goods/detail', { token: warehouse, query: { id: String(detail.id) } })).body.data.id).toBe(detail.id);
      const save = await call(t.app, 'POST', 'admin/goods/save', { token: warehouse, body: unchanged(detail), lang: 'en-us' });
      expect([save.status, save.body.code, save.body.msg]).toEqual([403, 402, 'You do not have permission to do this']);
      expect((await call(t.app, 'POST', 'admin/goods/status', { token: warehouse, body: { ids: [detail.id], status: 'off' } })).status).toBe(403);
      expect((await staffUpload(warehouse, 1)).statusCode).toBe(403);
      const member = await createMember(db(), 'curious');
      expect((await call(t.app, 'GET', 'admin/goods/index', { token: member.token })).status).toBe(401);
      expect((await call(t.app, 'GET', 'admin/goods/index')).status).toBe(401);
      expect((await call(t.app, 'GET', 'admin/goods/index', { token: await signInStaff(t.app, 'service') })).status).toBe(403);
    });

    it('lets the designer read the category tree but not change it', async () => {
      const designer = await signInStaff(t.app, 'designer');
      expect((await call(t.app, 'GET', 'admin/category/index', { token: designer })).body.code).toBe(1);
      expect((await call(t.app, 'POST', 'admin/category/save', { token: designer, body: { name_zh: '新', name_en: 'New' } })).status).toBe(403);
      expect((await call(t.app, 'POST', 'admin/category/delete', { token: designer, body: { id: 1 } })).status).toBe(403);
    });
  });

  describe('the list', () => {
    it('pages and sorts on the server, the id breaking ties', async () => {
      const cheapFirst = (await call(t.app, 'GET', 'admin/goods/index', { token: operator, query: { sort: 'price', order: 'asc', size: '50' } })).body.data;
      const prices = cheapFirst.list.map((row) => Number(row.min_price));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(cheapFirst.total).toBeGreaterThan(10);
      const second = (await call(t.app, 'GET', 'admin/goods/index', { token: operator, query: { sort: 'price', order: 'asc', size: '5', page: '2' } })).body.data;
      expect(second.list.map((row) => row.id)).toEqual(cheapFirst.list.slice(5, 10).map((row) => row.id));
      const bad = await call(t.app, 'GET', 'admin/goods/index', { token: operator, query: { sort: 'name' }, lang: 'en-us' });
      expect([bad.status, bad.body.data.field]).toEqual([400, 'sort']);
    });

    it('filters by keyword or id, category with its children, status and low stock', async () => {
      const detail = await goodsWithSkus();
      const byName = (await call(t.app, 'GET', 'admin/goods/index', { token: operator, query: { keyword: detail.name_en.slice(0, 6) } })).body.data;
      expect(byName.list.map((row) => row.id)).toContain(detail.id);
      const byId = (await call(t.app, 'GET', 'admin/goods/index', { token: operator, query: { keyword: String(detail.id) } })).body.data;
      expect(byId.list.map((row) => row.id)).toContain(detail.id);

      const tree = (await call(t.app, 'GET', 'admin/category/index', { token: operator })).body.data.list;
      const top = tree.find((category) => category.children.some((child) => child.id === detail.category_id))!;
      const underTop = (await call(t.app, 'GET', 'admin/goods/index', { token: operator, query: { category_id: String(top.id), size: '100' } })).body.data;
      expect(underTop.list.map((row) => row.id)).toContain(detail.id);

      const [sku] = detail.skus;
      await db().update(goodsSkus).set({ stock: LOW_STOCK_THRESHOLD }).where(eq(goodsSkus.id, sku!.id));
      const low = (await call(t.app, 'GET', 'admin/goods/index', { token: operator, query: { low_stock: '1', size: '100' } })).body.data;
      expect(low.list.find((row) => row.id === detail.id)).toMatchObject({ low_stock: true });
      expect(low.list.every((row) => row.low_stock)).toBe(true);

      await db().update(goods).set({ status: 'off' }).where(eq(goods.id, detail.id));
      const off = (await call(t.app, 'GET', 'admin/goods/index', { token: operator, query: { status: 'off', size: '100' } })).body.data;
      expect(off.list.map((row) => row.id)).toContain(detail.id);
      expect(off.list.every((row) => row.status === 'off')).toBe(true);
      await db().update(goods).set({ status: 'on' }).where(eq(goods.id, detail.id));
    });

    it('answers 404 for an unknown product', async () => {
      expect((await call(t.app, 'GET', 'admin/goods/detail', { token: operator, query: { id: '999999' } })).status).toBe(404);
    });
  });

  describe('saving', () => {
    it('changes a SKU’s price and stock, keeps the list price on the cheapest SKU, and audits before and after', async () => {
      const detail = await goodsWithSkus();
      const body = unchanged(detail);
      body.skus[0] = { ...body.skus[0]!, sell_price: '1.50', stock: 321 };
      const saved = await call(t.app, 'POST', 'admin/goods/save', { token: operator, body, lang: 'en-us' });
      expect([saved.status, saved.body.msg]).toEqual([200, 'Goods saved']);
      expect(saved.body.data.skus[0]).toMatchObject({ sell_price: '1.50', stock: 321 });
      const shop = (await call(t.app, 'GET', 'goods/view', { query: { id: String(detail.id) } })).body.data;
      expect(shop.sell_price).toBe('1.50');
      expect(shop.skus.find((sku) => sku.id === detail.skus[0]!.id)).toMatchObject({ sell_price: '1.50', stock: 321 });
      // This save's row: another test may have saved the same product before.
      const audit = (await audits('goods.save', detail.id)).at(-1);
      expect(audit).toMatchObject({ staffUsername: 'operator', targetType: 'goods' });
      const before = audit!.before as { skus: Array<{ id: number; stock: number; sell_price_cents: number }> };
      const after = audit!.after as typeof before;
      expect(before.skus[0]).toMatchObject({ id: detail.skus[0]!.id, stock: detail.skus[0]!.stock });
      expect(after.skus[0]).toMatchObject({ id: detail.skus[0]!.id, stock: 321, sell_price_cents: 150 });
    });

    it('never overwrites a sale made while the operator edited: a stale stock is refused whole, a price edit keeps the sale', async () => {
      const detail = await goodsWithSkus();
      const sku = detail.skus[0]!;
      // A shopper buys one while the operator has the page open.
      await db().update(goodsSkus).set({ stock: sku.stock - 1 }).where(eq(goodsSkus.id, sku.id));

      const stale = unchanged(detail);
      stale.skus[0] = { ...stale.skus[0]!, sell_price: '2.00', stock: sku.stock + 50 };
      const refused = await call(t.app, 'POST', 'admin/goods/save', { token: operator, body: stale, lang: 'en-us' });
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toBe(`The stock of this option changed to ${sku.stock - 1} while you were editing (a sale or another operator); check it and save again`);
      expect(refused.body.data).toMatchObject({ field: 'skus.0.stock', stock: sku.stock - 1, sku_id: sku.id });
      const [row] = await db().select().from(goodsSkus).where(eq(goodsSkus.id, sku.id));
      expect([row!.stock, row!.sellPriceCents]).toEqual([sku.stock - 1, Number(sku.sell_price) * 100]);

      const priceOnly = unchanged(detail);
      priceOnly.skus[0] = { ...priceOnly.skus[0]!, sell_price: '3.00' };
      expect((await call(t.app, 'POST', 'admin/goods/save', { token: operator, body: priceOnly })).body.data.skus[0]).toMatchObject({ sell_price: '3.00', stock: sku.stock - 1 });
    });

    it('refuses bad input naming the field, in the request’s language', async () => {
      const detail = await goodsWithSkus();
      const price = unchanged(detail);
      price.skus[1] = { ...price.skus[1]!, sell_price: '1.234' };
      const badPrice = await call(t.app, 'POST', 'admin/goods/save', { token: operator, body: price, lang: 'en-us' });
      expect([badPrice.status, badPrice.body.data.field, badPrice.body.msg]).toEqual([400, 'skus.1.sell_price', 'Enter a price in yuan with at most two decimals, up to 1,000,000']);
      const name = await call(t.app, 'POST', 'admin/goods/save', { token: operator, body: { ...unchanged(detail), name_zh: '' }, lang: 'zh-cn' });
      expect([name.body.data.field, name.body.msg]).toEqual(['name_zh', '中文名称不能为空']);
      const category = await call(t.app, 'POST', 'admin/goods/save', { token: operator, body: { ...unchanged(detail), category_id: 99999 }, lang: 'en-us' });
      expect([category.status, category.body.data.field]).toEqual([400, 'category_id']);
      const picture = await call(t.app, 'POST', 'admin/goods/save', { token: operator, body: { ...unchanged(detail), images: ['https://elsewhere.example/x.png'] }, lang: 'en-us' });
      expect([picture.status, picture.body.data.field]).toEqual([400, 'images.0']);
      const otherGoods = (await call(t.app, 'GET', 'admin/goods/index', { token: operator, query: { sort: 'id', order: 'asc' } })).body.data.list.find((row) => row.id !== detail.id)!;
      const foreignSku = (await call(t.app, 'GET', 'admin/goods/detail', { token: operator, query: { id: String(otherGoods.id) } })).body.data.skus[0]!;
      const stranger = unchanged(detail);
      stranger.skus[0] = { ...stranger.skus[0]!, id: foreignSku.id };
      const strange = await call(t.app, 'POST', 'admin/goods/save', { token: operator, body: stranger, lang: 'en-us' });
      expect([strange.status, strange.body.data.field]).toEqual([400, 'skus.0.id']);
      expect((await call(t.app, 'POST', 'admin/goods/save', { token: operator, body: { ...unchanged(detail), id: 999999 } })).status).toBe(404);
    });

    it('creates a product with one SKU and an uploaded picture, off the shelf until put on', async () => {
      const uploaded = await staffUpload(operator, 7);
      expect(uploaded.statusCode).toBe(200);
      const { url } = uploaded.json<{ data: { url: string } }>().data;
      const created = await call(t.app, 'POST', 'admin/goods/save', {
        token: operator,
        body: { category_id: (await goodsWithSkus()).category_id, name_zh: '测试水杯', name_en: 'Test cup', images: [url], skus: [{ sell_price: '19.90', market_price: '29.00', stock: 5 }] },
      });
      expect(created.status).toBe(200);
      const product = created.body.data;
      expect(product).toMatchObject({ name_en: 'Test cup', status: 'off', images: [url], skus: [{ key: '', sell_price: '19.90', market_price: '29.00', stock: 5 }] });
      expect((await call(t.app, 'GET', 'goods/view', { query: { id: String(product.id) } })).status).toBe(404);
      expect(await audits('goods.create', product.id)).toHaveLength(1);
      const two = await call(t.app, 'POST', 'admin/goods/save', {
        token: operator,
        body: { category_id: product.category_id, name_zh: '双', name_en: 'Two', images: [url], skus: [{ sell_price: '1', market_price: '1', stock: 1 }, { sell_price: '1', market_price: '1', stock: 1 }] },
        lang: 'en-us',
      });
      expect([two.status, two.body.data.field]).toEqual([400, 'skus']);
    });
  });

  describe('pictures', () => {
    it('files a goods picture in the media library too, where an operator chooses it again', async () => {
      const uploaded = await staffUpload(operator, 71);
      expect(uploaded.statusCode).toBe(200);
      const { url } = uploaded.json<{ data: { url: string } }>().data;
      const library = await call(t.app, 'GET', 'admin/media/index', { token: operator, query: { page: '1', size: '10' } });
      expect(library.body.data.list[0]).toMatchObject({ url, uploaded_by: 'operator' });
    });

    it('answers 413 in words for a picture one byte over 2 MB', async () => {
      const over = await t.app.inject({
        method: 'POST',
        url: '/homeapi/admin/upload/image',
        headers: { authorization: `Bearer ${operator}`, 'content-type': 'image/png', 'accept-language': 'en-us' },
        payload: Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES + 1),
      });
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({ code: 402, msg: 'A photo may be at most 2 MB', data: { field: 'file' } });
    });
  });

  describe('shelf status', () => {
    it('takes goods off the shelf and back, out of the shop’s lists and product page, one audit row per change', async () => {
      const detail = await goodsWithSkus();
      const off = await call(t.app, 'POST', 'admin/goods/status', { token: operator, body: { ids: [detail.id], status: 'off' }, lang: 'en-us' });
      expect([off.body.msg, off.body.data.changed]).toEqual(['Shelf status saved', 1]);
      expect((await call(t.app, 'GET', 'goods/view', { query: { id: String(detail.id) } })).status).toBe(404);
      const shopList = (await call(t.app, 'GET', 'goods/index', { query: { category_id: String(detail.category_id), size: '60' } })).body.data;
      expect(shopList.list.map((row) => row.id)).not.toContain(detail.id);
      expect((await call(t.app, 'POST', 'admin/goods/status', { token: operator, body: { ids: [detail.id], status: 'off' } })).body.data.changed).toBe(0);
      expect((await call(t.app, 'POST', 'admin/goods/status', { token: operator, body: { ids: [detail.id], status: 'on' } })).body.data.changed).toBe(1);
      expect((await call(t.app, 'GET', 'goods/view', { query: { id: String(detail.id) } })).status).toBe(200);
      const rows = await audits('goods.status', detail.id);
      expect(rows.map((row) => [row.before, row.after])).toEqual([
        [{ status: 'on' }, { status: 'off' }],
        [{ status: 'off' }, { status: 'on' }],
      ]);
    });

    it('refuses the whole call when an id is unknown', async () => {
      const detail = await goodsWithSkus();
      expect((await call(t.app, 'POST', 'admin/goods/status', { token: operator, body: { ids: [detail.id, 999999], status: 'off' } })).status).toBe(404);
      expect((await call(t.app, 'GET', 'goods/view', { query: { id: String(detail.id) } })).status).toBe(200);
    });
  });
});
