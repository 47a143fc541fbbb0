import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import type { Clock } from './clock';
import { accountLocked, rateLimited } from './errors';

type RateLimitRule = { limit: number; windowMs: number };

type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How often one process deletes the windows that have closed. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Fixed-window counter per key, kept in the database every API node shares (ADR 0007): one atomic
 * upsert counts the hit and opens a new window when the last one has closed, so two nodes never
 * double a limit. The window starts at the first hit; times come from the injected clock.
 */
export class FixedWindowLimiter {
  private lastPrunedAt = 0;

  constructor(
    private readonly db: Db,
    /** Prefixes every key, so the limits of one table never count each other's hits. */
    private readonly name: string,
    private readonly rule: RateLimitRule,
    private readonly clock: Clock,
  ) {}

  async hit(key: string): Promise<RateLimitDecision> {
    const now = this.clock();
    await this.pruneClosedWindows(now);
    const closesAt = new Date(now.getTime() + this.rule.windowMs);
    const windowClosed = sql`${rateLimitWindows.closesAt} <= ${now.toISOString()}::timestamptz`;
    const [window] = await this.db
      .insert(rateLimitWindows)
      .values({ key: `${this.name}:${key}`, hits: 1, closesAt })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          hits: sql`CASE WHEN ${windowClosed} THEN 1 ELSE ${rateLimitWindows.hits} + 1 END`,
          closesAt: sql`CASE WHEN ${windowClosed} THEN excluded.closes_at ELSE ${rateLimitWindows.closesAt} END`,
        },
      })
      .returning({ hits: rateLimitWindows.hits, closesAt: rateLimitWindows.closesAt });
    if (window!.hits <= this.rule.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window!.closesAt.getTime() - now.getTime()) / 1000)) };
  }

  /**
   * Counts one hit per key for a whole batch in one statement (the chat's messages, ADR 0042): a key
   * may come several times, in order; answers, for each hit, whether it was within the limit.
   */
  async hitEach(keys: readonly string[]): Promise<boolean[]> {
    if (keys.length === 0) return [];
    const now = this.clock();
    await this.pruneClosedWindows(now);
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    // Sorted, so two nodes' statements lock the same rows in the same order.
    const hits = JSON.stringify([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, n]) => ({ key: `${this.name}:${key}`, n })));
    const closesAt = new Date(now.getTime() + this.rule.windowMs).toISOString();
    const closed = sql`rate_limit_windows.closes_at <= ${now.toISOString()}::timestamptz`;
    // Both drivers answer the statement's rows as `rows`.
    const result: unknown = await this.db.execute(sql`
      insert into rate_limit_windows (key, hits, closes_at)
      select h.key, h.n, ${closesAt}::timestamptz from json_to_recordset(${hits}::json) as h(key text, n int)
      on conflict (key) do update set
        hits = case when ${closed} then excluded.hits else rate_limit_windows.hits + excluded.hits end,
        closes_at = case when ${closed} then excluded.closes_at else rate_limit_windows.closes_at end
      returning key, hits`);
    const { rows } = result as { rows: Array<{ key: string; hits: number }> };
    const total = new Map(rows.map((row) => [row.key.slice(this.name.length + 1), Number(row.hits)]));
    // The i-th hit of a key in this batch is hit number (total - its hits here + i) of the window.
    const seen = new Map<string, number>();
    return keys.map((key) => {
      const nth = (seen.get(key) ?? 0) + 1;
      seen.set(key, nth);
      return total.get(key)! - counts.get(key)! + nth <= this.rule.limit;
    });
  }

  /** Takes back one hit of the open window, for an attempt that turned out to be legitimate. */
  async refund(key: string): Promise<void> {
    await this.db
      .update(rateLimitWindows)
      .set({ hits: sql`GREATEST(${rateLimitWindows.hits} - 1, 0)` })
      .where(and(eq(rateLimitWindows.key, `${this.name}:${key}`), gt(rateLimitWindows.closesAt, this.clock())));
  }

  private async pruneClosedWindows(now: Date) {
    if (now.getTime() - this.lastPrunedAt < PRUNE_EVERY_MS) return;
    this.lastPrunedAt = now.getTime();
    await this.db.delete(rateLimitWindows).where(lte(rateLimitWindows.closesAt, now));
  }
}

/** Who is attempting: the client address, and the account (or phone) the attempt is about. */
export type AttemptSubject = { address: string; account: string };

/**
 * Two counters for one kind of attempt, so neither spraying many accounts from one address nor
 * guessing one account from many addresses gets far: one per address across every account, one per
 * account across every address. Passing the account limit locks that account until its window
 * closes, with its own message, whichever address asks.
 */
