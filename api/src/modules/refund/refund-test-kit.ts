import type { RefundRequest } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { coupons, memberCoupons, orderItems, orders } from '../../db/schema';
import { createMember } from '../../testing/buying-fixtures';
import { call, type CallOptions, type TestApp } from '../../testing/test-app';

// What the after-sales tests share: members who place and pay orders through the real calls, and
// the refund calls typed by the contract's answers.

export type Member = { id: number; token: string };
type Line = { skuId: number; quantity: number };


export async function refundCall<Data = RefundRequest>(t: TestApp, method: 'GET' | 'POST', url: string, options: CallOptions) {
  const result = await call(t.app, method, url, { lang: 'en-us', ...options });
  return result as { status: number; body: { code: number; msg: string; data: Data & { field?: string } }; headers: Record<string, unknown> };
}

/** A member with money in the wallet and an express address. */
export async function walletMember(t: TestApp, username: string): Promise<Member & { addressId: number }> {
  const member = await createMember(t.connection.db, username, 10_000_00);
  const address = await call(t.app, 'POST', 'address/save', {
    token: member.token,
    body: { accept_name: 'Refund Tester', mobile: '13911112222', country: 'China', province: 'Zhejiang', city: 'Hangzhou', address: '1 West Lake Road' },
  });
  return { ...member, addressId: address.body.data.id };
}

/** A coupon of `offCents` off any order (or off the goods of one category), held by the member; answers the held coupon's id. */
export async function giveCoupon(t: TestApp, member: Member, offCents: number, categoryId: number | null = null): Promise<number> {
  const [template] = await t.connection.db
    .insert(coupons)
    .values({
      nameZh: '测试券',
      nameEn: 'Test coupon',
      type: 'full',
      denominationCents: offCents,
      minAmountCents: 0,
      categoryId,
      startAt: new Date('2025-01-01T00:00:00Z'),
      endAt: new Date('2030-01-01T00:00:00Z'),
    })
    .returning();
  const [held] = await t.connection.db.insert(memberCoupons).values({ userId: member.id, couponId: template!.id }).returning();
  return held!.id;
}

type OrderOptions = { delivery?: 'pickup' | 'express'; addressId?: number; couponId?: number; pay?: 'balance' | 'none' };

/** Places an order of these lines through the cart and pays it from the wallet (unless told not to); answers its id. */
export async function placeOrder(t: TestApp, member: Member, lines: Line[], options: OrderOptions = {}): Promise<number> {
  for (const line of lines) await call(t.app, 'POST', 'cart/add', { token: member.token, body: { sku_id: line.skuId, quantity: line.quantity } });
  const cart = await call(t.app, 'GET', 'cart/index', { token: member.token });
  const cartIds = cart.body.data.list.filter((row) => lines.some((line) => line.skuId === row.sku_id)).map((row) => row.id);
  const delivery = options.delivery ?? 'pickup';
  const created = await call(t.app, 'POST', 'order/create', {
    token: member.token,
    body: { type: 'cart', cart_ids: cartIds, delivery, ...(delivery === 'pickup' ? { store_id: 1 } : { address_id: options.addressId }), coupon_id: options.couponId ?? null },
  });
  if (created.body.code !== 1) throw new Error(`order/create failed: ${JSON.stringify(created.body)}`);
  const orderId = created.body.data.order_id;
  if (options.pay !== 'none') {
    const paid = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'balance' } });
    if (paid.body.code !== 1) throw new Error(`payment/index failed: ${JSON.stringify(paid.body)}`);
  }
  return orderId;
}

/** The back office ships the order (an express order with a courier). */
export async function ship(t: TestApp, staffToken: string, orderId: number) {
  return call(t.app, 'POST', 'admin/order/ship', { token: staffToken, body: { id: orderId, express_company: 'SF Express', tracking_no: 'SF1234567890' }, lang: 'en-us' });
}

export async function orderRow(t: TestApp, orderId: number) {
  const [order] = await t.connection.db.select().from(orders).where(eq(orders.id, orderId));
  const items = await t.connection.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  return { ...order!, items };
}

/** A request body asking `units` back of each line (by index in the order), with a reason. */
export function refundBody(orderId: number, items: Array<{ order_item_id: number; quantity: number }>, extra: Record<string, unknown> = {}) {
  return { order_id: orderId, items, kind: 'refund', reason: 'no_longer_needed', description: '', images: [], ...extra };
}
