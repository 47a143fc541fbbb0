import type { FastifyRequest } from 'fastify';
import { LANGS, type Lang } from '../http/i18n';

/** The cookie the pages write with the language they show (@shop/shared's i18n/language.ts). */
export const LANG_COOKIE = 'lang';

function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

function queryLang(url: string): string | null {
  const query = url.indexOf('?');
  return query === -1 ? null : new URLSearchParams(url.slice(query + 1)).get('lang');
}

function cookieLang(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANG_COOKIE) return value.join('=');
  }
  return null;
}

/** The browser's first language: the first tag of the highest weight in Accept-Language. */
function firstBrowserLanguage(header: string | undefined): string {
  let best = { tag: '', q: 0 };
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = weight === undefined ? 1 : Number(weight.slice(2)) || 0;
    if (q > best.q) best = { tag: tag.trim(), q };
  }
  return best.tag;
}

/**
 * The language a page is rendered in, as the browser will resolve it (spec section 4, with the URL
 * first): a valid `lang` query, else the `lang` cookie the page mirrors its stored language into, else
 * zh-cn when the browser's first language is exactly zh-cn and en-us otherwise. The SPA fallback and the
 * server renderer both ask this, so the HTML sent and the page hydrating agree.
 */
export function pageLanguage(request: Pick<FastifyRequest, 'url' | 'headers'>): Lang {
  const fromQuery = queryLang(request.url);
  if (isLang(fromQuery)) return fromQuery;
  const fromCookie = cookieLang(request.headers.cookie);
  if (isLang(fromCookie)) return fromCookie;
  return firstBrowserLanguage(request.headers['accept-language']).toLowerCase() === 'zh-cn' ? 'zh-cn' : 'en-us';
}
