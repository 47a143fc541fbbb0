import { randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsScene, SmsSent } from '@shop/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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

export async function sendSmsCode(
  db: Db,
  request: { mobile: string; scene: SmsScene; now: Date; resendMs: number; send: SmsSender },
): Promise<SmsSent> {
  const { mobile, scene, now, resendMs } = request;
  await assertResendAllowed(db, mobile, now, resendMs);
  await assertSceneAllows(db, mobile, scene);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .insert(smsCodes)
    .values({ mobile, scene, code, createdAt: now, expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS) })
    .catch(() => {
      // The driver's error quotes the statement's parameters, the code among them: it must not reach the log.
      throw new Error('storing an SMS verification code failed');
    });
  await request.send({ mobile, scene, code });
  return { resend_in: Math.ceil(resendMs / 1000), expires_in: SMS_CODE_TTL_MS / 1000 };
}

const encoder = new TextEncoder();
const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(encoder.encode(a), encoder.encode(b));

/** Checks the latest code sent for this number and scene and marks it used: a code works once. */
export async function consumeSmsCode(db: Db, attempt: { mobile: string; scene: SmsScene; code: string; now: Date }) {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, attempt.mobile), eq(smsCodes.scene, attempt.scene), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!latest) throw refused('code_required', 'code');
  if (latest.expiresAt <= attempt.now || latest.failedAttempts >= SMS_MAX_FAILED_ATTEMPTS) {
    throw refused('code_expired', 'code');
  }
  if (!sameCode(latest.code, attempt.code)) {
    await db
      .update(smsCodes)
      .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
      .where(eq(smsCodes.id, latest.id));
    throw refused('code_invalid', 'code');
  }
  const used = await db
    .update(smsCodes)
    .set({ usedAt: attempt.now })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw refused('code_required', 'code');
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
