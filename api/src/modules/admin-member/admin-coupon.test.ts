import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, count, desc, eq } from 'drizzle-orm';
import { auditLogs, memberCoupons } from '../../db/schema';
import { createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';

/** A valid full-discount coupon over the test clock's day (2025-06-01). */
const fullCoupon = {
  name: { zh: '满100减10', en: '10 off orders over 100' },
  type: 'full',
  denomination: '10',
  min_amount: '100',
  start_at: '2025-05-01T00:00:00+08:00',
  end_at: '2025-12-31T23:59:59+08:00',
};

describe('back office: coupons', () => {
  let t: TestApp;
  let operator: string;
  let service: string;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await signInStaff(t.app, 'operator');
    service = await signInStaff(t.app, 'service');
  });
  afterAll(() => t.close());

  const save = (body: Record<string, unknown>, lang = 'en-us') => call(t.app, 'POST', 'admin/coupon/save', { token: operator, body, lang });
  const issue = (body: Record<string, unknown>) => call(t.app, 'POST', 'admin/coupon/issue', { token: operator, body, lang: 'en-us' });
  const list = (query: Record<string, string>) => call(t.app, 'GET', 'admin/coupon/index', { token: operator, query, lang: 'en-us' });
  const auditOf = (couponId: number) =>
    t.connection.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'coupon'), eq(auditLogs.targetId, String(couponId))))
      .orderBy(desc(auditLogs.id));
  const held = async (couponId: number) => (await t.connection.db.select({ held: count() }).from(memberCoupons).where(eq(memberCoupons.couponId, couponId)))[0]!.held;

  it('needs coupon.view to read and coupon.edit to change: customer service has neither', async () => {
    expect((await call(t.app, 'GET', 'admin/coupon/index', { token: service })).status).toBe(403);
    expect((await call(t.app, 'POST', 'admin/coupon/save', { token: service, body: fullCoupon })).status).toBe(403);
    expect((await call(t.app, 'POST', 'admin/coupon/status', { token: service, body: { id: 1, claimable: false } })).status).toBe(403);
    expect((await call(t.app, 'POST', 'admin/coupon/issue', { token: service, body: { coupon_id: 1, usernames: ['demo'] } })).status).toBe(403);
    expect((await call(t.app, 'GET', 'admin/coupon/index')).status).toBe(401);
  });

  it('lists templates with their terms and counts, filtered by type, status and name, sorted on the server', async () => {
    const all = (await list({ size: '100' })).body.data;
    expect(all.total).toBeGreaterThan(5);
    const tenOff = all.list.find((coupon) => coupon.name.en === '10% off everything')!;
    expect(tenOff).toMatchObject({ type: 'discount', discount: '9', denomination: null, min_amount: '0.00' });
    const discounts = (await list({ type: 'discount', size: '100' })).body.data.list;
    expect(discounts.length).toBeGreaterThan(0);
    expect(discounts.every((coupon) => coupon.type === 'discount')).toBe(true);
    const ended = (await list({ status: 'ended', size: '100' })).body.data.list;
    expect(ended.map((coupon) => coupon.name.en)).toContain('Spring: 5 off orders over 50');
    expect(ended.every((coupon) => coupon.state === 'ended')).toBe(true);
    const claimable = (await list({ status: 'claimable', size: '100' })).body.data.list;
    expect(claimable.length).toBeGreaterThan(0);
    expect(claimable.every((coupon) => coupon.claimable && coupon.state === 'claimable')).toBe(true);
    expect((await list({ keyword: '新年' })).body.data.list.map((coupon) => coupon.name.zh).sort()).toEqual(expect.arrayContaining(['新年满299减30']));
    const ascending = (await list({ sort: 'id', order: 'asc', size: '3' })).body.data.list.map((coupon) => coupon.id);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect((await list({ status: 'open' })).body.data.field).toBe('status');
  });

  it('creates and edits a template, audited, with what members hold kept as it was', async () => {
    const created = await save(fullCoupon);
    expect(created.body).toMatchObject({ code: 1, msg: 'Coupon saved', data: { denomination: '10.00', min_amount: '100.00', discount: null, issued: 0, used: 0, claimable: false, state: 'stopped', total_quantity: null, per_member_limit: 1 } });
    const id = created.body.data.id;
    const renamed = await save({ ...fullCoupon, id, name: { zh: '满100减15', en: '15 off orders over 100' }, denomination: '15', total_quantity: 2, claimable: true });
    expect(renamed.body.data).toMatchObject({ id, denomination: '15.00', total_quantity: 2, claimable: true, state: 'claimable' });
    const [edit, creation] = await auditOf(id);
    expect(creation).toMatchObject({ staffUsername: 'operator', action: 'coupon.save', before: null, after: { denominationCents: 1000 } });
    expect(edit).toMatchObject({ action: 'coupon.save', before: { denominationCents: 1000, totalQuantity: null }, after: { denominationCents: 1500, totalQuantity: 2 } });

    expect((await issue({ coupon_id: id, usernames: ['demo'] })).body.data.issued).toBe(1);
    const fixed = await save({ ...fullCoupon, id, denomination: '20', min_amount: '100' });
    expect([fixed.status, fixed.body.data.field]).toEqual([400, 'denomination']);
    const shortened = await save({ ...fullCoupon, id, denomination: '15', total_quantity: 1, end_at: '2025-11-30T23:59:59+08:00' });
    expect(shortened.body.data).toMatchObject({ total_quantity: 1, end_at: '2025-11-30T15:59:59.000Z', denomination: '15.00' });
    expect((await call(t.app, 'POST', 'admin/coupon/save', { token: operator, body: { ...fullCoupon, id: 999999 } })).status).toBe(404);
  });

  it('refuses a template whose terms make no sense, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ min_amount: '5' }, 'min_amount', 'The threshold must be at least the amount off'],
      [{ denomination: '0' }, 'denomination', 'Enter an amount off from 0.01 to 100000.00 yuan, with at most two decimals'],
      [{ denomination: null }, 'denomination', 'Amount off is required'],
      [{ type: 'discount', discount: '10' }, 'discount', 'Enter a discount from 0.1 to 9.9 (折), with at most one decimal'],
      [{ type: 'discount', discount: '8.55' }, 'discount', 'Enter a discount from 0.1 to 9.9 (折), with at most one decimal'],
      [{ type: 'discount' }, 'discount', 'Discount is required'],
      [{ end_at: '2025-04-01T00:00:00+08:00' }, 'end_at', 'The end must come after the start'],
      [{ type: 'cash' }, 'type', 'The coupon type must be full or discount'],
      [{ per_member_limit: 0 }, 'per_member_limit', 'Per-member cap is invalid'],
      [{ category_id: 999999 }, 'category_id', 'This category does not exist'],
      [{ name: { zh: '', en: 'x' } }, 'name.zh', 'Chinese is required'],
    ];
    for (const [change, field, message] of cases) {
      const refused = await save({ ...fullCoupon, ...change });
      expect([refused.status, refused.body.data.field, refused.body.msg]).toEqual([400, field, message]);
    }
    const discount = await save({ ...fullCoupon, type: 'discount', denomination: undefined, discount: '8.5', min_amount: '0' });
    expect(discount.body.data).toMatchObject({ type: 'discount', discount: '8.5', denomination: null });
    expect((await save({ ...fullCoupon, min_amount: '5' }, 'zh-cn')).body.msg).toBe('使用门槛不能低于面额');
  });

  it('stops and resumes claiming in the coupon centre, audited', async () => {
    const id = (await save({ ...fullCoupon, claimable: true })).body.data.id;
    const centre = async () => {
      const offers = (await call(t.app, 'GET', 'coupon/claimable', { query: { size: '60' } })).body.data as unknown as { list: Array<{ id: number }> };
      return offers.list.map((coupon) => coupon.id);
    };
    expect(await centre()).toContain(id);
    const stopped = await call(t.app, 'POST', 'admin/coupon/status', { token: operator, body: { id, claimable: false }, lang: 'en-us' });
    expect(stopped.body).toMatchObject({ msg: 'Claiming stopped', data: { claimable: false, state: 'stopped' } });
    expect(await centre()).not.toContain(id);
    const resumed = await call(t.app, 'POST', 'admin/coupon/status', { token: operator, body: { id, claimable: true }, lang: 'en-us' });
    expect(resumed.body).toMatchObject({ msg: 'Claiming resumed', data: { claimable: true } });
    expect((await auditOf(id))[1]).toMatchObject({ action: 'coupon.status', before: { claimable: true }, after: { claimable: false } });
    expect((await call(t.app, 'POST', 'admin/coupon/status', { token: operator, body: { id: 999999, claimable: true } })).status).toBe(404);
  });

  it('issues to members by id or username within the limits, saying who was skipped and why', async () => {
    const ann = await createMember(t.connection.db, 'issue_ann');
    const bob = await createMember(t.connection.db, 'issue_bob');
    const cid = await createMember(t.connection.db, 'issue_cid');
    const id = (await save({ ...fullCoupon, total_quantity: 3, per_member_limit: 1 })).body.data.id;
    const first = await issue({ coupon_id: id, member_ids: [ann.id, ann.id], usernames: ['issue_ann', 'nobody_here'] });
    expect(first.body).toMatchObject({ msg: 'Coupons issued', data: { issued: 1, skipped: [{ member: 'nobody_here', reason: 'unknown_member' }], coupon: { issued: 1 } } });
    const second = await issue({ coupon_id: id, usernames: ['issue_ann', 'issue_bob', 'issue_cid'], member_ids: [999999] });
    expect(second.body.data.issued).toBe(2);
    expect(second.body.data.skipped).toEqual(expect.arrayContaining([{ member: '999999', reason: 'unknown_member' }, { member: 'issue_ann', reason: 'limit_reached' }]));
    const third = await issue({ coupon_id: id, member_ids: [cid.id] });
    expect(third.body.data).toMatchObject({ issued: 0, skipped: [{ member: 'issue_cid', reason: 'limit_reached' }] });
    expect(await held(id)).toBe(3);
    const lowered = await save({ ...fullCoupon, id, total_quantity: 2 });
    expect([lowered.status, lowered.body.data.field, lowered.body.msg]).toEqual([400, 'total_quantity', '3 have been issued already: the total cannot be lower']);
    const fresh = await createMember(t.connection.db, 'issue_dan');
    expect((await issue({ coupon_id: id, member_ids: [fresh.id] })).body.data).toMatchObject({ issued: 0, skipped: [{ member: 'issue_dan', reason: 'sold_out' }], coupon: { issued: 3 } });
    const bobCoupons = await call(t.app, 'GET', 'coupon/mine', { token: bob.token });
    expect(bobCoupons.body.data.list.map((coupon: { name: string }) => coupon.name)).toContain('满100减10');
    expect((await auditOf(id))[0]).toMatchObject({ action: 'coupon.issue', before: { issued: 1 }, after: { issued: 3 } });
  });

  it('refuses an issue to no one, of an ended coupon, or of an unknown one', async () => {
    const none = await issue({ coupon_id: 1, usernames: [] });
    expect([none.status, none.body.data.field, none.body.msg]).toEqual([400, 'usernames', 'Name at least one member']);
    const ended = (await list({ status: 'ended' })).body.data.list[0]!;
    const late = await issue({ coupon_id: ended.id, usernames: ['demo'] });
    expect([late.status, late.body.data.field]).toEqual([400, 'coupon_id']);
    expect((await issue({ coupon_id: 999999, usernames: ['demo'] })).status).toBe(404);
  });
});
