import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { ORDER_STATUS, type RefundListAnswer } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { activitySkus, groupMembers, orderItems, orders, refunds, walletLedger } from '../../../db/schema';
import { balanceOf, pendingPayment, skuStock } from '../../../testing/buying-fixtures';
import { call, createSecondNode, createTestApp, type TestApp } from '../../../testing/test-app';
import { settleExpiredGroups } from './group-expiry-service';
import { groupKit, MINUTE, type GroupDeal, type Member } from './group-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kit = groupKit(() => t, 'exp');
const { members, payFromWallet } = kit;
const groupActivity = kit.deal;

/** Two units of the deal: opens a group, or joins `groupId`; answers the order's id. */
async function buy(member: Member, deal: GroupDeal, groupId?: number) {
  const created = await kit.buy(member, deal, { groupId, quantity: 2 });
  expect(created.body.code).toBe(1);
  return created.body.data.order_id;
}

const groupOf = async (orderId: number) => (await kit.seatOf(orderId)).groupId;
const activityStock = async (id: number) => (await t.connection.db.select().from(activitySkus).where(eq(activitySkus.id, id)))[0]!;
const orderRow = async (id: number) => (await t.connection.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const settle = () => settleExpiredGroups(t.connection.db, t.app.paymentProviders, t.clock.now());

it('fails a group short of its size when its window closes, refunding every paid member once and releasing stock and seats', async () => {
  const activity = await groupActivity(3, 60);
  const [leader, second, unpaid] = await members(3);
  const warehouse = await skuStock(t.connection.db, activity.skuId);
  const balances = [await balanceOf(t.connection.db, leader!.id), await balanceOf(t.connection.db, second!.id)];

  const leaderOrder = await buy(leader!, activity);
  const groupId = await groupOf(leaderOrder);
  await payFromWallet(leader!, leaderOrder);
  const secondOrder = await buy(second!, activity, groupId);
  await payFromWallet(second!, secondOrder);
  t.clock.advance(40 * MINUTE);
  const unpaidOrder = await buy(unpaid!, activity, groupId);
  expect(await activityStock(activity.activitySkuId)).toMatchObject({ stock: 44, sold: 6 });
  expect(await skuStock(t.connection.db, activity.skuId)).toBe(warehouse - 6);

  // Nothing is due inside the window.
  expect(await settle()).toBe(0);
  t.clock.advance(21 * MINUTE);
  // Two sweeps at once (two API nodes) and one more afterwards: the group fails once.
  const counts = await Promise.all([settle(), settle()]);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
  expect(await settle()).toBe(0);

  const group = await kit.groupRow(groupId);
  expect(group).toMatchObject({ status: 'failed', settledAt: t.clock.now() });
  const seats = await t.connection.db.select().from(groupMembers).where(eq(groupMembers.groupId, groupId));
  expect(Object.fromEntries(seats.map((seat) => [seat.orderId, seat.status]))).toEqual({ [leaderOrder]: 'refunded', [secondOrder]: 'refunded', [unpaidOrder]: 'released' });

  for (const [index, [member, orderId]] of ([[leader!, leaderOrder], [second!, secondOrder]] as const).entries()) {
    expect(await balanceOf(t.connection.db, member.id)).toBe(balances[index]);
    expect(await orderRow(orderId)).toMatchObject({ status: ORDER_STATUS.refund, refundedCents: 39_80, paidCents: 39_80, statusBeforeRefund: null });
    const paidBack = await t.connection.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(paidBack).toEqual([expect.objectContaining({ status: 'approved', kind: 'refund', amountCents: 39_80, refundMethod: 'balance', reason: 'group_failed' })]);
    const ledger = await t.connection.db.select().from(walletLedger).where(and(eq(walletLedger.userId, member.id), eq(walletLedger.refundId, paidBack[0]!.id)));
    expect(ledger).toEqual([expect.objectContaining({ type: 'income', amountCents: 39_80, orderId })]);
    const lines = await t.connection.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines).toEqual([expect.objectContaining({ quantity: 2, refundedQuantity: 2, refundedCents: 39_80 })]);
  }
  expect((await orderRow(unpaidOrder)).status).toBe(ORDER_STATUS.cancelled);
  expect(await activityStock(activity.activitySkuId)).toMatchObject({ stock: 50, sold: 0 });
  expect(await skuStock(t.connection.db, activity.skuId)).toBe(warehouse);

  // The member sees it: the group failed, the order refunded, the money back in the wallet's log.
  const detail = await call(t.app, 'GET', 'activity/group/detail', { query: { group_id: String(groupId) }, token: leader!.token });
  expect(detail.body.data).toMatchObject({ state: 'failed', seats_left: 0, joined: true, order_id: leaderOrder });
  expect(detail.body.data.members.map((member) => member.state)).toEqual(['refunded', 'refunded']);
  const requests = await call(t.app, 'GET', 'refund/index', { token: leader!.token, query: { order_id: String(leaderOrder) } });
  expect((requests.body.data as RefundListAnswer).list).toEqual([expect.objectContaining({ reason: 'group_failed', status: 'approved', amount: '39.80' })]);
  const log = await call(t.app, 'GET', 'wallet/log', { token: leader!.token, lang: 'en-us' });
  expect(JSON.stringify(log.body.data)).toContain('Refund for order');
});

