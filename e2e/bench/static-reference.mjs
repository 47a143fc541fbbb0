import http from 'node:http';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

/**
 * The LCP reference of issue 16: the page at `pagePath` as the shop rendered it (same header,
 * banner, styles and images), with every script removed, served as one static HTML file at the same
 * path by a tiny server on `port` that passes every other request (CSS, images, fonts) through to
 * the shop. What a page could paint if nothing had to run first. Answers its URL and `stop`.
 */
export async function startStaticReference(shopOrigin, pagePath, port) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new') });
  let html;
  try {
    const page = await browser.newPage({ viewport: { width: 1350, height: 940 } });
    await page.goto(shopOrigin + pagePath, { waitUntil: 'networkidle' });
    html = await page.evaluate(() => {
      for (const node of document.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]')) node.remove();
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
  } finally {
    await browser.close();
  }
  const shop = new URL(shopOrigin);
  const server = http.createServer((request, response) => {
    if (new URL(request.url, shopOrigin).pathname === new URL(pagePath, shopOrigin).pathname) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(html);
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
    url: `http://127.0.0.1:${port}${pagePath}`,
    htmlBytes: Buffer.byteLength(html),
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
