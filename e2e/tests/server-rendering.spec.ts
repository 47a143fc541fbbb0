import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { startOwnShop, type OwnShop } from '../support/own-shop';
import { signInAsDemo } from '../support/shop';

// The public pages arrive as HTML holding their content (ADR 0039): what a crawler, a link preview or
// a shopper whose JavaScript is still loading gets. The browser then hydrates that HTML without
// asking again for what it held.

type Language = 'en-us' | 'zh-cn';
const LANGUAGES: Language[] = ['en-us', 'zh-cn'];

async function apiData<T>(request: APIRequestContext, url: string, lang: Language): Promise<T> {
  const answer = await jsonOf<Envelope<T>>(await request.get(`/homeapi/${url}`, { headers: { 'Accept-Language': lang } }));
  expect(answer.code, url).toBe(1);
  return answer.data;
}

/** The page's HTML as the server sends it, JavaScript never run. */
async function serverHtml(request: APIRequestContext, url: string, headers: Record<string, string>): Promise<string> {
  const response = await request.get(url, { headers: { Accept: 'text/html', ...headers } });
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** The text a reader of the HTML gets: the root's markup without its tags, entities decoded as a parser does. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

type Goods = { id: number; name: string; sell_price: string };

/** Each public page, with what its HTML must hold in a language, read from the API as the page reads it. */
const PAGES: { name: string; url: (request: APIRequestContext) => string | Promise<string>; holds: (request: APIRequestContext, lang: Language) => Promise<string[]> }[] = [
  {
    name: 'the home page',
    url: () => '/home/index',
    // The category fly-out and the flash sale strip.
    holds: async (request, lang) => {
      const categories = await apiData<{ name: string }[]>(request, 'category/index', lang);
      return categories.slice(0, 3).map((category) => category.name);
    },
  },
  {
    name: 'a goods list',
    url: () => '/home/goods/index',
    holds: async (request, lang) => {
      const goods = await apiData<{ list: Goods[] }>(request, 'goods/index?sort=default&page=1&size=20', lang);
      return goods.list.slice(0, 3).flatMap((item) => [item.name, item.sell_price]);
    },
  },
  {
    name: 'a product page',
    url: () => '/home/goods/view?id=1',
    holds: async (request, lang) => {
      const goods = await apiData<{ name: string; sell_price: string }>(request, 'goods/view?id=1', lang);
      return [goods.name, goods.sell_price];
    },
  },
  {
    name: 'search results',
    url: () => '/home/search/index?q=shirt',
    holds: async (request, lang) => {
      const found = await apiData<{ list: Goods[] }>(request, 'search/index?q=shirt&sort=default&page=1&size=20', lang);
      expect(found.list.length).toBeGreaterThan(0);
      return found.list.slice(0, 2).map((item) => item.name);
    },
  },
  {
    name: 'an activity list',
    url: () => '/home/activity/second/index',
    holds: async (request, lang) => {
      const activities = await apiData<{ list: { name: string; price: string }[] }>(request, 'activity/second/index', lang);
      return activities.list.slice(0, 2).flatMap((item) => [item.name, item.price]);
    },
  },
  {
    name: 'an activity',
    url: async (request) => `/home/activity/second/view?id=${(await apiData<{ list: { id: number }[] }>(request, 'activity/second/index', 'en-us')).list[0]!.id}`,
    holds: async (request, lang) => {
      const [first] = (await apiData<{ list: { name: string; price: string }[] }>(request, 'activity/second/index', lang)).list;
      return [first!.name, first!.price];
    },
  },
  {
    name: 'a help article',
    url: () => '/home/page/view?id=4',
    holds: async (request, lang) => {
      const article = await apiData<{ title: string; content: string }>(request, 'page/view?id=4', lang);
      const firstWords = rootText(article.content).trim().split(' ').slice(0, 4).join(' ');
      return [article.title, firstWords];
    },
  },
];

for (const page of PAGES) {
  test(`${page.name} arrives as HTML holding its content, in the language asked for`, async ({ request }) => {
    const url = await page.url(request);
    for (const lang of LANGUAGES) {
      const expected = await page.holds(request, lang);
      // The browser's language, the stored choice (its cookie), and a link with ?lang= all name it.
      const asked: { headers: Record<string, string>; url: string }[] = [
        { headers: { 'Accept-Language': lang === 'zh-cn' ? 'zh-CN,zh;q=0.9' : 'en-US,en;q=0.9' }, url },
        { headers: { 'Accept-Language': 'en-US', Cookie: `lang=${lang}` }, url },
        { headers: { 'Accept-Language': lang === 'zh-cn' ? 'en-US' : 'zh-CN' }, url: `${url}${url.includes('?') ? '&' : '?'}lang=${lang}` },
      ];
      for (const ask of asked) {
        const html = await serverHtml(request, ask.url, ask.headers);
        expect(html, ask.url).toContain(`<html lang="${lang}">`);
        const text = rootText(html);
        for (const words of expected) expect(text, `${ask.url} in ${lang}`).toContain(words);
      }
    }
  });
}

test("members' pages, the cart and the back office are never rendered on the server", async ({ request }) => {
  for (const url of ['/home/ucenter/index', '/home/cart/index', '/home/ucenter/order/index', '/home/admin/index', '/home/user/login']) {
    const html = await serverHtml(request, url, {});
    expect(html, url).toContain('<div id="root"></div>');
    expect(html, url).not.toContain('application/json');
  }
});

/** Console errors, and the API reads the browser makes for data rather than pictures. */
function watch(page: Page) {
  const errors: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/homeapi/') && !url.pathname.startsWith('/homeapi/static/')) reads.push(url.pathname + url.search);
  });
  return { errors, reads };
}

