import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { Lang } from '../../http/i18n';
import { HREFLANG, shopPageUrl } from './page-head';
import type { SitemapPage } from './sitemap-entries';

/** The sitemaps protocol's most URLs in one file; past it /sitemap.xml becomes an index of parts. */
export const SITEMAP_URL_LIMIT = 50_000;

const LANGS = Object.keys(HREFLANG) as Lang[];

/** Each page once per language (its `?lang=` URL), each naming every language version and x-default. */
export function sitemapItems(origin: string, pages: readonly SitemapPage[]): SitemapItemLoose[] {
  return pages.flatMap((page) => {
    const urlIn = (lang: Lang | null) => shopPageUrl(origin, page.path, { ...page.query, ...(lang ? { lang } : {}) });
    const links = [...LANGS.map((lang) => ({ lang: HREFLANG[lang], url: urlIn(lang) })), { lang: 'x-default', url: urlIn(null) }];
    return LANGS.map((lang) => ({ url: urlIn(lang), links, ...(page.lastmod ? { lastmod: page.lastmod } : {}) }));
  });
}

async function urlset(items: readonly SitemapItemLoose[]): Promise<string> {
  const stream = new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } });
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString();
}

/**
 * /sitemap.xml: every item when they fit in one file, else an index naming /sitemap-1.xml … ; part `n`
 * (1-based) of the items, or null past the last. `limit` is injectable so a test crosses it with a few rows.
 */
export async function sitemapXml(origin: string, items: readonly SitemapItemLoose[], part: number | null, limit = SITEMAP_URL_LIMIT): Promise<string | null> {
  const parts = Math.max(1, Math.ceil(items.length / limit));
  if (part === null) {
    if (parts === 1) return urlset(items);
    const index = new SitemapIndexStream();
    const entries = Array.from({ length: parts }, (_, i) => ({ url: `${origin}/sitemap-${i + 1}.xml` }));
    return (await streamToPromise(Readable.from(entries).pipe(index))).toString();
  }
  if (part < 1 || part > parts) return null;
  return urlset(items.slice((part - 1) * limit, part * limit));
}
