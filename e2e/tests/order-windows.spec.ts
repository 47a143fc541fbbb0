import { expect, test } from '../support/test';
import { apiToken, callApi, readyPickupOrder, signInAsDemo, useLanguage } from '../support/shop';

// A shipped order the member does not confirm is received by itself after AUTO_RECEIVE_DAYS; the
// order detail says when, and once received, until when it can be reviewed and asked back.

const MUG = 7;

const DATE = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}`;

test.describe('order windows', () => {
  for (const [lang, words] of [
    ['en-us', { autoReceive: new RegExp(`Receipt is confirmed automatically on ${DATE} unless you confirm it first\\.`), afterSales: new RegExp(`After-sales open until ${DATE}\\.`), review: new RegExp(`Review open until ${DATE}\\.`) }],
    ['zh-cn', { autoReceive: new RegExp(`若未确认收货，系统将于 ${DATE} 自动确认收货。`), afterSales: new RegExp(`售后截止时间：${DATE}。`), review: new RegExp(`评价截止时间：${DATE}。`) }],
  ] as const) {
    test(`the order detail says when an order is received by itself, then until when it can be reviewed and asked back (${lang})`, async ({ page, request }) => {
      await useLanguage(page, lang);
      const member = await apiToken(request, 'demo', 'demo1234');
      const orderId = await readyPickupOrder(request, member, MUG);
      await signInAsDemo(page, request);
      await page.goto(`/home/ucenter/order/detail?id=${orderId}`);
      await expect(page.getByText(words.autoReceive)).toBeVisible();
      await callApi(request, member, 'POST', 'order/confirm_receipt', { id: orderId });
      await page.reload();
      await expect(page.getByText(words.review)).toBeVisible();
      await expect(page.getByText(words.afterSales)).toBeVisible();
      await expect(page.getByText(words.autoReceive)).toHaveCount(0);
    });
  }
});
