import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RefundableOrder } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { goods, payments, refunds, walletLedger } from '../../db/schema';
import { balanceOf, inStockSku, pendingPayment, skuStock } from '../../testing/buying-fixtures';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';
import { configurePaymentProviders } from '../payment/payment-providers';
import { giveCoupon, orderRow, placeOrder, refundBody, refundCall, ship, walletMember, type Member } from './refund-test-kit';

describe('approving a refund', () => {
  let t: TestApp;
  let admin: string;
  let mug: { id: number; priceCents: number };
  let tee: { id: number; priceCents: number };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInStaff(t.app, 'operator');
    mug = await inStockSku(t.connection.db, 7);
    tee = await inStockSku(t.connection.db, 8);
  });
  afterAll(() => t.close());

  const apply = (member: Member, body: Record<string, unknown>) => refundCall(t, 'POST', 'refund/apply', { token: member.token, body });
  const approve = (id: number) => refundCall(t, 'POST', 'admin/refund/approve', { token: admin, body: { id } });
  const ledgerOf = (refundId: number) => t.connection.db.select().from(walletLedger).where(eq(walletLedger.refundId, refundId));

  /** Asks for these units back and has the shop approve; answers the approval. */
  async function refundUnits(member: Member, orderId: number, items: Array<{ order_item_id: number; quantity: number }>, extra: Record<string, unknown> = {}) {
    const applied = await apply(member, refundBody(orderId, items, extra));
    if (applied.body.code !== 1) throw new Error(`refund/apply failed: ${JSON.stringify(applied.body)}`);
    return approve(applied.body.data.id);
  }

  it('pays back exactly what was paid, unit by unit, to the wallet, restocking what never left', async () => {
    const member = await walletMember(t, 'unit_by_unit');
    const couponId = await giveCoupon(t, member, 10_00);
    const mugStock = await skuStock(t.connection.db, mug.id);
    const orderId = await placeOrder(
      t,
      member,
      [
        { skuId: mug.id, quantity: 3 },
        { skuId: tee.id, quantity: 1 },
      ],
      { couponId },
    );
    const order = await orderRow(t, orderId);
    // 10.00 off 216.00, shared by value: 111.58 and 94.42, together exactly the 206.00 paid.
    expect(order.items.map((item) => item.paidCents)).toEqual([111_58, 94_42]);
    expect(order.paidCents).toBe(206_00);
    const [mugLine, teeLine] = order.items.map((item) => item.id);
    const paid = await balanceOf(t.connection.db, member.id);

    const first = await refundUnits(member, orderId, [{ order_item_id: mugLine!, quantity: 1 }]);
    expect(first.body).toMatchObject({ code: 1, msg: 'Refund approved and paid back', data: { status: 'approved', amount: '37.19', refund_method: 'balance' } });
    expect(await balanceOf(t.connection.db, member.id)).toBe(paid + 37_19);
    expect(await ledgerOf(first.body.data.id)).toMatchObject([{ type: 'income', amountCents: 37_19, balanceAfterCents: paid + 37_19, orderId, descriptionEn: `Refund for order ${order.orderNo}` }]);
    expect(await skuStock(t.connection.db, mug.id)).toBe(mugStock - 2);
    // Partly refunded: the order is back where it was, with what is left to ask for.
    expect(await orderRow(t, orderId)).toMatchObject({ status: 1, statusBeforeRefund: null, refundedCents: 37_19 });
    const left = await refundCall<RefundableOrder>(t, 'GET', 'refund/order', { token: member.token, query: { order_id: String(orderId) } });
    expect(left.body.data).toMatchObject({ refusal: null, refunded_amount: '37.19', items: [{ refundable_quantity: 2, refunded_quantity: 1, refunded_amount: '37.19' }, { refundable_quantity: 1 }] });

    // The last two mugs take what is left of the line's share.
    expect((await refundUnits(member, orderId, [{ order_item_id: mugLine!, quantity: 2 }])).body.data.amount).toBe('74.39');
    expect((await refundUnits(member, orderId, [{ order_item_id: teeLine!, quantity: 1 }])).body.data.amount).toBe('94.42');
    const settled = await orderRow(t, orderId);
    expect(settled).toMatchObject({ status: 6, statusBeforeRefund: null, refundedCents: 206_00 });
    expect(settled.items.map((item) => [item.refundedQuantity, item.refundedCents])).toEqual([
      [3, 111_58],
      [1, 94_42],
    ]);
    expect(await balanceOf(t.connection.db, member.id)).toBe(paid + 206_00);
    expect(await skuStock(t.connection.db, mug.id)).toBe(mugStock);
    // The coupon was spent on the order and stays spent.
    expect((await call(t.app, 'GET', 'coupon/mine', { token: member.token, query: { status: 'used' } })).body.data.list).toHaveLength(1);
    const closed = await refundCall<RefundableOrder>(t, 'GET', 'refund/order', { token: member.token, query: { order_id: String(orderId) } });
    expect(closed.body.data).toMatchObject({ status: 6, refusal: 'Everything on this order has been refunded', open_refund_id: null });
  });

  it('shares a category coupon over the goods it covers, so a line outside it pays back in full', async () => {
    const member = await walletMember(t, 'category_coupon');
    const [cups] = await t.connection.db.select({ categoryId: goods.categoryId }).from(goods).where(eq(goods.id, 7));
    const couponId = await giveCoupon(t, member, 10_00, cups!.categoryId);
    const orderId = await placeOrder(
      t,
      member,
      [
        { skuId: mug.id, quantity: 2 },
        { skuId: tee.id, quantity: 1 },
      ],
      { couponId },
    );
    const order = await orderRow(t, orderId);
    expect(order.discountCents).toBe(10_00);
    expect(order.items.map((item) => item.paidCents)).toEqual([68_00, 99_00]);
    const teeBack = await refundUnits(member, orderId, [{ order_item_id: order.items[1]!.id, quantity: 1 }]);
    expect(teeBack.body.data.amount).toBe('99.00');
  });

  it('returns the freight with the whole order before shipment, not after', async () => {
    const member = await walletMember(t, 'freight');
    const before = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }], { delivery: 'express', addressId: member.addressId });
    const whole = await refundUnits(member, before, [{ order_item_id: (await orderRow(t, before)).items[0]!.id, quantity: 1 }]);
    expect(whole.body.data).toMatchObject({ amount: '49.00', freight: '10.00', items: [{ amount: '39.00' }] });
    expect(await orderRow(t, before)).toMatchObject({ status: 6, paidCents: 49_00, refundedCents: 49_00 });

    const after = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }], { delivery: 'express', addressId: member.addressId });
    await ship(t, admin, after);
    const shipped = await refundUnits(member, after, [{ order_item_id: (await orderRow(t, after)).items[0]!.id, quantity: 1 }]);
    expect(shipped.body.data).toMatchObject({ amount: '39.00', freight: '0.00' });
    expect(await orderRow(t, after)).toMatchObject({ status: 6, paidCents: 49_00, refundedCents: 39_00 });
  });

  it('restocks goods that come back, not goods the member keeps', async () => {
    const member = await walletMember(t, 'keeper');
    const stock = await skuStock(t.connection.db, tee.id);
    const orderId = await placeOrder(t, member, [{ skuId: tee.id, quantity: 2 }], { delivery: 'express', addressId: member.addressId });
    await ship(t, admin, orderId);
    await call(t.app, 'POST', 'order/confirm_receipt', { token: member.token, body: { id: orderId } });
    const line = (await orderRow(t, orderId)).items[0]!.id;
    await refundUnits(member, orderId, [{ order_item_id: line, quantity: 1 }], { reason: 'damaged' });
    expect(await skuStock(t.connection.db, tee.id)).toBe(stock - 2);
    expect((await orderRow(t, orderId)).status).toBe(3);
    await refundUnits(member, orderId, [{ order_item_id: line, quantity: 1 }], { kind: 'return', reason: 'not_as_described' });
    expect(await skuStock(t.connection.db, tee.id)).toBe(stock - 1);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 6, refundedCents: 198_00 });
  });

  it('pays once when the same request is approved twice at once', async () => {
    const member = await walletMember(t, 'double');
    const stock = await skuStock(t.connection.db, mug.id);
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity: 2 }]);
    const applied = await apply(member, refundBody(orderId, [{ order_item_id: (await orderRow(t, orderId)).items[0]!.id, quantity: 2 }]));
    const balance = await balanceOf(t.connection.db, member.id);
    const results = await Promise.all([approve(applied.body.data.id), approve(applied.body.data.id), approve(applied.body.data.id)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(t.connection.db, member.id)).toBe(balance + 78_00);
    expect(await ledgerOf(applied.body.data.id)).toHaveLength(1);
    expect(await skuStock(t.connection.db, mug.id)).toBe(stock);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 6, refundedCents: 78_00 });
  });

  it('is for back-office users whose role may review refunds', async () => {
    const member = await walletMember(t, 'self_approver');
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }]);
    const applied = await apply(member, refundBody(orderId, [{ order_item_id: (await orderRow(t, orderId)).items[0]!.id, quantity: 1 }]));
    // A member's token is no back-office token; customer service may read refunds but not decide them.
    expect((await refundCall(t, 'POST', 'admin/refund/approve', { token: member.token, body: { id: applied.body.data.id } })).status).toBe(401);
    const service = await signInStaff(t.app, 'service');
    expect((await refundCall(t, 'POST', 'admin/refund/approve', { token: service, body: { id: applied.body.data.id } })).status).toBe(403);
    expect((await refundCall(t, 'POST', 'admin/refund/approve', { body: { id: applied.body.data.id } })).status).toBe(401);
    expect((await approve(999_999)).status).toBe(404);
    expect((await orderRow(t, orderId)).status).toBe(6);
  });

  it('pays an online payment back through its provider, on the provider’s verified refund notification', async () => {
    const member = await walletMember(t, 'online_payer');
    const orderId = await placeOrder(t, member, [{ skuId: tee.id, quantity: 2 }], { pay: 'none' });
    const started = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'sandbox' } });
    const token = new URL(pendingPayment(started).pay_url, 'http://shop.test').searchParams.get('token')!;
    await t.app.inject({ method: 'POST', url: '/homeapi/sandbox/pay/confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${token}` });
    expect((await orderRow(t, orderId)).paymentMethod).toBe('sandbox');
    const balance = await balanceOf(t.connection.db, member.id);
    const line = (await orderRow(t, orderId)).items[0]!.id;

    const first = await refundUnits(member, orderId, [{ order_item_id: line, quantity: 1 }]);
    expect(first.body.data).toMatchObject({ status: 'approved', amount: '99.00', refund_method: 'sandbox' });
    const second = await refundUnits(member, orderId, [{ order_item_id: line, quantity: 1 }]);
    const rows = await t.connection.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((row) => row.providerRefundNo)).toEqual([expect.stringMatching(/^SR[0-9a-f]{30}$/), expect.stringMatching(/^SR[0-9a-f]{30}$/)]);
    expect(rows[0]!.providerRefundNo).not.toBe(rows[1]!.providerRefundNo);
    expect(second.body.data.refund_method).toBe('sandbox');
    expect(await balanceOf(t.connection.db, member.id)).toBe(balance);
    expect(await ledgerOf(first.body.data.id)).toHaveLength(0);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 6, refundedCents: 198_00 });
  });

  it('acts only on a refund notification the provider signed, and never refunds more than the payment', async () => {
    const member = await walletMember(t, 'gateway_checks');
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }], { pay: 'none' });
    const started = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'sandbox' } });
    const token = new URL(pendingPayment(started).pay_url, 'http://shop.test').searchParams.get('token')!;
    await t.app.inject({ method: 'POST', url: '/homeapi/sandbox/pay/confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${token}` });
    const [payment] = await t.connection.db.select().from(payments).where(eq(payments.orderId, orderId));
    const sandbox = configurePaymentProviders('test', {}).sandbox!;
    const request = { paymentNo: payment!.paymentNo, outRefundNo: 'R20250601000999', amountCents: 10_00 };
    const notice = (await sandbox.refund(t.connection.db, request, t.clock.now())) as Record<string, unknown>;
    expect(sandbox.verifyRefundNotification(notice)).toMatchObject({ paymentNo: payment!.paymentNo, outRefundNo: 'R20250601000999', amountCents: 10_00 });
    // The same refund asked again is the same refund.
    expect((await sandbox.refund(t.connection.db, request, t.clock.now())) as Record<string, unknown>).toMatchObject({ refund_no: notice.refund_no });
    for (const forged of [{ ...notice, amount_cents: 39_00 }, { ...notice, sign: '0'.repeat(64) }, { ...notice, sign: undefined }]) {
      expect(() => sandbox.verifyRefundNotification(forged)).toThrow('sign_invalid');
    }
    const otherSecret = configurePaymentProviders('test', { sandbox: { secret: 'a-different-secret-for-tests' } }).sandbox!;
    expect(() => otherSecret.verifyRefundNotification(notice)).toThrow('sign_invalid');
    await expect(sandbox.refund(t.connection.db, { ...request, amountCents: 39_01 }, t.clock.now())).rejects.toThrow('amount_mismatch');
    await expect(sandbox.refund(t.connection.db, { ...request, paymentNo: 'P-unknown' }, t.clock.now())).rejects.toThrow('notification_mismatch');
  });
});
