import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { ClaimableCoupon, CouponClaimableAnswer, CouponClaimAnswer, CouponMineAnswer, OrderPreview } from '@shop/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { coupons, goods, memberCoupons } from '../../db/schema';
import { createMember, inStockSku, SEEDED } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, type TestApp } from '../../testing/test-app';

type Member = { id: number; token: string };
type CouponTemplate = typeof coupons.$inferSelect;

const endCoupon = (t: TestApp, id: number, endAt: Date) => t.connection.db.update(coupons).set({ endAt }).where(eq(coupons.id, id));

/** Puts coupon templates back as they were read (validity, cap, count issued): tests end and cap them. */
async function restoreTemplates(t: TestApp, templates: CouponTemplate[]) {
  for (const template of templates) await t.connection.db.update(coupons).set(template).where(eq(coupons.id, template.id));
}

describe('coupon/mine', () => {
  let t: TestApp;
  let demo: string;
  let seededTemplates: CouponTemplate[];
  beforeAll(async () => {
    t = await createTestApp();
    demo = await signIn(t.app, 'demo', 'demo1234');
    seededTemplates = await t.connection.db.select().from(coupons);
  });
  afterAll(() => t.close());
  // The demo's coupons as seeded in every test: one test ends the template behind two of them.
  beforeEach(() => restoreTemplates(t, seededTemplates));

  const mine = async (query: Record<string, string>, token = demo) => call(t.app, 'GET', 'coupon/mine', { token, query, lang: 'en-us' });
  const page = async (query: Record<string, string>) => (await mine(query)).body.data as CouponMineAnswer;

  it('lists the member’s coupons by status, with every status’s count', async () => {
    const ids = async (status: string) => (await page({ status })).list.map((coupon) => coupon.id);
    expect(await ids('unused')).toEqual([SEEDED.demoCoupons.full199, SEEDED.demoCoupons.full99, SEEDED.demoCoupons.tenPercentOff, SEEDED.demoCoupons.notYetValid]);
    expect(await ids('used')).toEqual([SEEDED.demoCoupons.used]);
    expect(await ids('expired')).toEqual([SEEDED.demoCoupons.expired]);
    const unused = await page({ status: 'unused' });
    expect(unused).toMatchObject({ page: 1, size: 12, total: 4, counts: { unused: 4, used: 1, expired: 1 } });
    expect(unused.list[0]).toEqual({
      id: SEEDED.demoCoupons.full199,
      name: '20 off orders over 199',
      type: 'full',
      denomination: '20.00',
      discount: null,
      min_amount: '199.00',
      status: 'unused',
      start_at: '2025-01-01T00:00:00.000Z',
      end_at: '2030-12-31T15:59:59.000Z',
      scope: null,
    });
    expect(unused.list[2]).toMatchObject({ type: 'discount', discount: '9', denomination: null, min_amount: '0.00' });
  });

  it('pages, and moves a coupon to expired once its end has passed', async () => {
    const second = await page({ status: 'unused', page: '2', size: '3' });
    expect(second).toMatchObject({ page: 2, size: 3, total: 4 });
    expect(second.list.map((coupon) => coupon.id)).toEqual([SEEDED.demoCoupons.notYetValid]);
    // Template 2 (10 off 99) is behind the demo's unused coupon 2 and used coupon 5.
    await endCoupon(t, 2, t.clock.now());
    const expired = await page({ status: 'expired' });
    expect(expired.counts).toEqual({ unused: 3, used: 1, expired: 2 });
    expect(expired.list.map((coupon) => coupon.id)).toEqual([SEEDED.demoCoupons.full99, SEEDED.demoCoupons.expired]);
  });

  it('refuses a bad status or page, naming the field, and visitors', async () => {
    for (const [query, field] of [
      [{ status: 'lost' }, 'status'],
      [{ page: '0' }, 'page'],
      [{ size: '500' }, 'size'],
    ] as const) {
      const bad = await mine(query);
      expect([bad.status, bad.body.data.field]).toEqual([400, field]);
    }
    expect((await call(t.app, 'GET', 'coupon/mine')).status).toBe(401);
  });

  it('lists pickup stores in the reader’s language', async () => {
    const zh = await call(t.app, 'GET', 'store/index', { token: demo });
    expect(zh.body.data.list).toHaveLength(3);
    expect(zh.body.data.list[0]).toMatchObject({ id: 1, name: '上海旗舰店', business_hours: '周一至周日 10:00-22:00', phone: '021-58881234' });
    expect((await call(t.app, 'GET', 'store/index')).status).toBe(401);
  });
});

