import type { SiteSettings } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '../../http/i18n';
import { pageLanguage } from '../page-language';
import { seoMessages } from './messages';
import { publishedPage } from './page-titles';
import { describePublicPage, shortDescription, type PageContext, type PublicPage } from './public-pages';
import { readSettings } from './public-reads';
import { publicOrigin } from './public-origin';
import type { PageHead } from './with-head';

export { withHead, type PageHead } from './with-head';

/** Where the shell's pages live. */
export const SHELL_PREFIX = '/home';

export const HREFLANG: Record<Lang, string> = { 'zh-cn': 'zh-CN', 'en-us': 'en-US' };
const OG_LOCALE: Record<Lang, string> = { 'zh-cn': 'zh_CN', 'en-us': 'en_US' };
const LANGS = Object.keys(HREFLANG) as Lang[];

/**
 * The spec's title rule (section 2, as @shop/shared's pageTitle): the page's translated title, a dash,
 * the site title without whitespace; the home page: the short title, a dash, the site title.
 */
export function pageTitle(translatedTitle: string | undefined, settings: Pick<SiteSettings, 'title' | 'ctitle'> | null, isHome = false): string {
  const title = settings?.title ?? '';
  if (isHome) return [settings?.ctitle, title].filter(Boolean).join('-');
  return [translatedTitle, title.replace(/\s+/g, '')].filter(Boolean).join('-');
}

/** The URL of a shop page: `/home<path>` on the public origin, with its query (and a `lang`). */
export function shopPageUrl(origin: string, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${origin}${SHELL_PREFIX}${path}${search ? `?${search}` : ''}`;
}

/** The page's path under the shell (`/goods/view`), or null for a URL outside it. */
function shellPath(url: string): string | null {
  const pathname = url.split('?')[0] ?? '';
  if (pathname !== SHELL_PREFIX && !pathname.startsWith(`${SHELL_PREFIX}/`)) return null;
  return pathname.slice(SHELL_PREFIX.length).replace(/\/+$/, '') || '/';
}

async function titleOf(app: FastifyInstance, page: PublicPage, settings: SiteSettings | null, lang: Lang): Promise<string> {
  if (page.titleFrom === 'notFound') return pageTitle(seoMessages[lang].notFound, settings);
  const published = await publishedPage(app, page.titleFrom);
  return pageTitle(published?.title[lang], settings, page.titleFrom === '/index' || published?.home === true);
}

function openGraph(page: PublicPage, head: { title: string; description: string; canonical: string }, lang: Lang, settings: SiteSettings | null, absolute: (path: string) => string): [string, string][] {
  return [
    ['og:type', page.type],
    ['og:title', page.name ?? head.title],
    ['og:description', head.description],
    ['og:url', head.canonical],
    ...(page.image ? ([['og:image', absolute(page.image)]] as [string, string][]) : []),
    ...(settings?.title ? ([['og:site_name', settings.title]] as [string, string][]) : []),
    ['og:locale', OG_LOCALE[lang]],
    ...LANGS.filter((other) => other !== lang).map((other): [string, string] => ['og:locale:alternate', OG_LOCALE[other]]),
  ];
}

/**
 * The head of a public page (title by the spec's rule, description, canonical, language alternates,
 * Open Graph, JSON-LD on products) in the language the page renders in (pageLanguage), read in-process
 * through the public GETs; null for a page that is not public (members', cart, checkout, back office).
 * A product, shop, activity or article that does not exist gets the not-found head (noindex, 404).
 */
export async function pageHead(app: FastifyInstance, request: FastifyRequest): Promise<PageHead | null> {
  const path = shellPath(request.url);
  if (path === null) return null;
  const lang = pageLanguage(request);
  const origin = publicOrigin(app, request);
  const absolute = (picture: string) => (/^https?:\/\//i.test(picture) ? picture : `${origin}${picture.startsWith('/') ? '' : '/'}${picture}`);
  const context: PageContext = {
    app,
    lang,
    query: new URLSearchParams(request.url.split('?')[1] ?? ''),
    pageUrl: (pagePath, query) => shopPageUrl(origin, pagePath, { ...query, lang }),
    absolute,
  };
  const page = await describePublicPage(path, context);
  if (!page) return null;
  const settings = await readSettings(app, lang);
  const title = await titleOf(app, page, settings, lang);
  const description = shortDescription(page.description ?? settings?.description ?? '');
  if (!page.found) {
    return { status: 404, title, description, robots: 'noindex', canonical: null, alternates: [], openGraph: [], structuredData: [] };
  }
  const canonicalPath = page.titleFrom === '/index' ? '/index' : path;
  const urlIn = (language: Lang | null) => shopPageUrl(origin, canonicalPath, { ...page.canonicalQuery, ...(language ? { lang: language } : {}) });
  const canonical = urlIn(lang);
  return {
    status: 200,
    title,
    description,
    robots: page.robots ?? null,
    canonical,
    alternates: [...LANGS.map((language) => ({ hreflang: HREFLANG[language], href: urlIn(language) })), { hreflang: 'x-default', href: urlIn(null) }],
    openGraph: openGraph(page, { title, description, canonical }, lang, settings, absolute),
    structuredData: page.structuredData,
  };
}
