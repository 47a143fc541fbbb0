import { LRUCache } from 'lru-cache';

/** How long a ranking is kept: orders and footprints reach the lists within this time. */
export const RANKING_TTL_MS = 60_000;

/**
 * The rankings the recommendations computed, as goods ids, kept in this process for RANKING_TTL_MS.
 * A product's lists and the visitors' list are the same for everyone; a member's own list is kept
 * under the member's id, and is only ever answered to that member (never in the shared read cache).
 * The goods' cards are read fresh for each answer, so price, stock and shelf are always current.
 */
export class RankingCache {
  private readonly entries: LRUCache<string, number[] | Promise<number[]>>;

  constructor(now: () => number) {
    // ttlResolution 0: the clock is read on every look-up, not remembered for a millisecond of real time.
    this.entries = new LRUCache({ max: 10_000, ttl: RANKING_TTL_MS, ttlResolution: 0, perf: { now } });
  }

  /** The ranking under `key`, computed once however many ask for it at the same time. */
  async get(key: string, rank: () => Promise<number[]>): Promise<number[]> {
    const kept = this.entries.get(key);
    if (kept) return kept;
    const ranking = rank();
    this.entries.set(key, ranking);
    try {
      const ids = await ranking;
      this.entries.set(key, ids);
      return ids;
    } catch (error) {
      this.entries.delete(key);
      throw error;
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
