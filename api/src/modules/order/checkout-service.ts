import { ORDER_STATUS, type AddressSnapshot, type CheckoutBody, type CreatedOrder, type OrderPreview } from '@shop/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { cartItems, memberCoupons, orderItems, orders, users, type StoreSnapshot } from '../../db/schema';
import { notFound, refused } from '../../http/errors';
import { translate, type Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { addressSnapshot, defaultAddress, describeAddress, findOwnAddress, listAddresses } from '../address';
import { assertCouponUsable, bestUsableCoupon, couponCovers, couponRefusal, couponStatus, describeCouponTerms, findHeldCoupon, type HeldCoupon, listHeldCoupons, loadCategoryIds } from '../coupon';
import { loadSkuDetails, type SkuDetail } from '../sku';
import { describeStore, findPickupStore, listPickupStores } from '../store';
import { describePricing, priceOrder } from './pricing-service';
import { assertWithinUnpaidCaps, lockMemberForOrder, type CheckoutPolicy } from './checkout-policy';
import { pickupCode } from './pickup-code';
import { countOrderSales } from './goods-sales';
import { activityOrders, isActivityCheckout } from './activity-orders';
import { reserveStock, stockShortage } from '../stock';
import { ordersCreated } from '../metrics';

type CheckoutLine = SkuDetail & { quantity: number; cartId: number | null; categoryIds: number[] };

/**
 * The lines being bought, as the member's cart rows or one SKU; every one must be on sale and in stock.
 * Their categories only matter to coupons: `withCategories` false leaves them out, a round trip saved.
 */
async function loadCheckoutLines(db: Db, userId: number, input: CheckoutBody, withCategories: boolean): Promise<CheckoutLine[]> {
  const wanted =
    input.type === 'cart'
      ? await cartLines(db, userId, input.cart_ids ?? [])
      : [{ skuId: input.sku_id!, quantity: input.quantity!, cartId: null }];
  const skus = await loadSkuDetails(
    db,
    wanted.map((line) => line.skuId),
  );
  const categoryIds = withCategories
    ? await loadCategoryIds(
        db,
        [...skus.values()].map((sku) => sku.goodsId),
      )
    : new Map<number, number[]>();
  return wanted.map((line) => {
    const sku = skus.get(line.skuId);
    if (!sku || (!sku.onShelf && input.type === 'buy')) throw notFound();
    if (!sku.onShelf) throw refused('goods_unavailable', 'cart_ids');
    if (line.quantity > sku.stock) throw stockShortage(sku.skuId, sku.stock);
    return { ...sku, quantity: line.quantity, cartId: line.cartId, categoryIds: categoryIds.get(sku.goodsId) ?? [] };
  });
}

async function cartLines(db: Db, userId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ cartId: cartItems.id, skuId: cartItems.skuId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, unique)));
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

/**
 * Each line's share of what the order charges for its goods (goods - discount): the discount is
 * shared out over the lines the coupon covers in proportion to their amounts, its cents left by
 * rounding going one each to the lines with the largest remainders (the earlier line on a tie), so
 * the shares add up to exactly goods - discount. Refunds pay back from these shares (docs/api/after-sales.md).
 */
export function paidShares(lines: ReadonlyArray<{ cents: number; covered: boolean }>, discountCents: number): number[] {
  const base = BigInt(lines.reduce((sum, line) => sum + (line.covered ? line.cents : 0), 0));
  if (base === 0n || discountCents === 0) return lines.map((line) => line.cents);
  // BigInt: a line's cents times the discount can pass 2^53.
  const exact = lines.map((line) => (line.covered ? BigInt(line.cents) * BigInt(discountCents) : 0n));
  const parts = exact.map((value) => Number(value / base));
  let left = discountCents - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value % base })).sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return lines.map((line, index) => line.cents - parts[index]!);
}

/**
 * What an order keeps of each line: a snapshot of name, picture and spec in both languages, and its
 * share of the goods paid (`covered`: the lines the order's coupon applies to; all without one).
 */
export function orderItemRows<Line extends Omit<SkuDetail, 'stock' | 'onShelf'> & { quantity: number }>(
  orderId: number,
  lines: Line[],
  discountCents: number,
  covered: (line: Line) => boolean = () => true,
) {
  const shares = paidShares(
    lines.map((line) => ({ cents: line.priceCents * line.quantity, covered: covered(line) })),
    discountCents,
  );
  return lines.map((line, index) => ({
    orderId,
    goodsId: line.goodsId,
    skuId: line.skuId,
    nameZh: line.name.zh,
    nameEn: line.name.en,
    image: line.image,
    skuTextZh: line.skuText.zh,
    skuTextEn: line.skuText.en,
    priceCents: line.priceCents,
    quantity: line.quantity,
    paidCents: shares[index]!,
  }));
}

