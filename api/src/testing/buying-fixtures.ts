import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goodsSkus, orders, payments, users } from '../db/schema';
import { issueSession } from '../modules/user/session-service';
import type { OnlineMethod } from '../modules/payment-provider';
import { call, type CallResult, type TestApp } from './test-app';

/** Seeded ids the buying tests (and the api README) rely on. */
export const SEEDED = {
  demoOrders: { unpaid: 1, unshipped: 2, unreceived: 3, unreviewed: 4, completed: 5, cancelled: 6, refund: 7, pickup: 8 },
  lilyOrder: 9,
  demoAddresses: { home: 1, office: 2 },
  lilyAddress: 3,
  stores: [1, 2, 3],
  demoCoupons: { full199: 1, full99: 2, tenPercentOff: 3, notYetValid: 4, used: 5, expired: 6 },
  lilyCoupon: 7,
} as const;

/** A fresh member with a balance and a session token, made directly in the database. */
export async function createMember(db: Db, username: string, balanceCents = 0): Promise<{ id: number; token: string }> {
  const [user] = await db.insert(users).values({ username, passwordHash: 'x', nickname: username, balanceCents }).returning();
  return { id: user!.id, token: await issueSession(db, user!.id, new Date('2025-06-01T00:00:00Z')) };
}

export async function skuStock(db: Db, skuId: number): Promise<number> {
  const [row] = await db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, skuId));
  return row!.stock;
}

export async function setSkuStock(db: Db, skuId: number, stock: number): Promise<void> {
  await db.update(goodsSkus).set({ stock }).where(eq(goodsSkus.id, skuId));
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ balance: users.balanceCents }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

/** Places a direct-buy express order to the member's address and answers its id. */
export async function placeBuyOrder(t: TestApp, token: string, body: Record<string, unknown>): Promise<number> {
  const result = await call(t.app, 'POST', 'order/create', { token, body: { type: 'buy', delivery: 'pickup', store_id: 1, quantity: 1, ...body } });
  if (result.body.code !== 1) throw new Error(`order/create failed: ${JSON.stringify(result.body)}`);
  return result.body.data.order_id;
}

/** The payment/index answer of an online payment with a pay page (the sandbox's); fails the test when none was started. */
export function pendingPayment(started: CallResult<'payment/index'>) {
  const { data } = started.body;
  if (data.status !== 'pending' || data.pay_url === null) throw new Error(`payment/index started no online payment with a pay page: ${JSON.stringify(started.body)}`);
  return { ...data, pay_url: data.pay_url };
}

/** An in-stock SKU of a goods, e.g. goods 7 (a 39.00 mug), 8 (a 99.00 T-shirt) or 5 (459.00 shoes). */
export async function inStockSku(db: Db, goodsId: number): Promise<{ id: number; priceCents: number; stock: number }> {
  const rows = await db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId));
  const sku = rows.sort((a, b) => a.id - b.id).find((row) => row.stock > 0)!;
  return { id: sku.id, priceCents: sku.sellPriceCents, stock: sku.stock };
}

/**
 * A new member's unpaid order of one `skuId`, and an online payment of it started with `method`
 * (payment/index, with the request's `host` and language if given): the answer, the order row and
 * the payment row the shop recorded.
 */
export async function startOnlinePayment(t: TestApp, request: { username: string; skuId: number; method: OnlineMethod; host?: string; lang?: string }) {
  const member = await createMember(t.connection.db, request.username);
  const orderId = await placeBuyOrder(t, member.token, { sku_id: request.skuId });
  const headers = request.host ? { host: request.host } : undefined;
  const started = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: request.method }, headers, lang: request.lang ?? 'en-us' });
  const [order] = await t.connection.db.select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await t.connection.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { member, orderId, started, order: order!, payment: payment! };
}
