import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import type { Clock } from './clock';
import { rateLimited } from './errors';

export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

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

  private async pruneClosedWindows(now: Date) {
    if (now.getTime() - this.lastPrunedAt < PRUNE_EVERY_MS) return;
    this.lastPrunedAt = now.getTime();
    await this.db.delete(rateLimitWindows).where(lte(rateLimitWindows.closesAt, now));
  }
}

export type RateLimitRules = {
  signIn: RateLimitRule;
  signUp: RateLimitRule;
  smsPerIp: RateLimitRule;
  /** Minimum gap between two codes to one phone number. */
  smsResendMs: number;
};

const MINUTE = 60_000;

export function defaultRateLimitRules(factor = 1): RateLimitRules {
  const scaled = (limit: number) => Math.max(1, Math.round(limit * factor));
  return {
    signIn: { limit: scaled(10), windowMs: MINUTE },
    signUp: { limit: scaled(5), windowMs: MINUTE },
    smsPerIp: { limit: scaled(20), windowMs: 60 * MINUTE },
    smsResendMs: MINUTE,
  };
}

export type RateLimiters = {
  signIn: FixedWindowLimiter;
  signUp: FixedWindowLimiter;
  smsPerIp: FixedWindowLimiter;
  smsResendMs: number;
};

export function createRateLimiters(db: Db, rules: RateLimitRules, clock: Clock): RateLimiters {
  return {
    signIn: new FixedWindowLimiter(db, 'sign-in', rules.signIn, clock),
    signUp: new FixedWindowLimiter(db, 'sign-up', rules.signUp, clock),
    smsPerIp: new FixedWindowLimiter(db, 'sms-ip', rules.smsPerIp, clock),
    smsResendMs: rules.smsResendMs,
  };
}

export async function enforceRateLimit(limiter: FixedWindowLimiter, key: string): Promise<void> {
  const decision = await limiter.hit(key);
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
}
