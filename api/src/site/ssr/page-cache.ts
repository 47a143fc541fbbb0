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

/** How long a page the server rendered is sent again as it is: as long as the read cache's clock-bound answers live. */
export const PAGE_TTL_MS = 1_000;

/**
 * Pages the server rendered, kept for a second (ADR 0039). What the server renders is what any
 * visitor sees in that language (it never reads as a member), so one copy serves everyone who asks
 * for the same URL in the same language; under load a page is rendered about once a second, and
 * requests that arrive while it renders wait for that one render.
 */
export class PageCache {
  private readonly pages = new LRUCache<string, CachedPage>({ max: 2_000, maxSize: 64 * 1024 * 1024, sizeCalculation: (page) => page.html.length * 2 || 1, ttl: PAGE_TTL_MS });
  private readonly rendering = new Map<string, Promise<CachedPage>>();

  async get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const cached = this.pages.get(key);
    if (cached) return cached;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render()
        .then((page) => {
          this.pages.set(key, page);
          return page;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }
}
