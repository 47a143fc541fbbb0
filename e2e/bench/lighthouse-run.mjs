import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

/** One Lighthouse 12 desktop run (performance only) on a fresh profile. */
export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig);
    const { lhr } = result;
    const value = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcpMs: value('first-contentful-paint'),
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
    await chrome.kill();
  }
}