/** The coupon the member chose, checked against this order; null when none was chosen. */
async function chosenCoupon(db: Db, userId: number, couponId: number | null | undefined, lines: CheckoutLine[], now: Date): Promise<HeldCoupon | null> {
  if (couponId === null || couponId === undefined) return null;
  const held = await findHeldCoupon(db, userId, couponId);
  assertCouponUsable(held, lines, now);
  return held;
}

/** order/confirm: the priced preview of an order, with the coupons, addresses and stores to choose from. Stores nothing. */
export async function previewOrder(db: Db, userId: number, input: CheckoutBody, lang: Lang, now: Date): Promise<OrderPreview> {
  const plan = isActivityCheckout(input) ? await activityOrders().plan(db, userId, input, now) : null;
  const lines = plan ? [{ ...plan.line, cartId: null, categoryIds: [] }] : await loadCheckoutLines(db, userId, input, true);
  const held = plan ? [] : await listHeldCoupons(db, userId);
  // A shopper who has not chosen (no coupon_id at all, not null) is offered the coupon that saves most.
  const coupon = plan ? null : input.coupon_id === undefined ? (bestUsableCoupon(held, lines, now)?.held ?? null) : await chosenCoupon(db, userId, input.coupon_id, lines, now);
  const pricing = priceOrder(lines, input.delivery, coupon?.coupon ?? null, { shipsFree: plan?.shipsFree ?? false });
  const [addressRows, stores, address, store, [member]] = await Promise.all([
    listAddresses(db, userId),
    listPickupStores(db),
    input.address_id ? findOwnAddress(db, userId, input.address_id) : defaultAddress(db, userId),
    input.store_id ? findPickupStore(db, input.store_id) : Promise.resolve(null),
    db.select({ balanceCents: users.balanceCents, points: users.points }).from(users).where(eq(users.id, userId)),
  ]);
  if (plan) activityOrders().assertPointsCover(plan, member?.points ?? 0);
  return {
    items: lines.map((line) => ({
      goods_id: line.goodsId,
      sku_id: line.skuId,
      name: pick(lang, line.name),
      image: line.image,
      sku_text: pick(lang, line.skuText),
      price: centsToYuan(line.priceCents),
      quantity: line.quantity,
      amount: centsToYuan(line.priceCents * line.quantity),
    })),
    ...describePricing(pricing),
    coupons: held
      .filter((row) => couponStatus(row, now) === 'unused')
      .map((row) => {
        const reason = couponRefusal(row, lines, now);
        return { id: row.id, ...describeCouponTerms(lang, row.coupon), usable: reason === null, ...(reason ? { reason: translate(lang, reason, { amount: centsToYuan(row.coupon.minAmountCents) }) } : {}) };
      }),
    coupon_id: coupon?.id ?? null,
    addresses: addressRows.map(describeAddress),
    address_id: address?.id ?? null,
    stores: stores.map((row) => describeStore(lang, row)),
    store_id: store?.id ?? null,
    balance: centsToYuan(member?.balanceCents ?? 0),
    delivery: input.delivery,
    activity: plan ? activityOrders().describe(plan, lang) : null,
    points_cost: plan?.pointsCost ?? 0,
    points_balance: member?.points ?? 0,
  };
}

async function destination(db: Db, userId: number, input: CheckoutBody): Promise<{ address: AddressSnapshot | null; store: StoreSnapshot | null }> {
  if (input.delivery === 'express') {
    if (!input.address_id) throw refused('address_required', 'address_id');
    return { address: addressSnapshot(await findOwnAddress(db, userId, input.address_id)), store: null };
  }
  if (!input.store_id) throw refused('store_required', 'store_id');
  return { address: null, store: await findPickupStore(db, input.store_id) };
}

/** Human-readable and unique: the China-time date, then the order id (20261125000123). */
export function formatOrderNo(now: Date, id: number): string {
  const chinaDate = new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${chinaDate}${String(id).padStart(6, '0')}`;
}

/** The id the next row of `table` gets, taken ahead so that its number can be made from it in the same insert. */
export async function nextSerialId(db: Db, table: 'orders' | 'refunds'): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`);
  const [row] = (result as { rows: Array<{ id: number | string | bigint }> }).rows;
  return Number(row!.id);
}

/** Marks the chosen coupon spent on this order; a coupon already spent (even by a concurrent order) refuses. */
async function spendCoupon(tx: Tx, coupon: HeldCoupon, orderId: number, now: Date): Promise<void> {
  const spent = await tx
    .update(memberCoupons)
    .set({ usedAt: now, usedOrderId: orderId })
    .where(and(eq(memberCoupons.id, coupon.id), isNull(memberCoupons.usedAt)))
    .returning({ id: memberCoupons.id });
  if (spent.length === 0) throw refused('coupon_used', 'coupon_id');
}

