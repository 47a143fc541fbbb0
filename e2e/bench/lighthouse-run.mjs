import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

/** Stores sessions (`pc_token`, `pc_admin_token`...) in the origin's local storage, as the site does after sign-in. */
async function pageWithStorage(port, url, storage) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  // A tiny same-origin page: nothing of the shop gets cached before the measured load.
  await page.goto(new URL('/h5/', url).href);
  await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => window.localStorage.setItem(key, value)), storage);
  return { browser, page };
}

/**
 * One Lighthouse 12 desktop run (performance only) on a fresh profile; `storage` is put in the
 * origin's local storage first (a member's or a staff user's session). A run that measured nothing
 * (`runtimeError`: a trace that went wrong, NO_NAVSTART, whose advice is "run Lighthouse again") is
 * run once more, said in `warnings`; a second failure is answered for the caller to fail on.
 */
export async function runLighthouse(url, options = {}) {
  const first = await runOnce(url, options);
  if (!first.runtimeError) return first;
  const second = await runOnce(url, options);
  return { ...second, warnings: [...(second.warnings ?? []), `a Lighthouse run measured nothing (${first.runtimeError}) and was run again`] };
}

async function runOnce(url, { storage } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  const signedIn = storage ? await pageWithStorage(chrome.port, url, storage) : null;
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(signedIn) };
    const { lhr } = await lighthouse(url, flags, desktopConfig, signedIn?.page);
    const value = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcpMs: value('first-contentful-paint'),
      finalUrl: lhr.finalDisplayedUrl,
      // Why Lighthouse measured nothing (NO_LCP, a page that never loaded...): null when it measured.
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
      warnings: lhr.runWarnings,
      // What to look at when a figure moves: the LCP element and the elements that shifted.
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 5).map((item) => ({ score: item.score, node: item.node?.snippet })),
      largestScripts: (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .sort((a, b) => b.transferSize - a.transferSize)
        .slice(0, 8)
        .map((item) => ({ url: item.url.replace(/^https?:\/\/[^/]+/, ''), bytes: item.transferSize })),
    };
  } finally {
    await signedIn?.browser.disconnect();
    await chrome.kill();
  }
}
