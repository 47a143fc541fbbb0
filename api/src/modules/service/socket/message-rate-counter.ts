import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rateLimitWindows } from '../../../db/schema';
import type { Clock } from '../../../http/clock';

/** How often one node deletes the windows that have closed. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The chat's message limit per member or agent over every node (ADR 0007's fixed windows, the rows
 * FixedWindowLimiter keeps under the same keys), counted for a whole batch of messages in one
 * statement (ADR 0042): a window opens at its first hit and counts until it closes.
 */
export class MessageRateCounter {
  private lastPrunedAt = 0;

  constructor(
    private readonly db: Db,
    /** Prefixes every key, as FixedWindowLimiter's name does. */
    private readonly name: string,
    private readonly rule: { limit: number; windowMs: number },
    private readonly clock: Clock,
  ) {}

  /** Counts one hit per key (a key may come several times, in order); answers, for each, whether it was within the limit. */
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

  private async pruneClosedWindows(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrunedAt < PRUNE_EVERY_MS) return;
    this.lastPrunedAt = now.getTime();
    await this.db.delete(rateLimitWindows).where(lte(rateLimitWindows.closesAt, now));
  }
}
