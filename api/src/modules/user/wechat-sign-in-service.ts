import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { siteOptions, users, wechatIdentities, wechatSignInStates } from '../../db/schema';
import { imageUrl } from '../image';
import { fetchWechatProfile, WechatLoginError, type WechatProfile } from './wechat-client';
import type { WechatLoginSettings } from './wechat-settings';
import { grantSignUpCoupons, unusedUsername } from './service';
import { hashPassword } from './password';
import { issueSession, type Member } from './session-service';

/** How long a shopper has to scan and confirm once the QR page opened. */
export const WECHAT_STATE_TTL_MS = 10 * 60 * 1000;

/** Where a sign-in goes when it names nowhere safe: the member centre. */
export const DEFAULT_APP_PATH = '/ucenter/index';

/**
 * The back office's WeChat switch (/admin/system/site, the `site_options` row the common module
 * writes): WeChat sign-in is offered when it is on and the keys are configured. No row: off.
 */
export async function isWechatSwitchedOn(db: Db): Promise<boolean> {
  const [row] = await db.select({ isWechat: siteOptions.isWechat }).from(siteOptions).limit(1);
  return row?.isWechat === 1;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * An in-app path to come back to (`/goods/view?id=9`), or the member centre: anything that could
 * leave the site (`//host`, `/\host`, `https://…`), carries control characters or loops back to a
 * sign-in page is refused, so the callback is no open redirect.
 */
export function safeAppPath(raw: string | undefined): string {
  if (!raw || raw.length > 500 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || hasControlCharacter(raw)) return DEFAULT_APP_PATH;
  const pathname = (raw.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  if (pathname === '/user/login' || pathname.startsWith('/homeapi')) return DEFAULT_APP_PATH;
  return raw;
}

/** Why the callback sent the shopper back to the sign-in page; the page says it in their language. */
export class WechatSignInRefused extends Error {
  constructor(
    readonly reason: 'state' | 'denied' | 'code' | 'provider',
    readonly redirect: string | null,
  ) {
    super(`WeChat sign-in refused: ${reason}`);
    this.name = 'WechatSignInRefused';
  }
}

export type StartedWechatSignIn = { browserId: string; connectUrl: string };

/**
 * Starts a sign-in: a random `state`, stored with the sha256 of the browser's id (its HttpOnly
 * cookie; a new id when it has none) and where to come back to, and WeChat's QR connect address
 * carrying it. Stored in the database, so the callback may reach any API node.
 */
export async function startWechatSignIn(
  db: Db,
  settings: WechatLoginSettings,
  input: { browserId: string | null; redirect: string | undefined; callbackUrl: string; now: Date },
): Promise<StartedWechatSignIn> {
  const browserId = input.browserId && /^[A-Za-z0-9_-]{43}$/.test(input.browserId) ? input.browserId : randomBytes(32).toString('base64url');
  const state = randomBytes(24).toString('base64url');
  await db.delete(wechatSignInStates).where(lte(wechatSignInStates.expiresAt, input.now));
  await db.insert(wechatSignInStates).values({
    state,
    browserHash: sha256(browserId),
    redirect: safeAppPath(input.redirect),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + WECHAT_STATE_TTL_MS),
  });
  const query = new URLSearchParams({ appid: settings.appId, redirect_uri: input.callbackUrl, response_type: 'code', scope: 'snsapi_login', state });
  return { browserId, connectUrl: `${settings.connectBase}/connect/qrconnect?${query.toString()}#wechat_redirect` };
}

/** Takes the state if this browser started it and it has not expired: deleted as it is read, so it works once. */
async function consumeState(db: Db, state: string | undefined, browserId: string | null, now: Date): Promise<string | null> {
  if (!state || !browserId) return null;
  const [row] = await db
    .delete(wechatSignInStates)
    .where(and(eq(wechatSignInStates.state, state), eq(wechatSignInStates.browserHash, sha256(browserId)), gt(wechatSignInStates.expiresAt, now)))
    .returning({ redirect: wechatSignInStates.redirect });
  return row?.redirect ?? null;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23505') return true;
  }
  return false;
};

async function findByUnionid(db: Db, unionid: string): Promise<Member | null> {
  const [row] = await db.select({ user: users }).from(wechatIdentities).innerJoin(users, eq(users.id, wechatIdentities.userId)).where(eq(wechatIdentities.unionid, unionid)).limit(1);
  return row?.user ?? null;
}

/**
 * The member this WeChat account belongs to, made on the first sign-in: a generated username, WeChat's
 * nickname, no phone (bound next, before ordering) and a random password nobody knows (a phone bound,
 * the member may set one through password recovery). Two first sign-ins at once make one member.
 */
async function memberForProfile(db: Db, profile: WechatProfile & { unionid: string }, now: Date): Promise<Member> {
  const found = await findByUnionid(db, profile.unionid);
  if (found) {
    await db.update(wechatIdentities).set({ openid: profile.openid, lastSignInAt: now }).where(eq(wechatIdentities.unionid, profile.unionid));
    return found;
  }
  const username = await unusedUsername(db);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const nickname = [...profile.nickname.trim()].slice(0, 40).join('') || username;
  try {
    return await inTransaction(db, async (tx) => {
      const [created] = await tx.insert(users).values({ username, passwordHash, nickname, avatar: imageUrl('avatar'), createdAt: now }).returning();
      await tx.insert(wechatIdentities).values({ userId: created!.id, unionid: profile.unionid, openid: profile.openid, createdAt: now, lastSignInAt: now });
      await grantSignUpCoupons(tx, created!.id, now);
      return created!;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await findByUnionid(db, profile.unionid);
    if (!raced) throw error;
    return raced;
  }
}

export type FinishedWechatSignIn = { token: string; redirect: string; needsMobile: boolean };

/**
 * The callback: the state must be one this browser started, unexpired and unused (it is used up
 * here, whatever follows); a missing code means the shopper refused. The code is exchanged for the
 * profile, the member found by unionid or made, and signed in as password sign-in does.
 */
export async function finishWechatSignIn(
  db: Db,
  settings: WechatLoginSettings,
  input: { browserId: string | null; code: string | undefined; state: string | undefined; now: Date },
  log: (detail: string) => void,
): Promise<FinishedWechatSignIn> {
  const redirect = await consumeState(db, input.state, input.browserId, input.now);
  if (redirect === null) throw new WechatSignInRefused('state', null);
  if (!input.code) throw new WechatSignInRefused('denied', redirect);
  let profile: WechatProfile;
  try {
    profile = await fetchWechatProfile(settings, input.code);
  } catch (error) {
    if (!(error instanceof WechatLoginError)) throw error;
    log(error.message);
    throw new WechatSignInRefused(error.reason, redirect);
  }
  if (!profile.unionid) {
    log('WeChat answered no unionid: the website application must be bound to the merchant’s Open Platform account');
    throw new WechatSignInRefused('provider', redirect);
  }
  const member = await memberForProfile(db, { ...profile, unionid: profile.unionid }, input.now);
  return { token: await issueSession(db, member.id, input.now), redirect, needsMobile: !member.mobile };
}
