import { LRUCache } from 'lru-cache';
import { type Coding, compressedAs } from '../../http/content-coding';

export interface CachedPage {
  status: number;
  html: string;
}

/** A copy's bytes in each compressed coding, made on the first request that asks for it: every later one is sent as it is. */
const compressedCopies = new WeakMap<CachedPage, Partial<Record<Exclude<Coding, 'identity'>, Buffer>>>();

/** The page's body in `coding`: compressed once per copy, not once per request (the compression plugin would). */
export function pageBody(page: CachedPage, coding: Coding): string | Buffer {
  if (coding === 'identity') return page.html;
  let copies = compressedCopies.get(page);
  if (!copies) {
    copies = {};
    compressedCopies.set(page, copies);
  }
  copies[coding] ??= compressedAs(coding, new TextEncoder().encode(page.html));
  return copies[coding];
}

type Render = () => Promise<CachedPage>;

/** How long a page the server rendered is sent again as it is: as long as the read cache's clock-bound answers live. */
export const PAGE_TTL_MS = 1_000;

export interface PageCacheTimes {
  /** How long a copy is sent as it is (PAGE_TTL_MS). */
  ttlMs: number;
  /** A page kept warm is rendered again once its copy is this old, so that the next request finds a copy. */
  refreshAfterMs: number;
  /** A page is kept warm while it is asked for again within this long. */
  keepWarmMs: number;
  /** How often the copies of the warm pages are looked at. */
  sweepMs: number;
}

const TIMES: PageCacheTimes = { ttlMs: PAGE_TTL_MS, refreshAfterMs: 700, keepWarmMs: 10_000, sweepMs: 100 };

/** At most this many pages are kept warm, the most recently asked: a bound on the renders no request waits for. */
export const WARM_PAGES = 32;

/** What is known of a page recently asked for: how to render it again, and how often it was asked. */
type Asked = { render: Render; asks: number };

/**
 * Pages the server rendered, kept for a second (ADR 0039). What the server renders is what any
 * visitor sees in that language (it never reads as a member), so one copy serves everyone who asks
 * for the same URL in the same language; requests that arrive while it renders wait for that render.
 *
 * A page asked for again within `keepWarmMs` is kept warm (refresh-ahead): its copy is rendered
 * again in the background before it expires, one page at a time, so the shopper who asks next is
 * sent a copy at most a second old without waiting for a render. A page asked for once is not: a
 * crawler's walk through the catalogue renders each page once, as it asks.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage & { renderedAt: number }>;
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private readonly asked: LRUCache<string, Asked>;
  private sweeper: NodeJS.Timeout | null = null;
  /** The background renders, one after the other: a warm page never takes more than one render's share. */
  private refreshing: Promise<void> = Promise.resolve();
  private readonly queued = new Set<string>();

  constructor(private readonly times: PageCacheTimes = TIMES) {
    this.pages = new LRUCache({ max: 2_000, maxSize: 64 * 1024 * 1024, sizeCalculation: (page) => page.html.length * 2 || 1, ttl: times.ttlMs });
    this.asked = new LRUCache({ max: 2_000, ttl: times.keepWarmMs });
  }

  async get(key: string, render: Render): Promise<CachedPage> {
    const known = this.asked.get(key);
    this.asked.set(key, { render, asks: (known?.asks ?? 0) + 1 });
    if (known) this.startSweeping();
    const cached = this.pages.get(key);
    if (cached) return cached;
    return this.renderOnce(key, render);
  }

  /** Stops keeping pages warm (the server is closing). */
  close(): void {
    this.stopSweeping();
    this.asked.clear();
  }

  private renderOnce(key: string, render: Render): Promise<CachedPage> {
    let pending = this.rendering.get(key);
    if (!pending) {
      const renderedAt = performance.now();
      pending = render()
        .then((page) => {
          // The copy kept is the one sent, so that its compressed bytes are made once.
          const copy = { ...page, renderedAt };
          this.pages.set(key, copy);
          return copy;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  /** A warm page's copy is due once it is `refreshAfterMs` old, or gone. */
  private isDue(key: string): boolean {
    const copy = this.pages.get(key, { updateAgeOnGet: false });
    return !copy || performance.now() - copy.renderedAt >= this.times.refreshAfterMs;
  }

  private startSweeping(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => this.sweep(), this.times.sweepMs);
    this.sweeper.unref();
  }

  /** Queues a render of every warm page whose copy is due; stops once no page is warm. */
  private sweep(): void {
    let warm = 0;
    // Most recently asked first: past WARM_PAGES, the pages asked longest ago wait for a request.
    for (const [key, { render, asks }] of this.asked.entries()) {
      if (asks < 2) continue;
      warm += 1;
      if (warm > WARM_PAGES) break;
      if (!this.rendering.has(key) && !this.queued.has(key) && this.isDue(key)) this.queue(key, render);
    }
    if (warm === 0) this.stopSweeping();
  }

  private stopSweeping(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  private queue(key: string, render: Render): void {
    this.queued.add(key);
    this.refreshing = this.refreshing
      // A request may have rendered it meanwhile.
      .then(() => (this.isDue(key) ? this.renderOnce(key, render) : undefined))
      // The copy it would have replaced is sent until it expires; the page is no longer kept warm,
      // and the next request renders it itself.
      .then(
        () => undefined,
        () => void this.asked.delete(key),
      )
      .finally(() => this.queued.delete(key));
  }
}