it('settles lazily when a group page is read, so the page is never stale', async () => {
  const activity = await groupActivity(2, 30);
  const [leader] = await members(1);
  const before = await balanceOf(t.connection.db, leader!.id);
  const orderId = await buy(leader!, activity);
  await payFromWallet(leader!, orderId);
  const groupId = await groupOf(orderId);
  const view = () => call(t.app, 'GET', 'activity/group/view', { query: { id: String(activity.activityId) }, token: leader!.token });
  expect((await view()).body.data.groups).toEqual([expect.objectContaining({ id: groupId, mine: true, seats_left: 1 })]);

  t.clock.advance(30 * MINUTE);
  expect((await view()).body.data.groups).toEqual([]);
  expect(await balanceOf(t.connection.db, leader!.id)).toBe(before);
  const detail = await call(t.app, 'GET', 'activity/group/detail', { query: { group_id: String(groupId) } });
  expect(detail.body.data).toMatchObject({ state: 'failed', settled_at: t.clock.now().toISOString() });
});

it('does not let a payment made after the window closed complete the group: it is refunded with the others', async () => {
  const activity = await groupActivity(2, 60);
  const [leader, late] = await members(2);
  const leaderOrder = await buy(leader!, activity);
  await payFromWallet(leader!, leaderOrder);
  const groupId = await groupOf(leaderOrder);
  t.clock.advance(55 * MINUTE);
  const lateOrder = await buy(late!, activity, groupId);
  t.clock.advance(10 * MINUTE);
  // The order is still inside its own payment window, but the group's has closed.
  await payFromWallet(late!, lateOrder);
  expect((await kit.groupRow(groupId)).status).toBe('open');
  expect(await settle()).toBe(1);
  const paidBack = await t.connection.db.select().from(refunds).where(inArray(refunds.orderId, [leaderOrder, lateOrder]));
  expect(paidBack.map((refund) => refund.orderId).sort()).toEqual([leaderOrder, lateOrder].sort());
});

it('pays an online payment back through its provider', async () => {
  const activity = await groupActivity(2, 60);
  const [leader] = await members(1);
  const orderId = await buy(leader!, activity);
  const started = await call(t.app, 'POST', 'payment/index', { token: leader!.token, body: { order_id: orderId, method: 'sandbox' } });
  const token = new URL(pendingPayment(started).pay_url, 'http://shop.test').searchParams.get('token')!;
  await t.app.inject({ method: 'POST', url: '/homeapi/sandbox/pay/confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${token}` });
  expect((await orderRow(orderId)).paymentMethod).toBe('sandbox');
  const balance = await balanceOf(t.connection.db, leader!.id);

  t.clock.advance(61 * MINUTE);
  expect(await settle()).toBe(1);
  const [refund] = await t.connection.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  expect(refund).toMatchObject({ status: 'approved', refundMethod: 'sandbox', amountCents: 39_80, providerRefundNo: expect.stringMatching(/^SR/) });
  expect(await balanceOf(t.connection.db, leader!.id)).toBe(balance);
  expect(await orderRow(orderId)).toMatchObject({ status: ORDER_STATUS.refund, refundedCents: 39_80 });
});

it('withdraws a refund request the member left open and refunds the whole order once', async () => {
  const activity = await groupActivity(2, 60);
  const [leader] = await members(1);
  const orderId = await buy(leader!, activity);
  await payFromWallet(leader!, orderId);
  const [line] = await t.connection.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const asked = await call(t.app, 'POST', 'refund/apply', { token: leader!.token, body: { order_id: orderId, kind: 'refund', reason: 'no_longer_needed', items: [{ order_item_id: line!.id, quantity: 1 }] } });
  expect(asked.body.code).toBe(1);

  t.clock.advance(61 * MINUTE);
  expect(await settle()).toBe(1);
  const rows = await t.connection.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  expect(rows.map((row) => [row.status, row.amountCents]).sort()).toEqual([
    ['approved', 39_80],
    ['cancelled', 19_90],
  ]);
  expect(await orderRow(orderId)).toMatchObject({ status: ORDER_STATUS.refund, refundedCents: 39_80, statusBeforeRefund: null });
});

it('settles the other groups when one cannot be paid back now, and that one on a later run', async () => {
  const activity = await groupActivity(2, 60);
  const [online, wallet] = await members(2);
  const onlineOrder = await buy(online!, activity);
  const started = await call(t.app, 'POST', 'payment/index', { token: online!.token, body: { order_id: onlineOrder, method: 'sandbox' } });
  const token = new URL(pendingPayment(started).pay_url, 'http://shop.test').searchParams.get('token')!;
  await t.app.inject({ method: 'POST', url: '/homeapi/sandbox/pay/confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${token}` });
  const walletOrder = await buy(wallet!, activity);
  await payFromWallet(wallet!, walletOrder);

  t.clock.advance(61 * MINUTE);
  const providerDown = { online: new Map(), sandbox: null };
  await expect(settleExpiredGroups(t.connection.db, providerDown, t.clock.now())).rejects.toThrow('1 of 2 expired groups could not be settled');
  const status = async (orderId: number) => (await kit.groupRow(await groupOf(orderId))).status;
  expect([await status(onlineOrder), await status(walletOrder)]).toEqual(['open', 'failed']);
  // An API node without the gateway still answers the group's page, showing the group as it stands.
  const walletOnly = await createSecondNode(t, { nodeEnv: 'production' });
  const stale = await call(walletOnly.app, 'GET', 'activity/group/detail', { query: { group_id: String(await groupOf(onlineOrder)) } });
  await walletOnly.close();
  expect([stale.body.code, stale.body.data.state]).toEqual([1, 'open']);

  // The next run with the provider back (here the group page's own) settles it.
  const detail = await call(t.app, 'GET', 'activity/group/detail', { query: { group_id: String(await groupOf(onlineOrder)) } });
  expect(detail.body.data.state).toBe('failed');
  expect((await orderRow(onlineOrder)).status).toBe(ORDER_STATUS.refund);
});
