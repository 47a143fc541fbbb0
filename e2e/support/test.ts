import { expect, test as base, type Page, type TestInfo } from '@playwright/test';
import { auditPage, gateFailures, settle, stateSignature, writeReport, type PageAudit } from './a11y-gate';
import { waitForLivePages } from './live-page';
import { claimOnce, shopOrigin } from './shops';

export { expect };
export type { APIRequestContext, Page } from '@playwright/test';

const LANGUAGES = ['en-us', 'zh-cn'] as const;

async function session(page: Page): Promise<{ lang: string; member: boolean }> {
  return page
    .evaluate(() => ({ lang: localStorage.getItem('lang') ?? '', member: Boolean(localStorage.getItem('pc_token')) }))
    .catch(() => ({ lang: '', member: false }));
}

const auditKey = (url: string, lang: string, member: boolean) => `${new URL(url).pathname}|${lang}|${member ? 'member' : 'visitor'}`;

/** Opens the URL in a new page of the test's context (same session) in a language, and audits it. */
async function auditFresh(page: Page, url: string, lang: string, test: string): Promise<PageAudit> {
  const fresh = await page.context().newPage();
  try {
    await fresh.addInitScript((code) => window.localStorage.setItem('lang', code), lang);
    // A `lang` query wins over the stored language (ADR 0040): the audited language goes there too.
    const inLanguage = new URL(url);
    if (inLanguage.searchParams.has('lang')) inLanguage.searchParams.set('lang', lang);
    await fresh.goto(inLanguage.toString());
    await settle(fresh);
    return await auditPage(fresh, test);
  } finally {
    await fresh.close();
  }
}

/**
 * Runs `work` on every item, two at a time, in order of the items. Axe keeps one renderer busy while
 * the test waits, so a second page audited beside it uses the other core. Only pages of one language
 * run together: the language is the context's shared local storage, set as each page opens.
 */
async function inPairs<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 2) results.push(...(await Promise.all(items.slice(i, i + 2).map(work))));
  return results;
}

const isShopPage = (url: string, baseURL?: string) => Boolean(baseURL) && url.startsWith(`${baseURL}/home/`);

/**
 * Audits the page as it is, then every URL given (and the page's own) in both languages, each freshly
 * opened in the page's browser context, once per path, language and session per run; writes the
 * audits to the run's report and fails the test on the gated violations.
 */
async function gate(page: Page, visited: string[], baseURL: string | undefined, testInfo: TestInfo): Promise<void> {
  const audits: PageAudit[] = [];
  const { lang, member } = await session(page);
  if (isShopPage(page.url(), baseURL)) {
    await settle(page);
    claimOnce(auditKey(page.url(), lang, member));
    // The page as the test left it, unless a test before it left the same page in the same state.
    if (claimOnce(`as left|${auditKey(page.url(), lang, member)}|${await stateSignature(page)}`)) audits.push(await auditPage(page, testInfo.title));
  }
  const urls = [page.url(), ...visited].filter((u) => isShopPage(u, baseURL));
  for (const code of LANGUAGES) {
    // Once per run: whichever worker reaches a page first audits it.
    const due = urls.filter((url) => claimOnce(auditKey(url, code, member)));
    audits.push(...(await inPairs(due, (url) => auditFresh(page, url, code, testInfo.title))));
  }
  writeReport(testInfo.project.outputDir, audits);
  await testInfo.attach('a11y-audits.json', { body: JSON.stringify(audits, null, 2), contentType: 'application/json' });
  expect(gateFailures(audits), 'serious or critical accessibility violations (see test-results/a11y-report-*.json)').toEqual([]);
}

/**
 * The gate for a page of another browser context than the test's own `page` (a second person in the
 * test, whom the automatic audit does not see): call it while that page shows what is to be audited.
 */
export async function gateOtherPage(page: Page, testInfo: TestInfo): Promise<void> {
  await gate(page, [], shopOrigin(testInfo.parallelIndex), testInfo);
}

/**
 * `test` with the accessibility gate (./a11y-gate.ts): after each test, axe audits the page the test
 * ended on as it is (once per run for each state of a page: stateSignature), then every page the test
 * navigated to (client-side navigations included) in both languages, each freshly opened in the test's
 * browser context, once per path, language and session (visitor or member) per run.
 * Opt out for a test that leaves no page worth auditing with `test.use({ a11yGate: false })`.
 */
export const test = base.extend<{ a11yGate: boolean; a11yAudit: void }>({
  // The worker's own shop (./shops.ts): pages, `request` and new browser contexts all use it.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(shopOrigin(testInfo.parallelIndex)),
  a11yGate: [true, { option: true }],
  // Navigations resolve once a server-rendered page is live (./live-page.ts).
  context: async ({ context }, use) => {
    waitForLivePages(context);
    await use(context);
  },
  // Its own time for the audits, after the test's: a long flow visits many pages.
  a11yAudit: [
    async ({ page, a11yGate, baseURL }, use, testInfo) => {
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        const url = frame.url();
        if (frame === page.mainFrame() && isShopPage(url, baseURL) && visited.at(-1) !== url) visited.push(url);
      });
      await use();
      if (!a11yGate || testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      await gate(page, visited, baseURL, testInfo);
    },
    { auto: true, timeout: 180_000 },
  ],
});
