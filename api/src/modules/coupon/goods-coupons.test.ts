import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CouponGoodsAnswer } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { coupons, goods } from '../../db/schema';
import { createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

describe('coupon/goods: the coupons a product’s buy box offers', () => {
  let t: TestApp;
  let shoes: number;
  let tshirt: number;
  let scopedName: string;
  beforeAll(async () => {
    t = await createTestApp();
    const goodsNamed = async (name: string) => (await t.connection.db.select({ id: goods.id }).from(goods).where(eq(goods.nameEn, name)))[0]!.id;
    shoes = await goodsNamed('Cloudstep running shoes');
    tshirt = await goodsNamed('Organic cotton T-shirt');
    scopedName = 'Shoes & bags refresh';
  });
  afterAll(() => t.close());

  const offers = async (id: number | string, token?: string, lang = 'en-us') => call(t.app, 'GET', 'coupon/goods', { query: { id: String(id) }, token, lang });
  const list = async (id: number, token?: string) => ((await offers(id, token)).body.data as CouponGoodsAnswer).list;

  it('offers every-product coupons everywhere and a category’s coupon on goods of its sub-categories only', async () => {
    const offered = await t.connection.db.select().from(coupons).where(eq(coupons.claimable, true));
    const everywhere = offered.filter((coupon) => coupon.categoryId === null && coupon.endAt.getTime() > t.clock.now().getTime()).map((coupon) => coupon.nameEn);
    const onShoes = (await list(shoes)).map((coupon) => coupon.name);
    const onTshirt = (await list(tshirt)).map((coupon) => coupon.name);
    expect(onShoes).toEqual(expect.arrayContaining([...everywhere, scopedName]));
    expect(onShoes).toHaveLength(everywhere.length + 1);
    expect(onTshirt.sort()).toEqual([...everywhere].sort());
    const scoped = (await list(shoes)).find((coupon) => coupon.name === scopedName)!;
    expect(scoped.scope).toMatchObject({ category_name: expect.any(String) });
    expect(((await offers(shoes, undefined, 'zh-cn')).body.data as CouponGoodsAnswer).list.map((coupon) => coupon.name)).not.toContain(scopedName);
  });

  it('tells a visitor every coupon is open and a member how many they hold, once claimed in place', async () => {
    const visitor = (await list(shoes)).find((coupon) => coupon.name === scopedName)!;
    expect(visitor).toMatchObject({ held: 0, claim_state: 'open' });
    const member = await createMember(t.connection.db, 'goods-coupons');
    const claimed = await call(t.app, 'POST', 'coupon/claim', { token: member.token, body: { id: visitor.id } });
    expect(claimed.body.code).toBe(1);
    const mine = (await list(shoes, member.token)).find((coupon) => coupon.id === visitor.id)!;
    expect(mine.held).toBe(1);
    expect(mine.claim_state).toBe(mine.per_member_limit > 1 ? 'open' : 'limit_reached');
    // Another shopper's answer is their own: a visitor still sees it unclaimed.
    expect((await list(shoes)).find((coupon) => coupon.id === visitor.id)!.held).toBe(0);
  });

  it('answers an unknown product as not found and a bad id naming the field', async () => {
    expect((await offers(999_999)).status).toBe(404);
    for (const id of ['x', '0', '-3']) {
      const bad = await offers(id);
      expect([bad.status, bad.body.data.field]).toEqual([400, 'id']);
    }
  });
});
