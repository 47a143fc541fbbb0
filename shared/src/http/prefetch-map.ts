import type { AxiosResponse } from 'axios';
import { requestLanguage } from '../i18n/language';
import type { Audience } from './client';

/** A prefetched answer nobody took is dropped: it would be stale by the time a page asks. */
export const PREFETCH_TTL_MS = 10_000;

type Params = Record<string, unknown> | undefined;

/** The query as axios sends it: empty values left out, every value as text, keys in order. */
function normalisedParams(params: Params): [string, string][] {
  return Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]): [string, string] => [key, String(value)])
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * GET answers started early, each taken once by the same call made for the same audience token and
 * language: an answer asked for one member is never handed to another, nor to a visitor.
 */
export function createPrefetchMap(audience: Audience) {
  const entries = new Map<string, { answer: Promise<AxiosResponse<unknown>>; until: number }>();
  const keyOf = (url: string, params: Params) => JSON.stringify([url, normalisedParams(params), requestLanguage(), audience.token() ?? '']);

  return {
    put(url: string, params: Params, call: () => Promise<AxiosResponse<unknown>>): void {
      const now = Date.now();
      // Answers of pages the visitor never reached go too, so the map stays as small as one visit's.
      for (const [stale, entry] of entries) if (entry.until <= now) entries.delete(stale);
      const key = keyOf(url, params);
      if (entries.has(key)) return;
      const answer = call();
      // A failure is the taker's to handle; one nobody takes must not surface as unhandled.
      answer.catch(() => undefined);
      entries.set(key, { answer, until: now + PREFETCH_TTL_MS });
    },
    take(url: string, params: Params): Promise<AxiosResponse<unknown>> | undefined {
      const key = keyOf(url, params);
      const entry = entries.get(key);
      entries.delete(key);
      return entry && entry.until > Date.now() ? entry.answer : undefined;
    },
  };
}