describe('the coupon centre', () => {
  let t: TestApp;
  let seededOffers: CouponTemplate[];
  let offerIds: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    seededOffers = await t.connection.db.select().from(coupons).where(eq(coupons.claimable, true));
    offerIds = Object.fromEntries(seededOffers.map((row) => [row.nameEn, row.id]));
  });
  afterAll(() => t.close());
  // The centre as seeded in every test, none of its coupons claimed: tests claim, cap and end them.
  beforeEach(async () => {
    await t.connection.db.delete(memberCoupons).where(inArray(memberCoupons.couponId, Object.values(offerIds)));
    await restoreTemplates(t, seededOffers);
  });

  let members = 0;
  const newMember = () => createMember(t.connection.db, `claimer${++members}`);
  const claim = (member: Member | null, id: unknown, lang = 'en-us') => call(t.app, 'POST', 'coupon/claim', { token: member?.token, body: { id }, lang });
  const centre = async (member: Member | null, lang = 'en-us', query: Record<string, string> = {}) =>
    (await call(t.app, 'GET', 'coupon/claimable', { token: member?.token, lang, query })).body.data as CouponClaimableAnswer;
  const offer = async (member: Member | null, name: string) => (await centre(member, 'en-us', { size: '60' })).list.find((row) => row.name === name) as ClaimableCoupon;
  const heldOf = async (member: Member, couponId: number) =>
    (await t.connection.db.select({ held: count() }).from(memberCoupons).where(and(eq(memberCoupons.userId, member.id), eq(memberCoupons.couponId, couponId))))[0]!.held;
  const limit = async (name: string, totalQuantity: number | null, issued = 0) => t.connection.db.update(coupons).set({ totalQuantity, issued }).where(eq(coupons.id, offerIds[name]!));

  it('offers the seeded coupons to visitors, open ones first, with terms, validity, scope and what is left', async () => {
    const list = await centre(null, 'en-us', { size: '60' });
    expect(list.list.map((row) => row.name)).toEqual([
      'Everyday saver',
      'Stock-up reward',
      'Early bird',
      'Shoes & bags refresh',
      'Double delight',
      'Member discount',
      'New year preview',
    ]);
    expect(list.total).toBe(7);
    const byName = Object.fromEntries(list.list.map((row) => [row.name, row]));
    expect(byName['Everyday saver']).toMatchObject({ type: 'full', denomination: '10.00', min_amount: '99.00', total: null, remaining: null, per_member_limit: 1, held: 0, claim_state: 'open', scope: null });
    expect(byName['Early bird']).toMatchObject({ total: 5, remaining: 5, claim_state: 'open' });
    expect(byName['Shoes & bags refresh']).toMatchObject({ scope: { category_name: 'Shoes & bags' }, min_amount: '299.00' });
    expect(byName['Member discount']).toMatchObject({ type: 'discount', discount: '8.5', denomination: null });
    expect(byName['Double delight']).toMatchObject({ per_member_limit: 2 });
    expect(byName['New year preview']).toMatchObject({ claim_state: 'not_started', start_at: '2031-01-01T00:00:00.000Z' });
    const zh = await centre(null, 'zh-cn', { size: '60' });
    expect(zh.list.find((row) => row.id === offerIds['Shoes & bags refresh'])).toMatchObject({ name: '鞋包焕新券', scope: { category_name: '鞋靴箱包' } });
    const paged = await centre(null, 'en-us', { page: '2', size: '5' });
    expect([paged.total, paged.list.map((row) => row.name)]).toEqual([7, ['Member discount', 'New year preview']]);
  });

  it('hands a member one coupon, which shows under unused, and then says the member holds it', async () => {
    const member = await newMember();
    const claimed = await claim(member, offerIds['Everyday saver']);
    expect(claimed.body).toMatchObject({ code: 1, msg: 'Coupon claimed' });
    const answer = claimed.body.data as CouponClaimAnswer;
    expect(answer.member_coupon).toMatchObject({ name: 'Everyday saver', status: 'unused', denomination: '10.00', scope: null });
    expect(answer.offer).toMatchObject({ id: offerIds['Everyday saver'], held: 1, claim_state: 'limit_reached', remaining: null });
    const mine = (await call(t.app, 'GET', 'coupon/mine', { token: member.token })).body.data as CouponMineAnswer;
    expect(mine.list.map((coupon) => coupon.id)).toEqual([answer.member_coupon.id]);
    expect(await offer(member, 'Everyday saver')).toMatchObject({ held: 1, claim_state: 'limit_reached' });
    expect(await offer(null, 'Everyday saver')).toMatchObject({ held: 0, claim_state: 'open' });
    const scoped = (await claim(member, offerIds['Shoes & bags refresh'], 'zh-cn')).body.data as CouponClaimAnswer;
    expect(scoped.member_coupon.scope).toEqual({ category_id: expect.any(Number), category_name: '鞋靴箱包' });
    expect(scoped.offer.remaining).toBe(299);
  });

  it('refuses, naming id, past the member’s cap, when none is left, and before or after the validity', async () => {
    const member = await newMember();
    expect((await claim(member, offerIds['Double delight'])).body.code).toBe(1);
    expect((await claim(member, offerIds['Double delight'])).body.code).toBe(1);
    const third = await claim(member, offerIds['Double delight']);
    expect([third.status, third.body.msg, third.body.data.field]).toEqual([400, 'You already hold 2 of this coupon, the most one member may claim', 'id']);
    expect((await claim(member, offerIds['Double delight'], 'zh-cn')).body.msg).toBe('该优惠券每人限领2张，您已领满');

    await limit('Stock-up reward', 3, 3);
    const soldOut = await claim(member, offerIds['Stock-up reward']);
    expect([soldOut.status, soldOut.body.msg, soldOut.body.data.field]).toEqual([400, 'This coupon has all been claimed', 'id']);
    expect(await offer(member, 'Stock-up reward')).toMatchObject({ remaining: 0, claim_state: 'sold_out' });

    const early = await claim(member, offerIds['New year preview']);
    expect([early.status, early.body.msg]).toEqual([400, 'This coupon can be claimed from 2031-01-01 08:00']);
    expect(await heldOf(member, offerIds['New year preview']!)).toBe(0);
    await endCoupon(t, offerIds['Everyday saver']!, t.clock.now());
    const late = await claim(member, offerIds['Everyday saver']);
    expect([late.status, late.body.msg, late.body.data.field]).toEqual([400, 'This coupon is no longer available', 'id']);
    expect((await centre(member, 'en-us', { size: '60' })).list.map((row) => row.name)).not.toContain('Everyday saver');
  });

  it('answers 404 for coupons not in the centre, 400 naming id for bad input, 401 for visitors', async () => {
    const member = await newMember();
    expect((await claim(member, SEEDED.demoCoupons.full199)).status).toBe(404);
    expect((await claim(member, 999_999)).status).toBe(404);
    for (const id of ['x', 0, -1, 1.5, null]) {
      const bad = await claim(member, id);
      expect([bad.status, bad.body.data.field]).toEqual([400, 'id']);
    }
    const bad = await call(t.app, 'GET', 'coupon/claimable', { query: { size: '0' } });
    expect([bad.status, bad.body.data.field]).toEqual([400, 'size']);
    expect((await claim(null, offerIds['Everyday saver'])).status).toBe(401);
  });

  it('issues exactly the last 5 to 30 members claiming them at once', async () => {
    await limit('Early bird', 5);
    const claimers = await Promise.all(Array.from({ length: 30 }, () => newMember()));
    const results = await Promise.all(claimers.map((member) => claim(member, offerIds['Early bird'])));
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(5);
    const refusals = results.filter((result) => result.body.code !== 1);
    expect(refusals).toHaveLength(25);
    for (const refusal of refusals) expect([refusal.status, refusal.body.msg]).toEqual([400, 'This coupon has all been claimed']);
    const [row] = await t.connection.db.select().from(coupons).where(eq(coupons.id, offerIds['Early bird']!));
    expect(row!.issued).toBe(5);
    const [held] = await t.connection.db.select({ held: count() }).from(memberCoupons).where(eq(memberCoupons.couponId, offerIds['Early bird']!));
    expect(held!.held).toBe(5);
  });

  it('gives one member racing themselves exactly their cap', async () => {
    const member = await newMember();
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(member, offerIds['Double delight'])));
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(2);
    expect(await heldOf(member, offerIds['Double delight']!)).toBe(2);
  });
});

