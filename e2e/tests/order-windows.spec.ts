import { expect, test } from '../support/test';
import { startOwnShop, type OwnShop } from '../support/own-shop';
import { apiToken, callApi, readyPickupOrder, signInAsDemo, useLanguage } from '../support/shop';

// A shipped order the member does not confirm is received by itself after AUTO_RECEIVE_DAYS; the
// order detail says when, and once received, until when it can be reviewed and asked back.

const MUG = 7;

const DATE = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}`;

/** What the order detail says of the order's windows, in each language. */
const WORDS = {
  'en-us': { progress: 'Order progress', autoReceive: new RegExp(`Receipt is confirmed automatically on ${DATE} unless you confirm it first\\.`), afterSales: new RegExp(`After-sales open until ${DATE}\\.`), review: new RegExp(`Review open until ${DATE}\\.`) },
  'zh-cn': { progress: '订单进度', autoReceive: new RegExp(`若未确认收货，系统将于 ${DATE} 自动确认收货。`), afterSales: new RegExp(`售后截止时间：${DATE}。`), review: new RegExp(`评价截止时间：${DATE}。`) },
};

test.describe('order windows', () => {
  for (const lang of ['en-us', 'zh-cn'] as const) {
    const words = WORDS[lang];
    test(`the order detail says when an order is received by itself, then until when it can be reviewed and asked back (${lang})`, async ({ page, request }) => {
      await useLanguage(page, lang);
      const member = await apiToken(request, 'demo', 'demo1234');
      const orderId = await readyPickupOrder(request, member, MUG);
      await signInAsDemo(page, request);
      await page.goto(`/home/ucenter/order/detail?id=${orderId}`);
      await expect(page.getByText(words.autoReceive)).toBeVisible();
      // Each reached step shows when: placed, paid, and ready at the store (a pickup order's "shipped").
      const steps = page.getByRole('list', { name: words.progress }).getByRole('listitem');
      for (const step of [0, 1, 2]) await expect(steps.nth(step).locator('time')).toHaveText(new RegExp(`^${DATE}$`));
      await expect(steps.nth(3).locator('time')).toHaveCount(0);
      await callApi(request, member, 'POST', 'order/confirm_receipt', { id: orderId });
      await page.reload();
      await expect(page.getByText(words.review)).toBeVisible();
      await expect(page.getByText(words.afterSales)).toBeVisible();
      await expect(page.getByText(words.autoReceive)).toHaveCount(0);
    });
  }
});

test.describe('an order nobody confirms', () => {
  // A shop of its own whose orders are received by themselves 43 seconds after leaving the shop
  // (AUTO_RECEIVE_DAYS=0.0005, which only development takes): the suite's shops keep the default.
  const PORT = Number(process.env.E2E_PORT ?? 8181) + 8;
  let shop: OwnShop | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    shop = await startOwnShop(PORT, { AUTO_RECEIVE_DAYS: '0.0005' });
  });
  test.afterAll(async () => {
    await shop?.stop();
  });

  test('is received by itself once its time has passed, and the member then sees the review window, in both languages', async ({ page, playwright }) => {
    // The job runs once a minute: the order is received within about two minutes of being made ready.
    test.setTimeout(240_000);
    const origin = shop!.origin;
    const request = await playwright.request.newContext({ baseURL: origin });
    const member = await apiToken(request, 'demo', 'demo1234');
    const orderId = await readyPickupOrder(request, member, MUG);
    await page.addInitScript((token) => {
      window.localStorage.setItem('pc_token', token);
      if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'en-us');
    }, member);
    await page.goto(`${origin}/home/ucenter/order/detail?id=${orderId}`);
    await expect(page.getByText(WORDS['en-us'].autoReceive)).toBeVisible();

    await expect
      .poll(async () => (await callApi<{ status: number }>(request, member, 'GET', `order/detail?id=${orderId}`)).status, { timeout: 200_000, intervals: [5_000] })
      .toBe(3);
    await page.reload();
    await expect(page.getByText(WORDS['en-us'].review)).toBeVisible();
    await expect(page.getByText(WORDS['en-us'].autoReceive)).toHaveCount(0);
    await page.evaluate(() => window.localStorage.setItem('lang', 'zh-cn'));
    await page.reload();
    await expect(page.getByText(WORDS['zh-cn'].review)).toBeVisible();
    await request.dispose();
  });
});
