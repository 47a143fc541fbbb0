import { randomInt } from 'node:crypto';
import type { SmsScene, SmsSent } from '@shop/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes, users } from '../../db/schema';
import type { SmsSender } from '../../http/app-context';
import { conflict, rateLimited, refused } from '../../http/errors';

const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** After this many wrong guesses a code is dead, so 6 digits cannot be brute-forced within its life. */
const SMS_MAX_FAILED_ATTEMPTS = 5;

async function mobileOwner(db: Db, mobile: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  return row ?? null;
}

/** Refuses a code the scene cannot use: signing up with a taken number, signing in with an unknown one. */
async function assertSceneAllows(db: Db, mobile: string, scene: SmsScene) {
  const owner = await mobileOwner(db, mobile);
  if (scene === 'register' && owner) throw conflict('mobile_taken', 'mobile');
  if (scene === 'bind' && owner) throw conflict('mobile_bound_elsewhere', 'mobile');
  if ((scene === 'login' || scene === 'forget') && !owner) throw refused('mobile_unknown', 'mobile');
}

async function assertResendAllowed(db: Db, mobile: string, now: Date, resendMs: number) {
  const [latest] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!latest) return;
  const waitMs = latest.createdAt.getTime() + resendMs - now.getTime();
  if (waitMs > 0) throw rateLimited(Math.ceil(waitMs / 1000));
}

/**
 * A code the sender did not deliver was never sent: it is removed, so that it cannot be used, holds
 * back no resend and shows in no outbox. Stored first and removed on failure (rather than stored
 * after sending) so that a code that reached a phone is always one the shop can check.
 */
async function forgetUnsentCode(db: Db, id: number) {
  // A failure here leaves a code nobody received: it expires by itself, so the sender's error is the one to answer.
  await db
    .delete(smsCodes)
    .where(eq(smsCodes.id, id))
    .catch(() => undefined);
}

export async function sendSmsCode(
  db: Db,
  request: { mobile: string; scene: SmsScene; now: Date; resendMs: number; send: SmsSender },
): Promise<SmsSent> {
  const { mobile, scene, now, resendMs } = request;
  await assertResendAllowed(db, mobile, now, resendMs);
  await assertSceneAllows(db, mobile, scene);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [stored] = await db
    .insert(smsCodes)
    .values({ mobile, scene, code, createdAt: now, expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS) })
    .returning({ id: smsCodes.id })
    .catch(() => {
      // The driver's error quotes the statement's parameters, the code among them: it must not reach the log.
      throw new Error('storing an SMS verification code failed');
    });
  try {
    await request.send({ mobile, scene, code });
  } catch (error) {
    await forgetUnsentCode(db, stored!.id);
    throw error;
  }
  return { resend_in: Math.ceil(resendMs / 1000), expires_in: SMS_CODE_TTL_MS / 1000 };
}

type CodeAttempt = { mobile: string; scene: SmsScene; code: string; now: Date };

/** The latest code sent to the number for the scene: sending a new one retires the ones before. */
const latestCode = (db: Db, attempt: CodeAttempt) =>
  db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, attempt.mobile), eq(smsCodes.scene, attempt.scene)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);

/** Why no guess was checked: no code (or it was used), or one that expired or took its last wrong guess. */
async function uncheckedReason(db: Db, attempt: CodeAttempt) {
  const [latest] = await db.select({ usedAt: smsCodes.usedAt }).from(smsCodes).where(sql`${smsCodes.id} = (${latestCode(db, attempt)})`);
  return !latest || latest.usedAt ? refused('code_required', 'code') : refused('code_expired', 'code');
}

/**
 * Checks a guess against the latest code sent for this number and scene: one conditional UPDATE
 * counts a wrong guess or marks the code used, and only while the code is unused, unexpired and has
 * guesses left. Concurrent guesses queue on the row and each re-reads the count after the one before
 * (PostgreSQL re-checks the condition on the updated row), so however many arrive together, exactly
 * SMS_MAX_FAILED_ATTEMPTS are ever compared. (The comparison in SQL is not constant-time; five guesses
 * over a network leave nothing to time.)
 */
export async function consumeSmsCode(db: Db, attempt: CodeAttempt) {
  const matches = sql`${smsCodes.code} = ${attempt.code}`;
  const [checked] = await db
    .update(smsCodes)
    .set({
      failedAttempts: sql`${smsCodes.failedAttempts} + CASE WHEN ${matches} THEN 0 ELSE 1 END`,
      usedAt: sql`CASE WHEN ${matches} THEN ${attempt.now.toISOString()}::timestamptz END`,
    })
    .where(
      and(
        sql`${smsCodes.id} = (${latestCode(db, attempt)})`,
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, attempt.now),
        lt(smsCodes.failedAttempts, SMS_MAX_FAILED_ATTEMPTS),
      ),
    )
    .returning({ accepted: sql<boolean>`${smsCodes.usedAt} IS NOT NULL` });
  if (!checked) throw await uncheckedReason(db, attempt);
  if (!checked.accepted) throw refused('code_invalid', 'code');
}

export async function latestOutboxMessage(db: Db, mobile: string) {
  const [row] = await db
    .select({ mobile: smsCodes.mobile, scene: smsCodes.scene, code: smsCodes.code, created_at: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row ?? null;
}