class AttemptThrottle {
  constructor(
    private readonly perAddress: FixedWindowLimiter,
    private readonly perAccount: FixedWindowLimiter,
    private readonly locksAccount: boolean,
  ) {}

  /** Counts the attempt on both counters, or refuses it with 429. */
  async enter(subject: AttemptSubject): Promise<void> {
    const byAddress = await this.perAddress.hit(subject.address);
    if (!byAddress.allowed) throw rateLimited(byAddress.retryAfterSeconds);
    const byAccount = await this.perAccount.hit(subject.account);
    if (byAccount.allowed) return;
    throw this.locksAccount ? accountLocked(byAccount.retryAfterSeconds) : rateLimited(byAccount.retryAfterSeconds);
  }

  /**
   * Gives a successful attempt its hits back: only failures count, so members sharing an address
   * (an office, a campus) and a member signing in often are never throttled for succeeding.
   */
  async succeeded(subject: AttemptSubject): Promise<void> {
    await this.perAddress.refund(subject.address);
    await this.perAccount.refund(subject.account);
  }
}

/** Counts every request of one key, e.g. a member's uploads; over the limit it refuses until the window closes. */
class RequestThrottle {
  constructor(private readonly limiter: FixedWindowLimiter) {}

  async enter(key: string): Promise<void> {
    const decision = await this.limiter.hit(key);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
  }
}

export type RateLimitRules = {
  /** Failed sign-ins and password recoveries from one address, whatever the account. */
  signInPerIp: RateLimitRule;
  /** Failed sign-ins and password recoveries on one account, whatever the address; then the account is locked. */
  signInPerAccount: RateLimitRule;
  signUpPerIp: RateLimitRule;
  signUpPerPhone: RateLimitRule;
  smsPerIp: RateLimitRule;
  smsPerPhone: RateLimitRule;
  /** Failed phone bindings (a wrong SMS code) from one address, whatever the member. */
  bindPerIp: RateLimitRule;
  /** Failed phone bindings of one member, whatever the address. */
  bindPerMember: RateLimitRule;
  /** Minimum gap between two codes to one phone number. */
  smsResendMs: number;
  /** Photos one member uploads, so that no account can fill the disk. */
  uploadsPerMember: RateLimitRule;
};

const MINUTE = 60_000;

/** The shop's limits; `factor` (RATE_LIMIT_FACTOR) multiplies every count, e.g. for end-to-end runs. */
export function defaultRateLimitRules(factor = 1): RateLimitRules {
  const scaled = (limit: number) => Math.max(1, Math.round(limit * factor));
  return {
    signInPerIp: { limit: scaled(20), windowMs: 15 * MINUTE },
    signInPerAccount: { limit: scaled(10), windowMs: 15 * MINUTE },
    signUpPerIp: { limit: scaled(5), windowMs: MINUTE },
    signUpPerPhone: { limit: scaled(10), windowMs: 60 * MINUTE },
    smsPerIp: { limit: scaled(20), windowMs: 60 * MINUTE },
    smsPerPhone: { limit: scaled(5), windowMs: 60 * MINUTE },
    bindPerIp: { limit: scaled(20), windowMs: 15 * MINUTE },
    bindPerMember: { limit: scaled(10), windowMs: 15 * MINUTE },
    smsResendMs: MINUTE,
    uploadsPerMember: { limit: scaled(60), windowMs: 60 * MINUTE },
  };
}

export type RateLimiters = {
  signIn: AttemptThrottle;
  signUp: AttemptThrottle;
  sms: AttemptThrottle;
  /** Checking an SMS code to bind a phone: the other code checks go through signIn (sign-in, recovery) and signUp. */
  bind: AttemptThrottle;
  smsResendMs: number;
  uploads: RequestThrottle;
};

export function createRateLimiters(db: Db, rules: RateLimitRules, clock: Clock): RateLimiters {
  const limiter = (name: string, rule: RateLimitRule) => new FixedWindowLimiter(db, name, rule, clock);
  return {
    signIn: new AttemptThrottle(limiter('sign-in-ip', rules.signInPerIp), limiter('sign-in-account', rules.signInPerAccount), true),
    signUp: new AttemptThrottle(limiter('sign-up-ip', rules.signUpPerIp), limiter('sign-up-phone', rules.signUpPerPhone), false),
    sms: new AttemptThrottle(limiter('sms-ip', rules.smsPerIp), limiter('sms-phone', rules.smsPerPhone), false),
    bind: new AttemptThrottle(limiter('bind-ip', rules.bindPerIp), limiter('bind-member', rules.bindPerMember), false),
    smsResendMs: rules.smsResendMs,
    uploads: new RequestThrottle(limiter('uploads-member', rules.uploadsPerMember)),
  };
}
