import { randomInt } from 'node:crypto';
import { RECHARGE_MAX_CENTS, RECHARGE_MIN_CENTS, RECHARGE_PRESETS, type OnlinePaymentMethod, type Recharge, type RechargeOptions } from '@shop/contract';
import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { recharges, users } from '../../db/schema';
import { notFound, refused } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import type { PaymentProvider, PaymentProviders } from '../payment-provider';
import { isRechargePayable, RECHARGE_WINDOW_MS, type RechargeRow } from './recharge-rules';

/** Unpaid top-ups one member may have open at once, so top-ups cannot be piled up unpaid. */
export const MAX_OPEN_RECHARGES = 5;

/** The most a balance may hold: far below the column's limit, whatever top-ups are still open. */
export const MAX_BALANCE_CENTS = 1_000_000_00;

/** The provider a top-up is paid with: the one chosen, else the shop's first online one; none in a wallet-only shop. */
const onlineProvider = (providers: PaymentProviders, method?: OnlinePaymentMethod | null): PaymentProvider | undefined =>
  method ? providers.online.get(method) : providers.online.values().next().value;

/** China-time date and time, then six random digits: digits only, as gateways take merchant numbers. */
function newRechargeNo(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function balanceOf(db: Db, userId: number): Promise<number> {
  const [member] = await db.select({ balanceCents: users.balanceCents }).from(users).where(eq(users.id, userId));
  return member?.balanceCents ?? 0;
}

/**
 * Closes the member's unpaid top-ups whose window is over (every member's without `userId`). They
 * hold nothing, so closing them when they are next read is enough; the gateway's settlement checks
 * the deadline on its own, so a late notification never credits a closed top-up.
 */
export async function closeExpiredRecharges(db: Db, now: Date, userId?: number): Promise<number> {
  const closed = await db
    .update(recharges)
    .set({ status: 'closed' })
    .where(and(eq(recharges.status, 'pending'), lte(recharges.expiresAt, now), userId === undefined ? undefined : eq(recharges.userId, userId)))
    .returning({ id: recharges.id });
  return closed.length;
}

/** recharge/index: the balance, the presets and bounds, and whether there is a way to pay online. */
export async function describeRechargeOptions(db: Db, providers: PaymentProviders, userId: number, lang: Lang): Promise<RechargeOptions> {
  const provider = onlineProvider(providers);
  return {
    balance: centsToYuan(await balanceOf(db, userId)),
    presets: [...RECHARGE_PRESETS],
    min_amount: centsToYuan(RECHARGE_MIN_CENTS),
    max_amount: centsToYuan(RECHARGE_MAX_CENTS),
    online: provider !== undefined,
    test_mode: provider?.testMode ?? false,
    methods: [...providers.online.values()].map((online) => ({ code: online.code, name: pick(lang, online.name), test_mode: online.testMode })),
  };
}

type RechargeRequest = { userId: number; amountCents: number; method?: OnlinePaymentMethod; lang: Lang };
type PayLink = { pay_url: string | null; qr_content: string } | null;

function describeRecharge(recharge: RechargeRow, balanceCents: number, link: PayLink, provider: PaymentProvider | undefined, lang: Lang): Recharge {
  return {
    id: recharge.id,
    recharge_no: recharge.rechargeNo,
    amount: centsToYuan(recharge.amountCents),
    status: recharge.status,
    expires_at: recharge.expiresAt.toISOString(),
    paid_at: recharge.paidAt?.toISOString() ?? null,
    created_at: recharge.createdAt.toISOString(),
    balance: centsToYuan(balanceCents),
    pay_url: link?.pay_url ?? null,
    qr_content: link?.qr_content ?? null,
    test_mode: provider?.testMode ?? false,
    method: provider?.code ?? null,
    method_name: provider ? pick(lang, provider.name) : null,
  };
}

/**
 * recharge/create: a top-up of the amount and its online payment, in one transaction. Top-ups are
 * paid through the gateway only, never from the wallet they fill. The member's row is locked, so
 * concurrent requests count open top-ups one after another: an open top-up of the same amount is
 * answered again rather than doubled, and no more than MAX_OPEN_RECHARGES stay open.
 */
export async function createRecharge(db: Db, providers: PaymentProviders, request: RechargeRequest, now: Date, origin: string): Promise<Recharge> {
  const { userId, amountCents, lang } = request;
  const provider = onlineProvider(providers, request.method);
  if (!provider) throw refused('payment_method_unavailable', 'method');
  await closeExpiredRecharges(db, now, userId);
  return inTransaction(db, async (tx) => {
    const [member] = await tx.select({ balanceCents: users.balanceCents }).from(users).where(eq(users.id, userId)).for('update');
    const balanceCents = member?.balanceCents ?? 0;
    if (balanceCents + amountCents > MAX_BALANCE_CENTS) throw refused('recharge_balance_limit', 'amount', { max: centsToYuan(MAX_BALANCE_CENTS) });
    const open = and(eq(recharges.userId, userId), eq(recharges.status, 'pending'), gt(recharges.expiresAt, now));
    let [recharge] = await tx
      .select()
      .from(recharges)
      .where(and(open, eq(recharges.amountCents, amountCents)))
      .orderBy(desc(recharges.id))
      .limit(1);
    if (!recharge) {
      const [held] = await tx.select({ total: count() }).from(recharges).where(open);
      if ((held?.total ?? 0) >= MAX_OPEN_RECHARGES) throw refused('recharge_open_limit', 'amount', { max: MAX_OPEN_RECHARGES });
      [recharge] = await tx
        .insert(recharges)
        .values({ rechargeNo: newRechargeNo(now), userId, amountCents, method: provider.code, expiresAt: new Date(now.getTime() + RECHARGE_WINDOW_MS), createdAt: now })
        .returning();
    } else if (recharge.method !== provider.code) {
      // The same open top-up, now to be paid another way.
      [recharge] = await tx.update(recharges).set({ method: provider.code }).where(eq(recharges.id, recharge.id)).returning();
    }
    const link = await provider.createPayment(tx, { userId, rechargeId: recharge!.id }, now, origin);
    return describeRecharge(recharge!, balanceCents, link, provider, lang);
  });
}

/** One of the member's top-ups; another member's id answers 404 like an unknown one. */
export async function findOwnRecharge(db: Db, userId: number, id: number): Promise<RechargeRow> {
  const [recharge] = await db
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, id), eq(recharges.userId, userId)));
  if (!recharge) throw notFound();
  return recharge;
}

/**
 * recharge/detail: the top-up as it stands (closed once its window is over) with the member's
 * balance; while it is payable, the same pay link as when it was created.
 */
export async function showRecharge(db: Db, providers: PaymentProviders, request: { userId: number; id: number; lang: Lang }, now: Date, origin: string): Promise<Recharge> {
  const { userId, id } = request;
  await closeExpiredRecharges(db, now, userId);
  const recharge = await findOwnRecharge(db, userId, id);
  const provider = onlineProvider(providers, recharge.method);
  const link = provider && isRechargePayable(recharge, now) ? await provider.createPayment(db, { userId, rechargeId: id }, now, origin) : null;
  return describeRecharge(recharge, await balanceOf(db, userId), link, provider, request.lang);
}
