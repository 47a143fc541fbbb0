import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { auditLogs, walletLedger } from '../../db/schema';
import { balanceOf, inStockSku } from '../../testing/buying-fixtures';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';
import { orderRow, placeOrder, refundBody, refundCall, walletMember, type Member } from '../refund/refund-test-kit';

describe('back office: refunds', () => {
  let t: TestApp;
  let operator: string;
  let service: string;
  let warehouse: string;
  let mug: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    [operator, service, warehouse] = await Promise.all([signInStaff(t.app, 'operator'), signInStaff(t.app, 'service'), signInStaff(t.app, 'warehouse')]);
    mug = await inStockSku(t.connection.db, 7);
  });
  afterAll(() => t.close());

  const get = <Url extends string>(url: Url, token: string, query: Record<string, string>) => call(t.app, 'GET', url, { token, query, lang: 'en-us' });
  const decide = (verb: 'approve' | 'reject', id: number, token = operator) => refundCall(t, 'POST', `admin/refund/${verb}`, { token, body: { id, note: 'Checked by the shop' } });

  /** A member's paid pickup order of `quantity` mugs and a pending request for all of them. */
  async function pendingRequest(member: Member, quantity = 1) {
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity }]);
    const line = (await orderRow(t, orderId)).items[0]!.id;
    const applied = await refundCall(t, 'POST', 'refund/apply', { token: member.token, body: refundBody(orderId, [{ order_item_id: line, quantity }]) });
    return { orderId, refundId: applied.body.data.id };
  }

  it('lists every member’s requests, filtered and sorted on the server, for roles that may view refunds', async () => {
    const member = await walletMember(t, 'refund_lister');
    const small = await pendingRequest(member, 1);
    const large = await pendingRequest(member, 2);
    await decide('reject', small.refundId);
    const listed = await get('admin/refund/index', service, { keyword: 'refund_lister', sort: 'amount', order: 'desc' });
    expect(listed.body.data).toMatchObject({
      total: 2,
      list: [
        { id: large.refundId, amount: '78.00', status: 'pending', member: { username: 'refund_lister' }, order_status: 6, order_delivery: 'pickup' },
        { id: small.refundId, amount: '39.00', status: 'rejected', order_status: 1 },
      ],
    });
    expect((await get('admin/refund/index', service, { keyword: 'refund_lister', status: 'pending' })).body.data.list.map((row) => row.id)).toEqual([large.refundId]);
    const orderNo = (await orderRow(t, small.orderId)).orderNo;
    expect((await get('admin/refund/index', service, { keyword: orderNo })).body.data.list.map((row) => row.id)).toEqual([small.refundId]);
    expect((await get('admin/refund/index', service, { keyword: 'refund_lister', date_to: '2025-05-31' })).body.data.total).toBe(0);
    expect((await get('admin/refund/index', service, { status: 'lost' })).body.data).toMatchObject({ field: 'status' });
    expect((await get('admin/refund/detail', service, { id: String(large.refundId) })).body.data).toMatchObject({ id: large.refundId, member: { id: member.id } });
    expect((await get('admin/refund/detail', service, { id: '999999' })).status).toBe(404);
    // The warehouse role has no refund.view.
    expect((await get('admin/refund/index', warehouse, {})).status).toBe(403);
    expect((await get('admin/refund/detail', warehouse, { id: String(large.refundId) })).status).toBe(403);
  });

  it('makes one decision when two reviewers decide the same request at once, and audits it', async () => {
    const member = await walletMember(t, 'refund_raced');
    const { orderId, refundId } = await pendingRequest(member, 1);
    const balance = await balanceOf(t.connection.db, member.id);
    const results = await Promise.all([decide('approve', refundId), decide('reject', refundId), decide('approve', refundId)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    const losers = results.filter((result) => result.status === 409);
    expect(losers.map((result) => result.body.msg)).toEqual(['This request has already been handled', 'This request has already been handled']);
    const decided = results.find((result) => result.status === 200)!.body.data.status;
    const audit = await t.connection.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'refund'), eq(auditLogs.targetId, String(refundId))));
    expect(audit).toMatchObject([{ staffUsername: 'operator', action: decided === 'approved' ? 'refund.approve' : 'refund.reject', before: { status: 'pending' }, after: { status: decided } }]);
    const ledger = await t.connection.db.select().from(walletLedger).where(eq(walletLedger.refundId, refundId));
    expect(ledger).toHaveLength(decided === 'approved' ? 1 : 0);
    expect(await balanceOf(t.connection.db, member.id)).toBe(balance + (decided === 'approved' ? 39_00 : 0));
    expect((await orderRow(t, orderId)).status).toBe(decided === 'approved' ? 6 : 1);
  });

  it('lets only refund.review decide', async () => {
    const member = await walletMember(t, 'refund_guarded');
    const { refundId } = await pendingRequest(member, 1);
    expect((await decide('approve', refundId, service)).status).toBe(403);
    expect((await decide('reject', refundId, warehouse)).status).toBe(403);
    expect((await decide('approve', refundId, member.token)).status).toBe(401);
    expect((await get('admin/refund/detail', service, { id: String(refundId) })).body.data.status).toBe('pending');
  });
});
