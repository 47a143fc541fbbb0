import type { BrowserContext, Page } from '@playwright/test';

/**
 * A page the server rendered is live (hydrated, its part committed) a moment after its `load` event:
 * its app starts after the first paint (ADR 0039). Until then a click on a button is held and given
 * again, but a hover, a key or typing would reach a page that does not answer yet. Tests act as a
 * shopper does once the page answers: after a navigation they wait for `data-page-live` on <html>
 * when the page carries the app loader. A page the browser renders has no loader and is not waited for.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('script[data-app]') || document.documentElement.hasAttribute('data-page-live'), undefined, { timeout: 15_000 });
}

const patched = new WeakSet<Page>();

/** Makes `goto`, `reload`, `goBack` and `goForward` of the page resolve once the page is live. */
function waitAfterNavigations(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((arg) => typeof arg === 'object' && arg !== null && 'waitUntil' in arg) as { waitUntil?: string } | undefined;
        if (options?.waitUntil !== 'commit' && !page.isClosed()) await untilLive(page);
        return response;
      },
    });
  }
}

/** Every page of the context, the test's own and those it opens, waits for a live page after navigating. */
export function waitForLivePages(context: BrowserContext): void {
  context.pages().forEach(waitAfterNavigations);
  context.on('page', waitAfterNavigations);
}
