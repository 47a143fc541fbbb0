import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { AdminSiteSettings, GoodsDeliveryAnswer } from '@shop/contract';
import { and, asc, eq, lt, ne } from 'drizzle-orm';
import { goods, goodsSkus, siteOptions, siteSettings } from '../../db/schema';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';

// The test clock starts at 2025-06-01 16:00 in China: at the opening cut-off, so parcels ship the next day.
describe('goods/delivery: freight, stock and arrival to a district', () => {
  let t: TestApp;
  let cheap: { goodsId: number; skuId: number; priceCents: number };
  let otherSku: number;
  let admin: string;
  let opening: Array<typeof siteSettings.$inferSelect>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInStaff(t.app, 'admin');
    opening = await t.connection.db.select().from(siteSettings);
    const [row] = await t.connection.db
      .select({ goodsId: goodsSkus.goodsId, skuId: goodsSkus.id, priceCents: goodsSkus.sellPriceCents })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(and(lt(goodsSkus.sellPriceCents, 50_00), eq(goodsSkus.status, 'on'), eq(goods.status, 'on')))
      .orderBy(asc(goodsSkus.id))
      .limit(1);
    cheap = row!;
    const [other] = await t.connection.db.select({ id: goodsSkus.id }).from(goodsSkus).where(ne(goodsSkus.goodsId, cheap.goodsId)).limit(1);
    otherSku = other!.id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.restart();
    await t.connection.db.delete(siteOptions);
    for (const row of opening) await t.connection.db.update(siteSettings).set({ data: row.data }).where(eq(siteSettings.lang, row.lang));
  });

  const delivery = (query: Record<string, string>, lang = 'en-us') => call(t.app, 'GET', 'goods/delivery', { query: { id: String(cheap.goodsId), sku_id: String(cheap.skuId), ...query }, lang });
  const answer = async (query: Record<string, string>, lang = 'en-us') => (await delivery(query, lang)).body.data as GoodsDeliveryAnswer;

  it('charges the shop’s express freight below 99 yuan and nothing from it', async () => {
    expect(await answer({ region_code: '310115', num: '1' })).toMatchObject({ freight: '10.00', free_from: '99.00', in_stock: true });
    const enough = String(Math.ceil(99_00 / cheap.priceCents));
    expect((await answer({ region_code: '310115', num: enough })).freight).toBe('0.00');
  });

  it('estimates arrival from the ship-from district and the cut-off, in China time', async () => {
    // 16:00 is the cut-off: the parcel ships on the 2nd, then 2 days to Shanghai, 5 to Urumqi.
    expect(await answer({ region_code: '310115' })).toMatchObject({
      region: { code: '310115', province: '上海市', city: '上海市', district: '浦东新区' },
      cutoff: '16:00',
      ships_today: false,
      transit_days: 2,
      arrive_by: '2025-06-04',
    });
    expect(await answer({ region_code: '650102' })).toMatchObject({ transit_days: 5, arrive_by: '2025-06-07' });
    t.clock.advance(-60_000);
    // At 15:59 a parcel to Hangzhou ships the same day and arrives the next.
    expect(await answer({ region_code: '330102' })).toMatchObject({ ships_today: true, transit_days: 1, arrive_by: '2025-06-02' });
  });

  it('answers for the ship-from district when no region is named, with the opening promises in the reader’s language', async () => {
    expect(await answer({})).toMatchObject({ region: { code: '330106', district: '西湖区' }, promises: ['7-day no-reason returns', 'Genuine guarantee', 'Ships within 48 h'] });
    expect((await answer({}, 'zh-cn')).promises).toEqual(['7天无理由退货', '正品保障', '48小时内发货']);
  });

  it('says when the stock does not cover the quantity', async () => {
    const [sku] = await t.connection.db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, cheap.skuId));
    expect((await answer({ num: String(sku!.stock + 1) })).in_stock).toBe(false);
  });

  it('follows the ship-from district, cut-off and promises the back office saves', async () => {
    const { updated_at: _at, updated_by: _by, ...settings } = (await call(t.app, 'GET', 'admin/site/detail', { token: admin })).body.data as AdminSiteSettings & { updated_at: unknown; updated_by: unknown };
    settings.texts['en-us'].promises = ['Free returns', 'Price protection'];
    const saved = await call(t.app, 'POST', 'admin/site/save', { token: admin, body: { ...settings, ship_from_code: '650102', dispatch_cutoff_hour: 18 } });
    expect(saved.status).toBe(200);
    expect(await answer({ region_code: '650104' })).toMatchObject({ cutoff: '18:00', ships_today: true, transit_days: 1, arrive_by: '2025-06-02', promises: ['Free returns', 'Price protection'] });
  });

  it('refuses an unknown district, a malformed one and another product’s option, naming the field', async () => {
    for (const [query, field, message] of [
      [{ region_code: '999999' }, 'region_code', 'Choose a district of mainland China from the region list'],
      [{ region_code: '710100' }, 'region_code', 'Choose a district of mainland China from the region list'],
      [{ sku_id: String(otherSku) }, 'sku_id', 'This option does not belong to the product'],
    ] as const) {
      const refused = await delivery(query);
      expect([refused.status, refused.body.data.field, refused.body.msg]).toEqual([400, field, message]);
    }
    const zh = await delivery({ region_code: '999999' }, 'zh-cn');
    expect(zh.body.msg).toBe('请从地区列表中选择中国大陆的区县');
    for (const [query, field] of [
      [{ region_code: 'abc' }, 'region_code'],
      [{ num: '0' }, 'num'],
      [{ sku_id: 'x' }, 'sku_id'],
    ] as const) {
      const refused = await delivery(query);
      expect([refused.status, refused.body.data.field]).toEqual([400, field]);
    }
    expect((await call(t.app, 'GET', 'goods/delivery', { query: { id: '999999' } })).status).toBe(404);
  });
});
