import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../http/i18n';
import { seoMessages } from './messages';
import { publishedPage } from './page-titles';
import { categoryTrail, readActivity, readCategories, readGoods, readHelpArticle, readReviews, readShop } from './public-reads';
import { breadcrumbJsonLd, productJsonLd, type Crumb } from './structured-data';

/** What a public page says about itself, beyond the shell's title rule. */
export type PublicPage = {
  /** The page whose published title (routes.json) the title takes; `notFound` for the shell's not-found title. */
  titleFrom: string;
  /** The query that names the page (`id`, `category_id`): kept in its canonical URL and alternates. */
  canonicalQuery: Record<string, string>;
  found: boolean;
  /** Open Graph: `product` for a product, `website` for everything else. */
  type: 'website' | 'product';
  /** A name of its own for previews (a product's, an article's); else the page title. */
  name?: string;
  description?: string;
  image?: string;
  /** `noindex, follow` for pages a search engine should crawl through but not list (search results). */
  robots?: string;
  structuredData: object[];
};

export type PageContext = {
  app: FastifyInstance;
  lang: Lang;
  query: URLSearchParams;
  /** The absolute URL of a shop page (`/goods/view`, without `/home`) in the page's language. */
  pageUrl: (path: string, query?: Record<string, string>) => string;
  /** The absolute URL of a picture's path. */
  absolute: (path: string) => string;
};

const ACTIVITY_TYPES = ['group', 'second', 'bargain', 'point', 'limit'];
const ACTIVITY_PAGE = /^\/activity\/([a-z]+)\/(index|view)$/;

/** A positive integer id, as the pages read it (readId in @shop/shared). */
function idOf(raw: string | null): number | null {
  if (raw == null || raw.trim() === '') return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const page = (titleFrom: string, rest: Partial<PublicPage> = {}): PublicPage => ({ titleFrom, canonicalQuery: {}, found: true, type: 'website', structuredData: [], ...rest });

/** A page whose id is malformed: the shell sends the browser to its not-found page. */
const malformed = (): PublicPage => page('notFound', { found: false });
const missing = (titleFrom: string, canonicalQuery: Record<string, string>) => page(titleFrom, { found: false, canonicalQuery });

async function goodsView(context: PageContext): Promise<PublicPage> {
  const { app, lang, query, pageUrl, absolute } = context;
  const id = idOf(query.get('id'));
  if (!id) return malformed();
  const canonicalQuery = { id: String(id) };
  const goods = await readGoods(app, id, lang);
  if (!goods) return missing('/goods/view', canonicalQuery);
  const url = pageUrl('/goods/view', canonicalQuery);
  const [categories, reviews, home, allGoods] = await Promise.all([
    readCategories(app, lang),
    goods.comment.total > 0 ? readReviews(app, id, lang) : null,
    publishedPage(app, '/index'),
    publishedPage(app, '/goods/index'),
  ]);
  const trail = categoryTrail(categories ?? [], goods.category_id);
  // As the page's own breadcrumb: home, all goods, the categories, the product.
  const crumbs: Crumb[] = [
    { name: home?.title[lang] ?? seoMessages[lang].home, url: pageUrl('/index') },
    { name: allGoods?.title[lang] ?? seoMessages[lang].allGoods, url: pageUrl('/goods/index') },
    ...trail.map((category) => ({ name: category.name, url: pageUrl('/goods/index', { category_id: String(category.id) }) })),
    { name: goods.name },
  ];
  return page('/goods/view', {
    canonicalQuery,
    type: 'product',
    name: goods.name,
    description: seoMessages[lang].product(goods.name, goods.subtitle),
    image: goods.image,
    structuredData: [productJsonLd(goods, url, absolute, reviews?.average_rating ?? null), breadcrumbJsonLd(crumbs)],
  });
}

async function goodsList({ app, lang, query }: PageContext): Promise<PublicPage> {
  const id = idOf(query.get('category_id'));
  if (!id) return page('/goods/index');
  const category = categoryTrail((await readCategories(app, lang)) ?? [], id).at(-1);
  if (!category) return missing('/goods/index', { category_id: String(id) });
  return page('/goods/index', { canonicalQuery: { category_id: String(id) }, name: category.name, image: category.image });
}

async function shopPage({ app, lang, query }: PageContext): Promise<PublicPage> {
  const id = idOf(query.get('id'));
  if (!id) return malformed();
  const answer = await readShop(app, id, lang);
  if (!answer) return missing('/shop/index', { id: String(id) });
  const { shop } = answer;
  return page('/shop/index', { canonicalQuery: { id: String(id) }, name: shop.name, description: shop.description || shop.name, image: shop.logo });
}

async function activityPage(context: PageContext, type: string, view: boolean): Promise<PublicPage | null> {
  if (!ACTIVITY_TYPES.includes(type)) return null;
  const path = `/activity/${type}/${view ? 'view' : 'index'}`;
  if (!view) return page(path);
  const id = idOf(context.query.get('id'));
  if (!id) return malformed();
  const activity = await readActivity(context.app, type, id, context.lang);
  if (!activity) return missing(path, { id: String(id) });
  return page(path, { canonicalQuery: { id: String(id) }, name: activity.title, description: activity.subtitle || activity.title, image: activity.image });
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most 160 characters, cut at a word where there is one. */
export function shortDescription(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

async function helpPage({ app, lang, query }: PageContext): Promise<PublicPage> {
  const raw = query.get('id');
  if (raw === null || raw === '') return page('/page/view');
  const id = idOf(raw);
  if (!id) return malformed();
  const article = await readHelpArticle(app, id, lang);
  if (!article) return missing('/page/view', { id: String(id) });
  return page('/page/view', { canonicalQuery: { id: String(id) }, name: article.title, description: shortDescription(plainText(article.content)) });
}

function searchPage({ lang, query }: PageContext): PublicPage {
  const q = (query.get('q') ?? '').trim();
  return page('/search/index', { canonicalQuery: q ? { q } : {}, robots: 'noindex, follow', ...(q ? { description: seoMessages[lang].searchResults(q) } : {}) });
}

/**
 * The public pages (spec: home, goods list and detail, search, shop, activity lists and details, the
 * help centre), by their path without `/home`; null for every other page (members', cart, checkout,
 * back office, sign-in), which keeps the plain shell.
 */
export async function describePublicPage(path: string, context: PageContext): Promise<PublicPage | null> {
  if (path === '/' || path === '' || path === '/index') return page('/index');
  if (path === '/goods/index') return goodsList(context);
  if (path === '/goods/view') return goodsView(context);
  if (path === '/search/index') return searchPage(context);
  if (path === '/shop/index') return shopPage(context);
  if (path === '/page/view') return helpPage(context);
  const activity = ACTIVITY_PAGE.exec(path);
  return activity ? activityPage(context, activity[1]!, activity[2] === 'view') : null;
}