/**
 * order/create's first look, once the sign-in guard has found the member and before anything else
 * is read: a flash sale this node knows is sold out is refused from memory, so that the hundreds who
 * press "Buy now" after the last unit cost no query but their session's (ADR 0043).
 */
export function refuseOrderAtOnce(db: Db, input: CheckoutBody): void {
  if (isActivityCheckout(input)) activityOrders().refuseAtOnce(db, input);
}

/**
 * order/create. In one transaction: check the member's unpaid-order caps, re-price from the
 * catalogue, reserve stock, spend the coupon, store the order (pending payment for the policy's
 * payment window) and remove the bought cart rows. Any refusal rolls it all back.
 */
export async function placeOrder(db: Db, userId: number, input: CheckoutBody, now: Date, policy: CheckoutPolicy): Promise<CreatedOrder> {
  // An activity's door comes before the transaction: a flash sale known sold out refuses without opening one.
  const created = isActivityCheckout(input)
    ? await activityOrders().admit(db, input, (unitsClaimed) => placeInTransaction(db, userId, input, now, policy, unitsClaimed))
    : await placeInTransaction(db, userId, input, now, policy, false);
  // Counted once committed, so a refused or rolled-back order is not.
  ordersCreated.inc({ kind: isActivityCheckout(input) ? input.type : 'regular' });
  return created;
}

function placeInTransaction(db: Db, userId: number, input: CheckoutBody, now: Date, policy: CheckoutPolicy, unitsClaimed: boolean): Promise<CreatedOrder> {
  return inTransaction(db, async (tx) => {
    // An activity order is worked out first: once it has sold out, buyers are refused before any lock is taken.
    const plan = isActivityCheckout(input) ? await activityOrders().plan(tx, userId, input, now, unitsClaimed) : null;
    // Without a coupon the categories decide nothing.
    const couponChosen = input.coupon_id !== null && input.coupon_id !== undefined;
    const lines = plan ? [{ ...plan.line, cartId: null, categoryIds: [] }] : await loadCheckoutLines(tx, userId, input, couponChosen);
    const { orderId: id } = await lockMemberForOrder(tx, userId);
    await assertWithinUnpaidCaps(tx, policy, { userId, lines, now });
    const { address, store } = await destination(tx, userId, input);
    const coupon = plan ? null : await chosenCoupon(tx, userId, input.coupon_id, lines, now);
    const pricing = priceOrder(lines, input.delivery, coupon?.coupon ?? null, { shipsFree: plan?.shipsFree ?? false });
    // Nothing to pay (a points-only exchange): the order is placed paid, and goes straight to shipping.
    const paid = pricing.payableCents === 0;
    const expiresAt = new Date(now.getTime() + (plan?.activityType === 'second' ? policy.flashSalePaymentWindowMs : policy.paymentWindowMs));
    // The order and its lines in one statement: the lines' insert runs as a WITH part of the order's
    // (their foreign key is checked at the end of the statement, when both rows exist).
    const items = tx.$with('placed_items').as(
      tx.insert(orderItems).values(orderItemRows(id, lines, pricing.discountCents, (line) => (coupon ? couponCovers(coupon.coupon, line) : true))),
    );
    const [order] = await tx
      .with(items)
      .insert(orders)
      .values({
        id,
        orderNo: formatOrderNo(now, id),
        userId,
        status: paid ? ORDER_STATUS.unshipped : ORDER_STATUS.unpaid,
        ...(paid ? { paidAt: now, pickupCode: input.delivery === 'pickup' ? pickupCode() : null } : {}),
        activityType: plan?.activityType ?? null,
        activityId: plan?.activityId ?? null,
        pointsSpent: plan?.pointsCost ?? 0,
        ...pricing,
        delivery: input.delivery,
        address,
        store,
        invoice: input.invoice ? { ...input.invoice, tax_no: input.invoice.tax_no ?? null } : null,
        remark: input.remark ?? '',
        memberCouponId: coupon?.id ?? null,
        expiresAt,
        createdAt: now,
      })
      .returning();
    if (coupon) await spendCoupon(tx, coupon, id, now);
    if (plan) await activityOrders().placed(tx, plan, order!);
    // The stock rows every buyer of a product contends for come last, so their locks are held only until the commit
    // (a flash sale's were claimed before the transaction, in a statement of their own: ADR 0043).
    if (!plan?.unitsClaimed) {
      await reserveStock(
        tx,
        lines.map((line) => ({ skuId: line.skuId, quantity: line.quantity })),
      );
    }
    if (paid) await countOrderSales(tx, order!.id);
    if (plan && paid) await activityOrders().paid(tx, order!, now);
    const cartIds = lines.flatMap((line) => (line.cartId === null ? [] : [line.cartId]));
    if (cartIds.length > 0) await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds)));
    return { order_id: order!.id, order_no: order!.orderNo, payable: centsToYuan(order!.payableCents), expires_at: expiresAt.toISOString(), paid };
  });
}
