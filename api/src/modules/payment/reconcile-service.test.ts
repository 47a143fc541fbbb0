import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { inStockSku, startOnlinePayment } from '../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../testing/test-app';
import { ASK_PROVIDER_AFTER_MS, reconcilePayments } from './reconcile-service';

// Reconciliation through the sandbox provider; the real providers' queries are tested against their fakes.
describe('reconciling online payments with their providers', () => {
  let t: TestApp;
  let mug: { id: number };
  const failures: string[] = [];
  const reconcile = () => reconcilePayments(t.connection.db, t.app.paymentProviders, t.clock.now(), (_error, paymentNo) => failures.push(paymentNo));
  const statusOf = async (paymentNo: string) => (await t.connection.db.select().from(payments).where(eq(payments.paymentNo, paymentNo)))[0]!.status;
  beforeAll(async () => {
    t = await createTestApp();
    mug = await inStockSku(t.connection.db, 7);
  });
  afterAll(() => t.close());

  async function startPayment(username: string) {
    const { member, orderId, payment } = await startOnlinePayment(t, { username, skuId: mug.id, method: 'sandbox' });
    return { member, orderId, paymentNo: payment.paymentNo };
  }

  it('leaves a young pending payment alone and closes one whose order can no longer be paid', async () => {
    const young = await startPayment('reconcile_young');
    expect(await reconcile()).toBe(0);
    t.clock.advance(ASK_PROVIDER_AFTER_MS + 1000);
    // Older than the wait, still payable: asked about, found pending, left open.
    expect(await reconcile()).toBe(0);
    expect(await statusOf(young.paymentNo)).toBe('pending');
    t.clock.advance(31 * 60 * 1000);
    expect(await reconcile()).toBe(1);
    expect(await statusOf(young.paymentNo)).toBe('closed');
    expect(await reconcile()).toBe(0);
    expect(failures).toEqual([]);
  });

  it('starts a new payment after the old one closed, and a closed payment is never reused', async () => {
    const { member, orderId, paymentNo } = await startPayment('reconcile_again');
    t.clock.advance(ASK_PROVIDER_AFTER_MS + 1000);
    await call(t.app, 'POST', 'order/cancel', { token: member.token, body: { id: orderId } });
    expect(await reconcile()).toBe(1);
    expect(await statusOf(paymentNo)).toBe('closed');
    const again = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'sandbox' } });
    expect(again.body.code).not.toBe(1);
  });
});
