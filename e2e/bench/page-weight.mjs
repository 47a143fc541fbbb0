import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

// Signatures of one copy of each library in a production bundle.
const REACT_CORE = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=';
const REACT_DOM = 'rendererPackageName:"react-dom"';
// The shell's "this part of the shop is unavailable" panel (host/src/i18n/shell-messages.ts), both languages.
const REMOTE_PANEL_TITLES = ['This part of the shop is unavailable', '该板块暂时无法使用'];
// What the shell logs when a remote cannot be loaded or is refused (remote-fallback-plugin.ts, remote-compatibility.ts).
const REMOTE_ERROR = /could not be loaded|remote is refused/;
// A remote's entry script, as the registry names it: /remotes/<name>/...remoteEntry....js
const REMOTE_ENTRY = /\/remotes\/([^/]+)\/(?:.*\/)?remoteEntry[^/]*\.js(?:\?|$)/;

/** Whether the shell shows its "this part of the shop is unavailable" panel on `page` (Playwright). */
export async function remotePanelShown(page) {
  return (await page.getByRole('heading', { name: new RegExp(REMOTE_PANEL_TITLES.join('|')) }).count()) > 0;
}

/**
 * Loads a page as a first-time visitor (with `storage` put in local storage first: a session) and
 * counts what crossed the wire: JavaScript and CSS bytes (compressed, as transferred), requests, the
 * remote entries and how many copies of React and ReactDOM were downloaded. Also answers where the
 * page landed and whether a remote failed to load (the shell's panel, or its console error), which
 * the bench treats as a broken measurement.
 */
export async function measurePageWeight(url, { storage } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new') });
  try {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, locale: 'zh-CN' });
    if (storage) await context.addInitScript((items) => Object.entries(items).forEach(([key, value]) => window.localStorage.setItem(key, value)), storage);
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
    const consoleErrors = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);

    const totals = { jsBytes: 0, cssBytes: 0, requests: 0 };
    const remoteEntries = {};
    for (const [requestId, bytes] of transferred) {
      const { type, url: requested = '' } = types.get(requestId) ?? {};
      totals.requests += 1;
      if (type === 'Script') totals.jsBytes += bytes;
      if (type === 'Stylesheet') totals.cssBytes += bytes;
      const entry = REMOTE_ENTRY.exec(new URL(requested, url).pathname);
      if (entry) remoteEntries[entry[1]] = bytes;
    }
    const bodies = await Promise.all(scripts);
    const count = (signature) => bodies.filter((body) => body.includes(signature)).length;
    const panelShown = await remotePanelShown(page);
    return {
      ...totals,
      reactCopies: count(REACT_CORE),
      reactDomCopies: count(REACT_DOM),
      remoteEntries,
      landedOn: new URL(page.url()).pathname,
      remoteFailure: panelShown ? 'the shell shows "this part of the shop is unavailable"' : (consoleErrors.find((error) => REMOTE_ERROR.test(error)) ?? null),
      consoleErrors,
    };
  } finally {
    await browser.close();
  }
}
