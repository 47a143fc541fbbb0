import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';

// Seeded: product 5, "Cloudstep running shoes", on sale in category 16 (Sports shoes).
const PRODUCT = '/home/goods/view?id=5';

type Head = { lang: string; title: string; description: string; canonical: string; alternates: Record<string, string>; og: Record<string, string>; jsonLd: Array<Record<string, unknown>> };

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The head a crawler reads, from the HTML as the server sent it (no JavaScript ran). */
function readHead(html: string): Head {
  const tags = [...html.matchAll(/<(meta|link)\b[^>]*>/g)].map((m) => ({ tag: m[1]!, ...Object.fromEntries([...m[0].matchAll(/([a-z:-]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)])) })) as Array<Record<string, string>>;
  return {
    lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? '',
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
    description: tags.find((t) => t.tag === 'meta' && t.name === 'description')?.content ?? '',
    canonical: tags.find((t) => t.rel === 'canonical')?.href ?? '',
    alternates: Object.fromEntries(tags.filter((t) => t.rel === 'alternate').map((t) => [t.hreflang!, t.href!])),
    og: Object.fromEntries(tags.filter((t) => t.property?.startsWith('og:') && t.property !== 'og:locale:alternate').map((t) => [t.property!, t.content!])),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

async function servedHead(request: APIRequestContext, url: string, headers: Record<string, string>): Promise<Head> {
  const response = await request.get(url, { headers });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return readHead(await response.text());
}

async function productName(request: APIRequestContext, lang: string): Promise<string> {
  const answer = (await (await request.get('/homeapi/goods/view?id=5', { headers: { 'accept-language': lang } })).json()) as { data: { name: string } };
  return answer.data.name;
}

test.describe('search engines and ?lang=', () => {
  test('a product page’s HTML carries its head and structured data in both languages, by ?lang= and by the cookie', async ({ request, baseURL }) => {
    const names = { 'en-us': await productName(request, 'en-us'), 'zh-cn': await productName(request, 'zh-cn') };
    const asked = [
      { lang: 'en-us', headers: { 'accept-language': 'zh-CN' }, url: `${PRODUCT}&lang=en-us` },
      { lang: 'zh-cn', headers: { 'accept-language': 'en-US' }, url: `${PRODUCT}&lang=zh-cn` },
      { lang: 'zh-cn', headers: { 'accept-language': 'en-US', cookie: 'lang=zh-cn' }, url: PRODUCT },
      { lang: 'en-us', headers: { 'accept-language': 'zh-CN', cookie: 'lang=en-us' }, url: PRODUCT },
    ] as const;
    for (const { lang, headers, url } of asked) {
      const head = await servedHead(request, url, headers);
      const canonical = `${baseURL}${PRODUCT}&lang=${lang}`;
      expect(head.lang).toBe(lang);
      expect(head.title).toBe(lang === 'en-us' ? 'Goods details-LumenMall' : '商品详情-流明商城');
      expect(head.description).toContain(names[lang]);
      expect(head.canonical).toBe(canonical);
      expect(head.alternates).toEqual({ 'zh-CN': `${baseURL}${PRODUCT}&lang=zh-cn`, 'en-US': `${baseURL}${PRODUCT}&lang=en-us`, 'x-default': `${baseURL}${PRODUCT}` });
      expect(head.og).toMatchObject({ 'og:type': 'product', 'og:title': names[lang], 'og:url': canonical, 'og:locale': lang === 'en-us' ? 'en_US' : 'zh_CN' });
      expect(head.og['og:image']).toMatch(new RegExp(`^${baseURL}/`));
      const [product, breadcrumbs] = head.jsonLd;
      expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: names[lang], offers: { '@type': 'Offer', priceCurrency: 'CNY', availability: 'https://schema.org/InStock', url: canonical } });
      expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    }
  });

  test('?lang=zh-cn opened in an English browser renders Chinese, the reverse too, and the title is the one served', async ({ page, request }) => {
    const zh = await servedHead(request, `${PRODUCT}&lang=zh-cn`, { 'accept-language': 'en-US' });
    await page.goto(`${PRODUCT}&lang=zh-cn`);
    await expect(page.getByRole('heading', { level: 1, name: await productName(request, 'zh-cn') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
    await expect(page).toHaveTitle(zh.title);
    // Stored as a switch would store it, and mirrored into the cookie the server reads.
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh-cn');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('zh-cn');

    const en = await servedHead(request, `${PRODUCT}&lang=en-us`, { 'accept-language': 'zh-CN', cookie: 'lang=zh-cn' });
    await page.goto(`${PRODUCT}&lang=en-us`);
    await expect(page.getByRole('heading', { level: 1, name: await productName(request, 'en-us') })).toBeVisible();
    await expect(page).toHaveTitle(en.title);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en-us');

    // Without the query, the page stays in the language the shopper now has, and so does the server.
    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { level: 1, name: await productName(request, 'en-us') })).toBeVisible();
    await expect(page).toHaveTitle(en.title);
  });

  test('robots.txt names the sitemap, which lists the product in both languages', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const lines = (await robots.text()).split('\n');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(lines).toContain('Disallow: /home/ucenter/');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]!));
    expect(locs).toEqual(expect.arrayContaining([`${baseURL}${PRODUCT}&lang=zh-cn`, `${baseURL}${PRODUCT}&lang=en-us`, `${baseURL}/home/index?lang=en-us`]));
  });
});
