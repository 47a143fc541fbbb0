import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { activities, goods, helpArticles } from '../../db/schema';
import { schemaOrgVocabulary } from '../../testing/schema-org-vocabulary';
import { createTestApp, type TestApp } from '../../testing/test-app';

const REPO = path.resolve(__dirname, '../../../..');
const SHELL = '<!doctype html><html lang="zh-cn"><head><meta charset="utf-8"/><meta name="keywords" content=""/><meta name="description" content=""/><title>Shop</title></head><body><div id="root"></div></body></html>';
/** The shop's public origin (PUBLIC_ORIGIN): absolute links use it, whatever Host a request came with. */
const ORIGIN = 'https://mall.example';

type Head = { lang: string; title: string; description: string[]; robots: string | null; canonical: string | null; alternates: Record<string, string>; og: Record<string, string>; jsonLd: Array<Record<string, unknown>> };

/** What a crawler reads in the HTML: parsed from the markup, never matched as strings. */
function readHead(html: string): Head {
  const attrs = (tag: string) => Object.fromEntries([...tag.matchAll(/([a-z:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')]));
  const tags = [...html.matchAll(/<(meta|link)\b[^>]*>/g)].map((m) => ({ tag: m[1]!, ...attrs(m[0]) })) as Array<Record<string, string>>;
  return {
    lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? '',
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '',
    description: tags.filter((t) => t.tag === 'meta' && t.name === 'description').map((t) => t.content!),
    robots: tags.find((t) => t.tag === 'meta' && t.name === 'robots')?.content ?? null,
    canonical: tags.find((t) => t.rel === 'canonical')?.href ?? null,
    alternates: Object.fromEntries(tags.filter((t) => t.rel === 'alternate').map((t) => [t.hreflang!, t.href!])),
    og: Object.fromEntries(tags.filter((t) => t.property?.startsWith('og:') && t.property !== 'og:locale:alternate').map((t) => [t.property!, t.content!])),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

describe('search engines: page heads, robots.txt and the sitemap', () => {
  let t: TestApp;
  let siteRoot: string;
  beforeAll(async () => {
    siteRoot = mkdtempSync(path.join(tmpdir(), 'shop-seo-'));
    mkdirSync(path.join(siteRoot, 'host', 'dist'), { recursive: true });
    mkdirSync(path.join(siteRoot, 'deploy'), { recursive: true });
    writeFileSync(path.join(siteRoot, 'host', 'dist', 'index.html'), SHELL);
    const remotes = ['home', 'catalog', 'activities', 'service', 'checkout', 'ucenter'];
    writeFileSync(path.join(siteRoot, 'deploy', 'remotes.json'), JSON.stringify(Object.fromEntries(remotes.map((name) => [name, `/remotes/${name}/mf-manifest.json`]))));
    for (const name of remotes) {
      mkdirSync(path.join(siteRoot, `mf-${name}`, 'dist'), { recursive: true });
      copyFileSync(path.join(REPO, `mf-${name}`, 'routes.json'), path.join(siteRoot, `mf-${name}`, 'dist', 'routes.json'));
    }
    t = await createTestApp({ siteRoot, sitemapUrlLimit: 100, publicOrigin: ORIGIN });
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('writes a product page’s head in English for ?lang=en-us, whatever the browser says', async () => {
    const response = await get('/home/goods/view?id=5&lang=en-us', { 'accept-language': 'zh-CN' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.headers.vary).toContain('Cookie');
    const head = readHead(response.body);
    expect(head.lang).toBe('en-us');
    expect(head.title).toBe('Goods details-LumenMall');
    expect(head.description).toEqual(['Cloudstep running shoes: Cushioned foam, breathable mesh upper']);
    expect(head.robots).toBeNull();
    expect(head.canonical).toBe(`${ORIGIN}/home/goods/view?id=5&lang=en-us`);
    expect(head.alternates).toEqual({
      'zh-CN': `${ORIGIN}/home/goods/view?id=5&lang=zh-cn`,
      'en-US': `${ORIGIN}/home/goods/view?id=5&lang=en-us`,
      'x-default': `${ORIGIN}/home/goods/view?id=5`,
    });
    expect(head.og).toEqual({
      'og:type': 'product',
      'og:title': 'Cloudstep running shoes',
      'og:description': 'Cloudstep running shoes: Cushioned foam, breathable mesh upper',
      'og:url': `${ORIGIN}/home/goods/view?id=5&lang=en-us`,
      'og:image': `${ORIGIN}/homeapi/static/img/goods-sneaker-3-1.svg`,
      'og:site_name': 'Lumen Mall',
      'og:locale': 'en_US',
    });
  });

  it('writes it in Chinese from the lang cookie, and from a browser whose first language is zh-CN', async () => {
    const browsers: Array<Record<string, string>> = [{ cookie: 'lang=zh-cn', 'accept-language': 'en-US' }, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }];
    for (const headers of browsers) {
      const head = readHead((await get('/home/goods/view?id=5', headers)).body);
      expect(head.lang).toBe('zh-cn');
      expect(head.title).toBe('商品详情-流明商城');
      expect(head.canonical).toBe(`${ORIGIN}/home/goods/view?id=5&lang=zh-cn`);
      expect(head.og['og:locale']).toBe('zh_CN');
      expect(head.og['og:title']).not.toBe('Cloudstep running shoes');
      expect(head.description[0]).toMatch(/^[^:]+：[^:]+$/);
    }
  });

  it('describes the product with JSON-LD a schema.org / rich-results validator accepts, in both languages', async () => {
    for (const lang of ['en-us', 'zh-cn']) {
      const html = (await get(`/home/goods/view?id=5&lang=${lang}`)).body;
      const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
      const issues = await new Validator(schemaOrgVocabulary()).validate(extracted);
      // No error, and nothing schema.org does not define (the validator calls that a warning); its other
      // warnings are Google's optional extras (return policy, shipping, reviews).
      expect(issues.filter((issue) => issue.severity === 'ERROR' || issue.errorType === 'schemaOrg')).toEqual([]);
      const [product, breadcrumbs] = readHead(html).jsonLd;
      expect(product).toMatchObject({ '@type': 'Product', sku: '5', offers: { '@type': 'Offer', price: '459.00', priceCurrency: 'CNY', availability: 'https://schema.org/InStock', url: `${ORIGIN}/home/goods/view?id=5&lang=${lang}` } });
      // Product 5 has reviews: their average stars, as goods/comment answers it.
      const reviews = (await get('/homeapi/goods/comment?id=5')).json<{ data: { total: number; average_rating: number } }>().data;
      expect(product).toMatchObject({ aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average_rating, reviewCount: reviews.total, bestRating: 5 } });
      expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
      const crumbs = (breadcrumbs as { itemListElement: Array<{ position: number; item?: string }> }).itemListElement;
      expect(crumbs.map((crumb) => crumb.position)).toEqual([1, 2, 3, 4, 5]);
      expect(crumbs.map((crumb) => crumb.item)).toEqual([
        `${ORIGIN}/home/index?lang=${lang}`,
        `${ORIGIN}/home/goods/index?lang=${lang}`,
        `${ORIGIN}/home/goods/index?category_id=3&lang=${lang}`,
        `${ORIGIN}/home/goods/index?category_id=16&lang=${lang}`,
        undefined,
      ]);
    }
  });

  it.each([
    ['an offer without its price or currency', (html: string) => html.replace(/"price":"459\.00","priceCurrency":"CNY",/, '')],
    ['a property schema.org does not define', (html: string) => html.replace(/"sku":"5"/, '"skew":"5"')],
  ])('has a validator that does refuse %s', async (_what, spoil) => {
    const html = spoil((await get('/home/goods/view?id=5&lang=en-us')).body);
    const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
    const refusals = (await new Validator(schemaOrgVocabulary()).validate(extracted)).filter((issue) => issue.severity === 'ERROR' || issue.errorType === 'schemaOrg');
    expect(refusals.length).toBeGreaterThan(0);
  });

  it('says OutOfStock for a product whose every SKU is sold out', async () => {
    const [product] = readHead((await get('/home/goods/view?id=20&lang=en-us')).body).jsonLd;
    expect((product as { offers: { availability: string } }).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it.each([
    ['/home/goods/view?id=33&lang=en-us', 'Goods details-LumenMall'],
    ['/home/goods/view?id=999999&lang=en-us', 'Goods details-LumenMall'],
    ['/home/goods/view?id=abc&lang=en-us', 'Page not found-LumenMall'],
    ['/home/page/view?id=999999&lang=en-us', 'Help centre-LumenMall'],
    ['/home/activity/group/view?id=999999&lang=en-us', 'Group buying-LumenMall'],
    ['/home/shop/index?id=999999&lang=en-us', 'Shop-LumenMall'],
  ])('answers %s not found, noindex, without canonical or structured data', async (url, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    const head = readHead(response.body);
    expect(head.title).toBe(title);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeNull();
    expect(head.jsonLd).toEqual([]);
  });

  it.each([
    ['/home/index?lang=en-us', 'Quality goods, delivered-Lumen Mall', '/home/index'],
    ['/home/?lang=en-us', 'Quality goods, delivered-Lumen Mall', '/home/index'],
    ['/home/goods/index?category_id=16&lang=en-us', 'All goods-LumenMall', '/home/goods/index?category_id=16'],
    ['/home/activity/second/index?lang=en-us', 'Flash sale-LumenMall', '/home/activity/second/index'],
    ['/home/page/view?id=1&lang=en-us', 'Help centre-LumenMall', '/home/page/view?id=1'],
    ['/home/shop/index?id=1&lang=en-us', 'Shop-LumenMall', '/home/shop/index?id=1'],
  ])('gives the public page %s its title and canonical URL', async (url, title, canonical) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.title).toBe(title);
    expect(head.canonical).toBe(`${ORIGIN}${canonical}${canonical.includes('?') ? '&' : '?'}lang=en-us`);
    expect(head.og['og:type']).toBe('website');
    expect(head.description[0]).toBeTruthy();
  });

  it('keeps search results out of the index but lets crawlers follow them', async () => {
    const head = readHead((await get('/home/search/index?q=shoes&lang=en-us')).body);
    expect(head.title).toBe('Search-LumenMall');
    expect(head.robots).toBe('noindex, follow');
    expect(head.description).toEqual(['Search results for “shoes”']);
  });

  it('escapes what it writes: a search text cannot add markup', async () => {
    const response = await get(`/home/search/index?q=${encodeURIComponent('"><script>alert(1)</script>')}&lang=en-us`);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(readHead(response.body).description).toEqual(['Search results for “"><script>alert(1)</script>”']);
  });

  it('drops control characters and keeps a long search text’s description short', async () => {
    const nul = await get('/home/search/index?q=%00shoes&lang=en-us');
    expect(nul.body).not.toContain('\u0000');
    expect(readHead(nul.body).description).toEqual(['Search results for “shoes”']);
    const long = readHead((await get(`/home/search/index?q=${'a'.repeat(3000)}&lang=en-us`)).body);
    expect(long.description[0]!.length).toBeLessThanOrEqual(160);
  });

  it.each(['/home/ucenter/index', '/home/cart/index', '/home/admin/dashboard', '/home/user/login'])('leaves %s the plain shell, marked noindex', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.title).toBe('Shop');
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeNull();
  });

  it('serves robots.txt naming the sitemap and keeping crawlers out of members’ and back-office pages', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/home/ucenter/', '/home/user/', '/home/cart/', '/home/admin/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.some((line) => line.startsWith('Disallow: /home/goods'))).toBe(false);
  });

  async function sitemapUrls(): Promise<Array<{ url: string; links: Array<{ lang: string; url: string }>; lastmod?: string }>> {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('public, max-age=300');
    const parts = await parseSitemapIndex(Readable.from([index.body]));
    expect(parts.length).toBeGreaterThan(1);
    const items = [];
    for (const part of parts) {
      const response = await get(new URL(part.url).pathname);
      expect(response.statusCode).toBe(200);
      const urls = await parseSitemap(Readable.from([response.body]));
      expect(urls.length).toBeLessThanOrEqual(100);
      items.push(...urls);
    }
    return items;
  }

  const idsOf = (items: Array<{ url: string }>, path: string) =>
    [...new Set(items.filter((item) => new URL(item.url).pathname === path).map((item) => Number(new URL(item.url).searchParams.get('id'))))].sort((a, b) => a - b);

  it('lists every product on sale, activity running and article published, each per language, past the limit as an index of parts', async () => {
    const items = await sitemapUrls();
    const onSale = (await t.connection.db.select({ id: goods.id }).from(goods).where(eq(goods.status, 'on'))).map((row) => row.id).sort((a, b) => a - b);
    expect(idsOf(items, '/home/goods/view')).toEqual(onSale);
    const now = t.clock.now();
    const live = (await t.connection.db.select().from(activities)).filter((a) => a.enabled && a.endsAt > now).map((a) => a.id).sort((a, b) => a - b);
    expect([...new Set(items.filter((i) => /^\/home\/activity\/\w+\/view$/.test(new URL(i.url).pathname)).map((i) => Number(new URL(i.url).searchParams.get('id'))))].sort((a, b) => a - b)).toEqual(live);
    const published = (await t.connection.db.select().from(helpArticles)).filter((a) => a.published);
    expect(idsOf(items, '/home/page/view').filter((id) => id > 0)).toEqual(published.map((a) => a.id).sort((a, b) => a - b));
    const article = items.find((item) => item.url === `${ORIGIN}/home/page/view?id=${published[0]!.id}&lang=en-us`);
    expect(article?.lastmod).toBe(published[0]!.updatedAt.toISOString());
    const product = items.find((item) => item.url === `${ORIGIN}/home/goods/view?id=5&lang=zh-cn`);
    expect(product?.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lang: 'zh-CN', url: `${ORIGIN}/home/goods/view?id=5&lang=zh-cn` }),
        expect.objectContaining({ lang: 'en-US', url: `${ORIGIN}/home/goods/view?id=5&lang=en-us` }),
        expect.objectContaining({ lang: 'x-default', url: `${ORIGIN}/home/goods/view?id=5` }),
      ]),
    );
    expect(items.some((item) => item.url === `${ORIGIN}/home/index?lang=zh-cn`)).toBe(true);
    expect(items.some((item) => item.url === `${ORIGIN}/home/goods/index?category_id=16&lang=en-us`)).toBe(true);
  });

  it('drops a product taken off sale', async () => {
    await t.connection.db.update(goods).set({ status: 'off' }).where(eq(goods.id, 6));
    try {
      expect(idsOf(await sitemapUrls(), '/home/goods/view')).not.toContain(6);
    } finally {
      await t.connection.db.update(goods).set({ status: 'on' }).where(eq(goods.id, 6));
    }
  });

  it('answers 404 for a sitemap part past the last', async () => {
    expect((await get('/sitemap-999.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-0.xml')).statusCode).toBe(404);
  });
});
