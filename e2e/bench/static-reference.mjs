import http from 'node:http';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { BENCH_LOCALE, gzipSize } from './html-document.mjs';
import { remotePanelShown } from './page-weight.mjs';

/**
 * The page at `url` as the shop rendered it once the network is idle (same header, banner, styles
 * and images), with every script removed and the shop's own absolute URLs made relative. Throws when it lands elsewhere or a remote's part failed:
 * a copy of the wrong page would be a reference for nothing.
 */
async function snapshot(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}, not the page to copy`);
    if (await remotePanelShown(page)) throw new Error(`${url}: the shell shows "this part of the shop is unavailable"; not a page to copy`);
    return await page.evaluate(() => {
      for (const node of document.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]')) node.remove();
      // The federation runtime links a remote's CSS by its absolute URL; served from the copy's own
      // origin, the shop's Cross-Origin-Resource-Policy would block it and the copy would paint unstyled.
      return `<!doctype html>\n${document.documentElement.outerHTML.replaceAll(`${location.origin}/`, '/')}`;
    });
  } finally {
    await page.close();
  }
}

/**
 * The LCP references of issues 16 and 31: a static copy of each page of `pagePaths` (path and
 * query, `/home/goods/view?id=5`), what that page could paint if nothing had to run first. One tiny
 * server on `port` answers each copy as one HTML file at its page's own path and query and passes
 * every other request (CSS, images, fonts, API reads) through to the shop. Answers `urlOf(pagePath)`,
 * each copy's bytes (`copies`) and `stop`.
 */
export async function startStaticReferences(shopOrigin, pagePaths, port) {
  const copies = new Map();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new') });
  try {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, locale: BENCH_LOCALE });
    for (const pagePath of pagePaths) copies.set(pagePath, await snapshot(context, shopOrigin + pagePath));
  } finally {
    await browser.close();
  }
  const shop = new URL(shopOrigin);
  const server = http.createServer((request, response) => {
    const copy = copies.get(request.url);
    if (copy !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(copy);
      return;
    }
    const upstream = http.request({ host: shop.hostname, port: shop.port, path: request.url, method: request.method, headers: { ...request.headers, host: shop.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    urlOf: (pagePath) => {
      if (!copies.has(pagePath)) throw new Error(`no static copy of ${pagePath}`);
      return `http://127.0.0.1:${port}${pagePath}`;
    },
    copies: Object.fromEntries([...copies].map(([pagePath, html]) => [pagePath, { bytes: Buffer.byteLength(html), gzipBytes: gzipSize(html) }])),
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
