import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, payments, pointsLedger, recharges, refunds, users, walletLedger } from '../db/schema';
import { centsToYuan } from '../lib/money';
import type { SeedOptions } from './seed';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The preset top-ups of the demo history after its first, a custom amount that makes the balance come out right. */
const LATER_TOP_UPS = [{ cents: 500_00, daysAfterFirstOrder: 3.2 }, { cents: 1000_00, daysAfterFirstOrder: 8.1 }];

type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
/** One line of the history: a top-up paid online, an order paid from the balance, or a refund paid back to it. */
type Movement = { at: Date; cents: number; order: OrderRow | null; refund: RefundRow | null };

const rechargeNo = (at: Date, sequence: number) =>
  `${new Date(at.getTime() + 8 * 60 * 60 * 1000).toISOString().replace(/\D/g, '').slice(0, 14)}${String(sequence).padStart(6, '0')}`;

/**
 * The demo member's money history: the balance payments of the seeded paid orders (with their
 * payment records, which the buying seed does not write) and the online top-ups that funded them,
 * so that the log reads like a real wallet and its last `balance_after` is the balance. Skipped
 * when the member already has a money log (nothing is counted twice).
 */
async function seedMoneyLog(db: Db, demo: typeof users.$inferSelect): Promise<void> {
  const [logged] = await db.select({ total: count() }).from(walletLedger).where(eq(walletLedger.userId, demo.id));
  if ((logged?.total ?? 0) > 0) return;
  const paid = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, demo.id), eq(orders.paymentMethod, 'balance'), isNotNull(orders.paidAt)))
    .orderBy(asc(orders.paidAt));
  const settled = new Set((await db.select({ orderId: payments.orderId }).from(payments).where(isNotNull(payments.orderId))).map((row) => row.orderId));
  const unrecorded = paid.filter((order) => !settled.has(order.id));
  if (unrecorded.length === 0) return;

  const paidBack = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.userId, demo.id), eq(refunds.status, 'approved'), eq(refunds.refundMethod, 'balance'), isNotNull(refunds.handledAt)));
  const spent = unrecorded.reduce((sum, order) => sum + order.payableCents, 0);
  const returned = paidBack.reduce((sum, refund) => sum + refund.amountCents, 0);
  const later = LATER_TOP_UPS.reduce((sum, top) => sum + top.cents, 0);
  const firstCents = demo.balanceCents + spent - returned - later;
  if (firstCents < 1_00) return;
  const firstOrderAt = unrecorded[0]!.paidAt!.getTime();
  const topUps = [
    { cents: firstCents, at: new Date(firstOrderAt - 2 * DAY_MS) },
    ...LATER_TOP_UPS.map((top) => ({ cents: top.cents, at: new Date(firstOrderAt + top.daysAfterFirstOrder * DAY_MS) })),
  ];
  const movements: Movement[] = [
    ...topUps.map((top) => ({ ...top, order: null, refund: null })),
    ...unrecorded.map((order) => ({ at: order.paidAt!, cents: order.payableCents, order, refund: null })),
    ...paidBack.map((refund) => ({ at: refund.handledAt!, cents: refund.amountCents, order: null, refund })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());

  let balance = 0;
  for (const [index, { at, cents, order, refund }] of movements.entries()) {
    balance += order ? -cents : cents;
    if (balance < 0) throw new Error(`the demo wallet history goes below zero at ${at.toISOString()}`);
    const no = rechargeNo(at, index + 1);
    if (order) {
      await db.insert(payments).values({ paymentNo: `P${no}`, orderId: order.id, method: 'balance', amountCents: cents, status: 'paid', paidAt: at, createdAt: at });
      await db.insert(walletLedger).values({
        userId: demo.id,
        orderId: order.id,
        type: 'expense',
        amountCents: cents,
        balanceAfterCents: balance,
        descriptionZh: `订单支付 ${order.orderNo}`,
        descriptionEn: `Payment for order ${order.orderNo}`,
        createdAt: at,
      });
      continue;
    }
    if (refund) {
      const refunded = paid.find((row) => row.id === refund.orderId)!;
      await db.insert(walletLedger).values({
        userId: demo.id,
        orderId: refund.orderId,
        refundId: refund.id,
        type: 'income',
        amountCents: cents,
        balanceAfterCents: balance,
        descriptionZh: `订单退款 ${refunded.orderNo}`,
        descriptionEn: `Refund for order ${refunded.orderNo}`,
        createdAt: at,
      });
      continue;
    }
    const createdAt = new Date(at.getTime() - 60_000);
    const [recharge] = await db
      .insert(recharges)
      .values({ rechargeNo: no, userId: demo.id, amountCents: cents, status: 'paid', expiresAt: new Date(createdAt.getTime() + 30 * 60_000), paidAt: at, createdAt })
      .returning();
    await db.insert(payments).values({ paymentNo: `P${no}`, rechargeId: recharge!.id, method: 'sandbox', amountCents: cents, status: 'paid', paidAt: at, createdAt });
    await db.insert(walletLedger).values({
      userId: demo.id,
      rechargeId: recharge!.id,
      type: 'income',
      amountCents: cents,
      balanceAfterCents: balance,
      descriptionZh: `账户充值 ${no}`,
      descriptionEn: `Top-up ${no}`,
      createdAt: at,
    });
  }
  if (balance !== demo.balanceCents) throw new Error(`the demo wallet history ends at ${centsToYuan(balance)}, not the balance ${centsToYuan(demo.balanceCents)}`);
}

