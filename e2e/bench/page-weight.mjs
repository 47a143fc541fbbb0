import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

// Signatures of one copy of each library in a production bundle.
const REACT_CORE = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=';
const REACT_DOM = 'rendererPackageName:"react-dom"';

/**
 * Loads a page as a first-time visitor and counts what crossed the wire: JavaScript and CSS bytes
 * (compressed, as transferred), requests, and how many copies of React and ReactDOM were downloaded.
 */
export async function measurePageWeight(url, { token } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new') });
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, locale: 'zh-CN' });
  if (token) await context.addInitScript((value) => window.localStorage.setItem('pc_token', value), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const transferred = new Map();
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => transferred.set(requestId, encodedDataLength));
  const types = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => types.set(requestId, { type, url: response.url }));
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);

  const totals = { jsBytes: 0, cssBytes: 0, requests: 0 };
  for (const [requestId, bytes] of transferred) {
    const kind = types.get(requestId)?.type;
    totals.requests += 1;
    if (kind === 'Script') totals.jsBytes += bytes;
    if (kind === 'Stylesheet') totals.cssBytes += bytes;
  }
  const bodies = await Promise.all(scripts);
  const count = (signature) => bodies.filter((body) => body.includes(signature)).length;
  await browser.close();
  return { ...totals, reactCopies: count(REACT_CORE), reactDomCopies: count(REACT_DOM) };
}
