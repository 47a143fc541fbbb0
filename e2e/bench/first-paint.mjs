import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { BENCH_LOCALE } from './html-document.mjs';

const VIEWPORT = { width: 1350, height: 940 };
/** After the network is idle, how long a late LCP candidate or layout shift still has to show up. */
const SETTLE_MS = 500;

/** Runs in the page before anything of it: records LCP candidates, layout shifts and the first contentful paint. */
function observePaint() {
  const seen = { lcpMs: null, lcpElement: null, shifts: [], fcpMs: null };
  window.__benchPaint = seen;
  const describe = (element) => {
    if (!element) return null;
    const id = element.id ? `#${element.id}` : '';
    const source = element.currentSrc || element.getAttribute('src');
    const text = (element.textContent ?? '').trim().slice(0, 60);
    return `<${element.tagName.toLowerCase()}${id}> ${source ? new URL(source, location.href).pathname : JSON.stringify(text)}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.lcpMs = entry.startTime;
      seen.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.shifts.push({ atMs: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcpMs = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** CLS as browsers define it: the largest session window of shifts (gaps under 1 s, at most 5 s long). */
export function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const { atMs, value } of [...shifts].sort((a, b) => a.atMs - b.atMs)) {
    if (atMs - previous > 1000 || atMs - windowStart > 5000) {
      windowSum = 0;
      windowStart = atMs;
    }
    windowSum += value;
    previous = atMs;
    largest = Math.max(largest, windowSum);
  }
  return largest;
}

/** One cold load of `url` (a new context: empty cache, no storage) without throttling; throws when it lands elsewhere or paints no LCP. */
async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: BENCH_LOCALE });
  try {
    await context.addInitScript(observePaint);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}, not the page meant to be measured`);
    const seen = await page.evaluate(() => window.__benchPaint);
    if (!seen?.lcpMs) throw new Error(`${url} painted no largest-contentful-paint`);
    return { lcpMs: seen.lcpMs, cls: cumulativeLayoutShift(seen.shifts), fcpMs: seen.fcpMs, lcpElement: seen.lcpElement };
  } finally {
    await context.close();
  }
}

function medianOf(loads, key) {
  const sorted = loads.map((load) => load[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function summary(loads) {
  const round = (value) => (value === null ? null : Math.round(value));
  return {
    lcpMs: round(medianOf(loads, 'lcpMs')),
    cls: medianOf(loads, 'cls'),
    fcpMs: round(medianOf(loads, 'fcpMs')),
    lcpElement: loads[0].lcpElement,
    lcpSamplesMs: loads.map((load) => round(load.lcpMs)),
  };
}

/**
 * LCP, CLS and FCP of a page and of its static copy in Chromium without throttling: `loads` cold
 * loads of each, taken in turns (page, copy, page, ...) so a busy moment of the machine falls on
 * both, after one uncounted pair (the browser's own first start). Answers the medians of each.
 */
export async function comparePaint(pageUrl, staticUrl, loads) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new') });
  try {
    await loadOnce(browser, pageUrl);
    await loadOnce(browser, staticUrl);
    const page = [];
    const copy = [];
    for (let i = 0; i < loads; i += 1) {
      page.push(await loadOnce(browser, pageUrl));
      copy.push(await loadOnce(browser, staticUrl));
    }
    return { loads, ...summary(page), static: summary(copy) };
  } finally {
    await browser.close();
  }
}
