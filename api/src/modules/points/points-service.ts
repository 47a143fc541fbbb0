import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/in-transaction';
import { pointsLedger, users } from '../../db/schema';
import { refused } from '../../http/errors';
import type { Bilingual } from '../../lib/bilingual';

/** A movement of a member's points: how many (more than 0), why (both languages), and the order behind it if any. */
export type PointsMove = {
  userId: number;
  points: number;
  description: Bilingual;
  orderId?: number | null;
  now: Date;
};

async function record(tx: Tx, move: PointsMove, type: 'income' | 'expense', balanceAfter: number): Promise<void> {
  await tx.insert(pointsLedger).values({
    userId: move.userId,
    orderId: move.orderId ?? null,
    type,
    points: move.points,
    balanceAfter,
    descriptionZh: move.description.zh,
    descriptionEn: move.description.en,
    createdAt: move.now,
  });
}

function assertPositive(points: number): void {
  if (!Number.isInteger(points) || points <= 0) throw new Error(`a points movement needs a whole number above 0, got ${points}`);
}

/**
 * Adds points to a member, with the ledger row saying why, in the caller's transaction: the balance
 * moves in one UPDATE (no read-modify-write to race) and the row records what it became. Answers the
 * member's points after the grant.
 */
export async function grantPoints(tx: Tx, move: PointsMove): Promise<number> {
  assertPositive(move.points);
  const [member] = await tx
    .update(users)
    .set({ points: sql`${users.points} + ${move.points}` })
    .where(eq(users.id, move.userId))
    .returning({ points: users.points });
  if (!member) throw new Error(`no member ${move.userId} to grant points to`);
  await record(tx, move, 'income', member.points);
  return member.points;
}

/**
 * Takes points from a member, with the ledger row, in the caller's transaction; refused (naming
 * `field`) when the member has fewer, so that two spends at once can never take the same points
 * twice: the UPDATE only matches while enough are left. Answers the member's points after it.
 */
export async function takePoints(tx: Tx, move: PointsMove, field = 'points'): Promise<number> {
  assertPositive(move.points);
  const [member] = await tx
    .update(users)
    .set({ points: sql`${users.points} - ${move.points}` })
    .where(and(eq(users.id, move.userId), gte(users.points, move.points)))
    .returning({ points: users.points });
  if (!member) throw refused('points_insufficient', field);
  await record(tx, move, 'expense', member.points);
  return member.points;
}
