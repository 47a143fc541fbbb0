import type { Clock } from './clock';
import { rateLimited } from './errors';

export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counter per key, kept in memory: limits are per API process, which is what a
 * single-node shop needs; several nodes behind a gateway would move this to the database.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { startedAt: number; hits: number }>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly clock: Clock,
  ) {}

  hit(key: string): RateLimitDecision {
    const now = this.clock().getTime();
    this.forgetExpired(now);
    const current = this.windows.get(key);
    const window = current && now - current.startedAt < this.rule.windowMs ? current : { startedAt: now, hits: 0 };
    window.hits += 1;
    this.windows.set(key, window);
    if (window.hits <= this.rule.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.rule.windowMs - now) / 1000)) };
  }

  private forgetExpired(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.rule.windowMs) this.windows.delete(key);
    }
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

export function createRateLimiters(rules: RateLimitRules, clock: Clock): RateLimiters {
  return {
    signIn: new FixedWindowLimiter(rules.signIn, clock),
    signUp: new FixedWindowLimiter(rules.signUp, clock),
    smsPerIp: new FixedWindowLimiter(rules.smsPerIp, clock),
    smsResendMs: rules.smsResendMs,
  };
}

export function enforceRateLimit(limiter: FixedWindowLimiter, key: string): void {
  const decision = limiter.hit(key);
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
}