test('a visitor gets the page hydrated: no hydration error, nothing the HTML held is asked for again, and it works', async ({ page, browser, baseURL }) => {
  for (const locale of ['en-US', 'zh-CN']) {
    const context = await browser.newContext({ locale, baseURL });
    const visitor = await context.newPage();
    const { errors, reads } = watch(visitor);
    await visitor.goto('/home/goods/view?id=1');
    await visitor.waitForLoadState('networkidle');
    expect(errors, locale).toEqual([]);
    // goods/view, category/index, index/global and common/init came with the HTML.
    expect(reads.filter((read) => /\/(goods\/view|category\/index|index\/global|common\/init)/.test(read)), locale).toEqual([]);
    await context.close();
  }
  // The hydrated page is the live page: choosing an option and moving on work.
  await page.goto('/home/goods/view?id=1');
  const colour = page.getByRole('group').first();
  await colour.getByRole('button').nth(1).click();
  await expect(colour.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'All goods' }).first().click();
  await expect(page).toHaveURL(/\/home\/goods\/index$/);
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
});

test('the app is fetched after the page has painted, and a click made before it is live still counts', async ({ page, browser, baseURL }) => {
  await page.goto('/home/goods/view?id=1');
  await page.waitForLoadState('networkidle');
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const app = scripts.find((entry) => new URL(entry.name).pathname === '/home/main.js')?.startTime ?? null;
    const before = paint === null ? [] : scripts.filter((entry) => entry.startTime < paint).map((entry) => new URL(entry.name).pathname);
    return { paint, app, before };
  });
  expect(order.paint).not.toBeNull();
  expect(order.app).toBeGreaterThanOrEqual(order.paint!);
  // The page's only script before its first paint is the loader itself.
  expect(order.before).toEqual(['/home/start-app-after-paint.js']);

  // Chosen the moment the page has loaded, before its app has run: the choice is made once it is live.
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const fresh = await context.newPage();
  await fresh.goto('/home/goods/view?id=1');
  const colour = fresh.getByRole('group').first();
  await colour.getByRole('button').nth(1).click();
  await expect(colour.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});

test('a member gets the server-rendered page first, then their own page, without errors', async ({ page, request }) => {
  await signInAsDemo(page, request);
  const { errors } = watch(page);
  await page.goto('/home/goods/view?id=1');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test.describe('a remote whose server build cannot be had', () => {
  const ROOT = path.resolve(__dirname, '..', '..');
  const PORT = Number(process.env.E2E_PORT ?? 8181) + 13;
  let shop: OwnShop | undefined;
  let catalog: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    shop = await startOwnShop(PORT, {}, (folder) => {
      const site = path.join(folder, 'site');
      for (const app of ['host', 'mf-home', 'mf-checkout', 'mf-ucenter', 'mf-activities', 'mf-service']) {
        fs.mkdirSync(site, { recursive: true });
        fs.symlinkSync(path.join(ROOT, app), path.join(site, app));
      }
      fs.mkdirSync(path.join(site, 'deploy'));
      fs.copyFileSync(path.join(ROOT, 'deploy', 'remotes.json'), path.join(site, 'deploy', 'remotes.json'));
      catalog = path.join(site, 'mf-catalog', 'dist');
      fs.cpSync(path.join(ROOT, 'mf-catalog', 'dist'), catalog, { recursive: true });
      return { SITE_ROOT: site };
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
  });

  test('leaves its part to the browser: the rest of the page is served, and its part renders when its code loads', async ({ page, request }) => {
    const origin = shop!.origin;
    const { file } = JSON.parse(fs.readFileSync(path.join(catalog, 'ssr-manifest.json'), 'utf8')) as { file: string };
    fs.renameSync(path.join(catalog, file), path.join(catalog, `${file}.away`));
    try {
      const html = await serverHtml(request, `${origin}/home/goods/view?id=1`, { 'Accept-Language': 'en-US' });
      const text = rootText(html);
      // The layout is served: the navigation and the footer.
      expect(html).toContain('aria-label="Main navigation"');
      expect(html).toContain('data-block="footer"');
      const goods = await jsonOf<Envelope<{ name: string }>>(await request.get(`${origin}/homeapi/goods/view?id=1`, { headers: { 'Accept-Language': 'en-us' } }));
      expect(text).not.toContain(goods.data.name);

      const { errors } = watch(page);
      await page.goto(`${origin}/home/goods/view?id=1`);
      await expect(page.getByRole('heading', { level: 1, name: goods.data.name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      fs.renameSync(path.join(catalog, `${file}.away`), path.join(catalog, file));
    }
    // Back: the page the server sends holds the part again (once its second-long copy has expired).
    await expect.poll(async () => rootText(await serverHtml(request, `${origin}/home/goods/view?id=1`, { 'Accept-Language': 'en-US' }))).toContain('Add to cart');
  });
});
