import { RESULT_CODE } from '@shop/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/in-transaction';
import { recharges } from '../../db/schema';
import { AppError } from '../../http/errors';
import { creditWallet } from './ledger';

export type RechargeRow = typeof recharges.$inferSelect;

/** How long a top-up stays payable; unpaid after that, it closes. */
export const RECHARGE_WINDOW_MS = 30 * 60 * 1000;

export const isRechargePayable = (recharge: RechargeRow, now: Date) => recharge.status === 'pending' && recharge.expiresAt.getTime() > now.getTime();

/** The refusal for a top-up that cannot be paid: paid already, or closed (its window over). */
export function whyRechargeUnpayable(recharge: RechargeRow): AppError {
  return new AppError(409, RESULT_CODE.refused, recharge.status === 'paid' ? 'recharge_already_paid' : 'recharge_closed', { field: 'recharge_id' });
}

/** Refuses a top-up that cannot be paid any more: see whyRechargeUnpayable. */
export function assertRechargePayable(recharge: RechargeRow, now: Date): void {
  if (!isRechargePayable(recharge, now)) throw whyRechargeUnpayable(recharge);
}

/**
 * Credits a top-up the gateway says was paid, inside the caller's transaction: the top-up moves to
 * paid only while pending and unexpired, and the balance and its ledger row move with it. The
 * ledger's unique recharge_id backs the status guard, so a top-up is credited once whatever replays.
 * Answers false when the top-up was paid or closed meanwhile, so the caller rolls back.
 */
export async function creditRecharge(tx: Tx, recharge: RechargeRow, now: Date): Promise<boolean> {
  const [paid] = await tx
    .update(recharges)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(recharges.id, recharge.id), eq(recharges.status, 'pending'), gt(recharges.expiresAt, now)))
    .returning({ id: recharges.id });
  if (!paid) return false;
  await creditWallet(tx, {
    userId: recharge.userId,
    rechargeId: recharge.id,
    amountCents: recharge.amountCents,
    description: { zh: `账户充值 ${recharge.rechargeNo}`, en: `Top-up ${recharge.rechargeNo}` },
    at: now,
  });
  return true;
}
