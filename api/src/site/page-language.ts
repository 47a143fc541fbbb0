import type { FastifyRequest } from 'fastify';

export type PageLanguage = 'zh-cn' | 'en-us';

const isLanguage = (value: unknown): value is PageLanguage => value === 'zh-cn' || value === 'en-us';

/** The language a page is rendered in: the URL's `lang`, the `lang` cookie, else the browser's (spec section 4). */
export function pageLanguage(request: FastifyRequest): PageLanguage {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(query)) return query;
  const cookie = /(?:^|;\s*)lang=([a-z-]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (isLanguage(cookie)) return cookie;
  const first = (request.headers['accept-language'] ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return first === 'zh-cn' ? 'zh-cn' : 'en-us';
}
