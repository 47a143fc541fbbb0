import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { coupons, goods, memberCoupons } from '../../db/schema';
import { createMember, inStockSku } from '../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

describe('cart/index hints: free shipping and coupons, and the preview’s best coupon', () => {
  let t: TestApp;
  let mug: { id: number; priceCents: number };
  beforeAll(async () => {
    t = await createTestApp();
    mug = await inStockSku(t.connection.db, 7);
  });
  afterAll(() => t.close());

  let members = 0;
  let member: { id: number; token: string };
  beforeEach(async () => {
    member = await createMember(t.connection.db, `hinted${++members}`);
  });

  const index = (token = member.token) => call(t.app, 'GET', 'cart/index', { token, lang: 'en-us' });
  const add = (quantity: number) => call(t.app, 'POST', 'cart/add', { token: member.token, body: { sku_id: mug.id, quantity } });
  const validity = { startAt: new Date('2025-01-01'), endAt: new Date('2030-01-01') };
  async function give(userId: number, terms: Partial<typeof coupons.$inferInsert>) {
    const [coupon] = await t.connection.db
      .insert(coupons)
      .values({ nameZh: '券', nameEn: 'Coupon', type: 'full', ...validity, ...terms })
      .returning();
    const [held] = await t.connection.db.insert(memberCoupons).values({ userId, couponId: coupon!.id }).returning();
    return held!.id;
  }

  it('says how much more makes express delivery free, by the shop’s rule, and nothing once it is free or nothing is selected', async () => {
    expect(mug.priceCents).toBe(39_00);
    await add(1);
    expect((await index()).body.data.hints.free_shipping).toEqual({ missing: '60.00', threshold: '99.00', freight: '10.00' });
    await add(2);
    expect((await index()).body.data.hints).toEqual({ free_shipping: null, best_coupon: null, next_coupon: null });
    const unselected = await call(t.app, 'POST', 'cart/select', { token: member.token, body: { ids: 'all', selected: false } });
    expect(unselected.body.data.hints.free_shipping).toBeNull();
  });

  it('names the usable coupon that saves most and the nearest one that would save more', async () => {
    const tenOffFifty = await give(member.id, { denominationCents: 10_00, minAmountCents: 50_00 });
    await give(member.id, { type: 'discount', discount: 90 });
    const thirtyOff150 = await give(member.id, { denominationCents: 30_00, minAmountCents: 150_00 });
    await give(member.id, { denominationCents: 5_00, minAmountCents: 100_00 }); // nearer, but saves less than the best
    await give(member.id, { denominationCents: 50_00, ...validity, endAt: new Date('2025-05-01') }); // expired
    const other = await createMember(t.connection.db, `other${members}`);
    await give(other.id, { denominationCents: 60_00 });
    await add(2);
    const { hints } = (await index()).body.data;
    expect(hints.best_coupon).toEqual({ id: tenOffFifty, name: 'Coupon', type: 'full', denomination: '10.00', discount: null, min_amount: '50.00', saving: '10.00' });
    expect(hints.next_coupon).toMatchObject({ id: thirtyOff150, denomination: '30.00', min_amount: '150.00', saving: '30.00', missing: '72.00' });
  });

  it('counts only the goods a category coupon covers', async () => {
    const [shirtGoods] = await t.connection.db.select({ categoryId: goods.categoryId }).from(goods).where(eq(goods.id, 8));
    const [mugGoods] = await t.connection.db.select({ categoryId: goods.categoryId }).from(goods).where(eq(goods.id, 7));
    expect(shirtGoods!.categoryId).not.toBe(mugGoods!.categoryId);
    const shirtCoupon = await give(member.id, { denominationCents: 20_00, minAmountCents: 10_00, categoryId: shirtGoods!.categoryId });
    await add(3);
    expect((await index()).body.data.hints).toMatchObject({ best_coupon: null, next_coupon: null });
    const shirt = await inStockSku(t.connection.db, 8);
    await call(t.app, 'POST', 'cart/add', { token: member.token, body: { sku_id: shirt.id, quantity: 1 } });
    expect((await index()).body.data.hints.best_coupon).toMatchObject({ id: shirtCoupon, saving: '20.00' });
  });

  it('order/confirm applies the best usable coupon when none was chosen, and none when null is sent', async () => {
    await give(member.id, { denominationCents: 10_00, minAmountCents: 50_00 });
    const best = await give(member.id, { type: 'discount', discount: 80 });
    const body = { type: 'buy', sku_id: mug.id, quantity: 2, delivery: 'pickup' };
    const chosen = await call(t.app, 'POST', 'order/confirm', { token: member.token, body });
    expect(chosen.body.data).toMatchObject({ coupon_id: best, goods_amount: '78.00', discount: '15.60' });
    const none = await call(t.app, 'POST', 'order/confirm', { token: member.token, body: { ...body, coupon_id: null } });
    expect(none.body.data).toMatchObject({ coupon_id: null, discount: '0.00' });
  });
});
