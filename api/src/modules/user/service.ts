import { randomBytes } from 'node:crypto';
import { MOBILE_PATTERN, type BindBody, type ForgetBody, type MemberProfile, type RegisterBody, type SignedIn } from '@shop/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { coupons, memberCoupons, users } from '../../db/schema';
import { conflict, refused } from '../../http/errors';
import { centsToYuan } from '../../lib/money';
import { imageUrl } from '../image';
import { consumeSmsCode } from '../sms';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './password';
import { issueSession, revokeAllSessions, type Member } from './session-service';

/** "138****8000": the phone number as back-office and member pages show it. */
export const maskMobile = (mobile: string | null) => (mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '');

/** The member as the storefront sees it: masked phone, balance in yuan. */
export function describeMember(member: Member): MemberProfile {
  return {
    id: member.id,
    username: member.username,
    nickname: member.nickname,
    avatar: member.avatar,
    mobile: maskMobile(member.mobile),
    balance: centsToYuan(member.balanceCents),
    points: member.points,
    role: member.role,
  };
}

async function startSession(db: Db, member: Member, now: Date): Promise<SignedIn> {
  return { token: await issueSession(db, member.id, now), user: describeMember(member) };
}

/** Maps a unique-constraint race (two sign-ups at once) to the field the shopper must change. */
function uniqueViolationField(error: unknown): 'mobile' | 'username' | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint?.includes('mobile') ? 'mobile' : 'username';
  }
  return null;
}

async function findBy(db: Db, column: typeof users.mobile | typeof users.username, value: string) {
  const [row] = await db.select().from(users).where(eq(column, value)).limit(1);
  return row ?? null;
}

async function assertRegistrable(db: Db, mobile: string, username: string | undefined) {
  if (await findBy(db, users.mobile, mobile)) throw conflict('mobile_taken', 'mobile');
  if (username && MOBILE_PATTERN.test(username)) throw refused('username_is_mobile', 'username');
  if (username && (await findBy(db, users.username, username))) throw conflict('username_taken', 'username');
}

export async function unusedUsername(db: Db): Promise<string> {
  for (;;) {
    const candidate = `u_${randomBytes(5).toString('hex')}`;
    if (!(await findBy(db, users.username, candidate))) return candidate;
  }
}

export async function registerMember(
  db: Db,
  input: RegisterBody,
  now: Date,
): Promise<SignedIn> {
  await assertRegistrable(db, input.mobile, input.username);
  await consumeSmsCode(db, { mobile: input.mobile, scene: 'register', code: input.code, now });
  const username = input.username ?? (await unusedUsername(db));
  const passwordHash = await hashPassword(input.password);
  try {
    const member = await inTransaction(db, async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ username, mobile: input.mobile, passwordHash, nickname: username, avatar: imageUrl('avatar'), createdAt: now })
        .returning();
      await grantSignUpCoupons(tx, created!.id, now);
      return created!;
    });
    return startSession(db, member, now);
  } catch (error) {
    const field = uniqueViolationField(error);
    if (field) throw conflict(field === 'mobile' ? 'mobile_taken' : 'username_taken', field);
    throw error;
  }
}

/** Every coupon template marked for new members and still valid goes to the member who just signed up. */
export async function grantSignUpCoupons(tx: Tx, userId: number, now: Date): Promise<void> {
  const templates = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.grantOnSignUp, true), gt(coupons.endAt, now)));
  if (templates.length) await tx.insert(memberCoupons).values(templates.map((template) => ({ userId, couponId: template.id, createdAt: now })));
}

/** No password is longer: a longer one is refused as wrong before any hashing work. */
const LONGEST_PASSWORD = 100;

/** One answer for unknown account and wrong password, and the same scrypt cost for both. */
export async function signInWithPassword(db: Db, account: string, password: string, now: Date): Promise<SignedIn> {
  if (password.length > LONGEST_PASSWORD) throw refused('credentials_invalid');
  const member = MOBILE_PATTERN.test(account)
    ? ((await findBy(db, users.mobile, account)) ?? (await findBy(db, users.username, account)))
    : await findBy(db, users.username, account);
  const valid = await verifyPassword(password, member?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  if (!member || !valid) throw refused('credentials_invalid');
  return startSession(db, member, now);
}

export async function signInWithSmsCode(db: Db, mobile: string, code: string, now: Date): Promise<SignedIn> {
  const member = await findBy(db, users.mobile, mobile);
  if (!member) throw refused('credentials_invalid');
  await consumeSmsCode(db, { mobile, scene: 'login', code, now });
  return startSession(db, member, now);
}

/** Sets a new password and signs the member out everywhere, since the old one may be known to someone else. */
export async function resetPassword(db: Db, input: ForgetBody, now: Date): Promise<void> {
  const member = await findBy(db, users.mobile, input.mobile);
  if (!member) throw refused('mobile_unknown', 'mobile');
  await consumeSmsCode(db, { mobile: input.mobile, scene: 'forget', code: input.code, now });
  await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, member.id));
  await revokeAllSessions(db, member.id, now);
}

export async function bindMobile(db: Db, member: Member, input: BindBody, now: Date): Promise<MemberProfile> {
  const owner = await findBy(db, users.mobile, input.mobile);
  if (owner && owner.id !== member.id) throw conflict('mobile_bound_elsewhere', 'mobile');
  await consumeSmsCode(db, { mobile: input.mobile, scene: 'bind', code: input.code, now });
  try {
    const [updated] = await db.update(users).set({ mobile: input.mobile }).where(eq(users.id, member.id)).returning();
    return describeMember(updated!);
  } catch (error) {
    if (uniqueViolationField(error)) throw conflict('mobile_bound_elsewhere', 'mobile');
    throw error;
  }
}