describe('a category-scoped coupon at checkout', () => {
  let t: TestApp;
  let scopedOfferId: number;
  let skus: { shoes: number; clutch: number; tshirt: number };
  beforeAll(async () => {
    t = await createTestApp();
    const [scoped] = await t.connection.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.nameEn, 'Shoes & bags refresh'));
    scopedOfferId = scoped!.id;
    const goodsNamed = async (name: string) => (await t.connection.db.select({ id: goods.id }).from(goods).where(eq(goods.nameEn, name)))[0]!.id;
    skus = {
      shoes: (await inStockSku(t.connection.db, await goodsNamed('Cloudstep running shoes'))).id,
      clutch: (await inStockSku(t.connection.db, await goodsNamed('Pleated cloud clutch'))).id,
      tshirt: (await inStockSku(t.connection.db, await goodsNamed('Organic cotton T-shirt'))).id,
    };
  });
  afterAll(() => t.close());

  // A member of each test's own, holding the coupon unused and a bag and T-shirts in the cart: a test may spend the coupon.
  let members = 0;
  let member: Member;
  let memberCouponId: number;
  beforeEach(async () => {
    member = await createMember(t.connection.db, `scoped${++members}`, 5_000_00);
    memberCouponId = ((await call(t.app, 'POST', 'coupon/claim', { token: member.token, body: { id: scopedOfferId } })).body.data as CouponClaimAnswer).member_coupon.id;
    for (const [sku, quantity] of [
      [skus.clutch, 1],
      [skus.tshirt, 3],
    ] as const) {
      await call(t.app, 'POST', 'cart/add', { token: member.token, body: { sku_id: sku, quantity } });
    }
  });

  const cartIds = async () => (await call(t.app, 'GET', 'cart/index', { token: member.token })).body.data.list.map((row: { id: number }) => row.id);
  const confirm = (body: Record<string, unknown>) => call(t.app, 'POST', 'order/confirm', { token: member.token, body: { delivery: 'pickup', store_id: 1, ...body }, lang: 'en-us' });
  const option = (preview: OrderPreview) => preview.coupons.find((coupon) => coupon.id === memberCouponId);

  it('is not offered for an order without goods of its category, whatever the order’s total', async () => {
    const preview = (await confirm({ type: 'buy', sku_id: skus.tshirt, quantity: 5 })).body.data as OrderPreview;
    expect(preview.goods_amount).toBe('495.00');
    expect(option(preview)).toMatchObject({ usable: false, reason: 'This coupon does not cover any goods in this order' });
    const refused = await confirm({ type: 'buy', sku_id: skus.tshirt, quantity: 5, coupon_id: memberCouponId });
    expect([refused.status, refused.body.msg, refused.body.data.field]).toEqual([400, 'This coupon does not cover any goods in this order', 'coupon_id']);
  });

  it('meets its threshold with the goods of its category only', async () => {
    // 189.00 of bags and 297.00 of T-shirts: 486.00 in all, but under 299.00 of what the coupon covers.
    const preview = (await confirm({ type: 'cart', cart_ids: await cartIds() })).body.data as OrderPreview;
    expect(preview.goods_amount).toBe('486.00');
    expect(option(preview)).toMatchObject({ usable: false, reason: 'Spend 299.00 yuan or more on the goods this coupon covers' });
    const placed = await call(t.app, 'POST', 'order/create', { token: member.token, body: { type: 'cart', cart_ids: await cartIds(), delivery: 'pickup', store_id: 1, coupon_id: memberCouponId }, lang: 'zh-cn' });
    expect([placed.status, placed.body.msg, placed.body.data.field]).toEqual([400, '适用商品满299.00元可用', 'coupon_id']);
  });

  it('takes its amount off an order holding enough goods of a child category', async () => {
    const preview = (await confirm({ type: 'buy', sku_id: skus.shoes, quantity: 1, coupon_id: memberCouponId })).body.data as OrderPreview;
    expect(option(preview)).toMatchObject({ usable: true });
    expect(preview).toMatchObject({ goods_amount: '459.00', discount: '30.00', payable: '429.00', coupon_id: memberCouponId });
    const placed = await call(t.app, 'POST', 'order/create', { token: member.token, body: { type: 'buy', sku_id: skus.shoes, quantity: 1, delivery: 'pickup', store_id: 1, coupon_id: memberCouponId } });
    expect(placed.body.data).toMatchObject({ payable: '429.00' });
    const used = (await call(t.app, 'GET', 'coupon/mine', { token: member.token, query: { status: 'used' } })).body.data as CouponMineAnswer;
    expect(used.list.map((coupon) => coupon.id)).toEqual([memberCouponId]);
  });
});
