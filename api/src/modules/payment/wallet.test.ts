import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { orders, payments, walletLedger } from '../../db/schema';
import { balanceOf, createMember, inStockSku, placeBuyOrder, SEEDED } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { payWithBalance } from './wallet-service';

describe('paying from the balance', () => {
  let t: TestApp;
  let mug: { id: number; priceCents: number };
  beforeAll(async () => {
    t = await createTestApp();
    mug = await inStockSku(t.connection.db, 7);
  });
  afterAll(() => t.close());

  const pay = (token: string, orderId: number) => call(t.app, 'POST', 'payment/index', { token, body: { order_id: orderId, method: 'balance' }, lang: 'en-us' });

  it('shows the cashier: amount, deadline, balance and methods', async () => {
    const demo = await signIn(t.app, 'demo', 'demo1234');
    const cashier = await call(t.app, 'GET', 'order/payment', { token: demo, query: { order_id: String(SEEDED.demoOrders.unpaid) }, lang: 'en-us' });
    expect(cashier.body.data).toMatchObject({ order_id: 1, status: 0, payable: '237.00', balance: '5000.00' });
    expect(cashier.body.data.methods).toEqual([
      { code: 'balance', name: 'Wallet balance', enabled: true, test_mode: false },
      { code: 'sandbox', name: 'Online payment (sandbox, test mode)', enabled: true, test_mode: true },
    ]);
    expect((await call(t.app, 'GET', 'order/payment', { token: demo, query: { order_id: String(SEEDED.lilyOrder) } })).status).toBe(404);
    expect((await call(t.app, 'GET', 'order/payment', { token: demo, query: {} })).body.data.field).toBe('order_id');
    expect((await call(t.app, 'GET', 'order/payment', { query: { order_id: '1' } })).status).toBe(401);
  });

  it('pays once: balance, ledger row, payment record and order status move together', async () => {
    const member = await createMember(t.connection.db, 'payer', 100_00);
    const id = await placeBuyOrder(t, member.token, { sku_id: mug.id });
    const paid = await pay(member.token, id);
    expect(paid.body).toEqual({ code: 1, msg: 'Payment successful', data: { status: 'paid', order_id: id } });
    expect(await balanceOf(t.connection.db, member.id)).toBe(100_00 - mug.priceCents);
    const ledger = await t.connection.db.select().from(walletLedger).where(eq(walletLedger.userId, member.id));
    expect(ledger).toMatchObject([{ type: 'expense', amountCents: mug.priceCents, balanceAfterCents: 100_00 - mug.priceCents, orderId: id }]);
    const [order] = await t.connection.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 1, paidCents: mug.priceCents, paymentMethod: 'balance' });
    const second = await pay(member.token, id);
    expect([second.status, second.body.code, second.body.msg]).toEqual([409, 402, 'This order has already been paid']);
    expect(await balanceOf(t.connection.db, member.id)).toBe(100_00 - mug.priceCents);
    expect(await t.connection.db.select().from(walletLedger).where(eq(walletLedger.userId, member.id))).toHaveLength(1);
  });

  it('charges once when the same order is paid twice at the same moment', async () => {
    const member = await createMember(t.connection.db, 'double_clicker', 1000_00);
    const id = await placeBuyOrder(t, member.token, { sku_id: mug.id });
    const results = await Promise.all([pay(member.token, id), pay(member.token, id), pay(member.token, id)]);
    expect(results.map((result) => result.body.code).sort()).toEqual([1, 402, 402]);
    expect(await balanceOf(t.connection.db, member.id)).toBe(1000_00 - mug.priceCents);
    expect(await t.connection.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(1);
  });

  it('refuses an insufficient balance and changes nothing', async () => {
    const member = await createMember(t.connection.db, 'poor', mug.priceCents - 1);
    const id = await placeBuyOrder(t, member.token, { sku_id: mug.id });
    const refused = await pay(member.token, id);
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([400, 402, 'Insufficient balance']);
    expect(await balanceOf(t.connection.db, member.id)).toBe(mug.priceCents - 1);
    const [order] = await t.connection.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 0, paidCents: 0, paidAt: null });
    expect(await t.connection.db.select().from(walletLedger).where(eq(walletLedger.userId, member.id))).toHaveLength(0);
  });

  it('never pays an expired order, even one the sweep has not reached yet', async () => {
    const member = await createMember(t.connection.db, 'too_late', 1000_00);
    const id = await placeBuyOrder(t, member.token, { sku_id: mug.id });
    const afterDeadline = new Date(t.clock.now().getTime() + 30 * 60 * 1000);
    await expect(payWithBalance(t.connection.db, member.id, id, afterDeadline)).rejects.toMatchObject({ messageKey: 'order_not_payable' });
    expect(await balanceOf(t.connection.db, member.id)).toBe(1000_00);
  });

  it('answers 404 for another member’s order and 400 for a bad method', async () => {
    const member = await createMember(t.connection.db, 'nosy', 1000_00);
    expect((await pay(member.token, SEEDED.demoOrders.unpaid)).status).toBe(404);
    const bad = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: 1, method: 'cash' } });
    expect([bad.status, bad.body.data.field]).toEqual([400, 'method']);
    expect((await call(t.app, 'POST', 'payment/index', { body: { order_id: 1, method: 'balance' } })).status).toBe(401);
  });
});