/**
 * The demo member's points history: a welcome gift, the points of the completed order (one per yuan
 * paid) and a member-day bonus, ending at the member's points. Skipped when a points log exists.
 */
async function seedPointsLog(db: Db, demo: typeof users.$inferSelect): Promise<void> {
  const [logged] = await db.select({ total: count() }).from(pointsLedger).where(eq(pointsLedger.userId, demo.id));
  if ((logged?.total ?? 0) > 0 || demo.points === 0) return;
  const [completed] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, demo.id), eq(orders.status, 4), isNotNull(orders.receivedAt)))
    .orderBy(asc(orders.id))
    .limit(1);
  const welcome = Math.min(300, demo.points);
  const fromOrder = completed ? Math.min(Math.floor(completed.paidCents / 100), demo.points - welcome) : 0;
  const bonus = demo.points - welcome - fromOrder;
  const joinedAt = new Date((completed?.createdAt ?? demo.createdAt).getTime() - 30 * DAY_MS);
  const gains = [
    { points: welcome, orderId: null, descriptionZh: '新会员注册赠送', descriptionEn: 'Welcome gift for new members', createdAt: joinedAt },
    ...(completed
      ? [{ points: fromOrder, orderId: completed.id, descriptionZh: `订单完成 ${completed.orderNo}`, descriptionEn: `Order completed ${completed.orderNo}`, createdAt: new Date(completed.receivedAt!.getTime() + 60_000) }]
      : []),
    { points: bonus, orderId: null, descriptionZh: '会员日奖励', descriptionEn: 'Member day bonus', createdAt: new Date(joinedAt.getTime() + 20 * DAY_MS) },
  ]
    .filter((gain) => gain.points > 0)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let running = 0;
  const rows = gains.map((gain) => {
    running += gain.points;
    return { ...gain, userId: demo.id, type: 'income' as const, balanceAfter: running };
  });
  if (rows.length > 0) await db.insert(pointsLedger).values(rows);
}

/** The demo member's wallet and points logs (demo accounts only; ids and amounts follow from the buying seed). */
export async function seedWalletLog(db: Db, _seededAt: Date, options: SeedOptions): Promise<void> {
  if (!options.demoAccounts) return;
  const [demo] = await db.select().from(users).where(eq(users.username, 'demo'));
  if (!demo) return;
  await seedMoneyLog(db, demo);
  await seedPointsLog(db, demo);
}
