import { expect, test, type APIRequestContext } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { apiToken, signInAsDemo, staffToken, useLanguage } from '../support/shop';

// A shipped order the member does not confirm is received by itself after AUTO_RECEIVE_DAYS; the
// order detail says when, and once received, until when it can be reviewed and asked back.

const MUG = 7;

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const response = method === 'GET' ? await request.get(`/homeapi/${url}`, { headers }) : await request.post(`/homeapi/${url}`, { headers, data });
  const body = await jsonOf<Envelope<T>>(response);
  expect(body.code, `${url}: ${body.msg}`).toBe(1);
  return body.data;
}

async function readyMugOrder(request: APIRequestContext, member: string): Promise<number> {
  const goods = await api<{ skus: Array<{ id: number; stock: number }> }>(request, member, 'GET', `goods/view?id=${MUG}`);
  const sku = goods.skus.find((row) => row.stock > 0)!;
  const { order_id: orderId } = await api<{ order_id: number }>(request, member, 'POST', 'order/create', { type: 'buy', sku_id: sku.id, quantity: 1, delivery: 'pickup', store_id: 1 });
  await api(request, member, 'POST', 'payment/index', { order_id: orderId, method: 'balance' });
  await api(request, await staffToken(request, 'warehouse'), 'POST', 'admin/order/pickup/ready', { id: orderId });
  return orderId;
}

const DATE = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}`;

test.describe('order windows', () => {
  for (const [lang, words] of [
    ['en-us', { autoReceive: new RegExp(`Receipt is confirmed automatically on ${DATE} unless you confirm it first\\.`), afterSales: new RegExp(`After-sales open until ${DATE}\\.`), review: new RegExp(`Review open until ${DATE}\\.`) }],
    ['zh-cn', { autoReceive: new RegExp(`若未确认收货，系统将于 ${DATE} 自动确认收货。`), afterSales: new RegExp(`售后截止时间：${DATE}。`), review: new RegExp(`评价截止时间：${DATE}。`) }],
  ] as const) {
    test(`the order detail says when an order is received by itself, then until when it can be reviewed and asked back (${lang})`, async ({ page, request }) => {
      await useLanguage(page, lang);
      const member = await apiToken(request, 'demo', 'demo1234');
      const orderId = await readyMugOrder(request, member);
      await signInAsDemo(page, request);
      await page.goto(`/home/ucenter/order/detail?id=${orderId}`);
      await expect(page.getByText(words.autoReceive)).toBeVisible();
      await api(request, member, 'POST', 'order/confirm_receipt', { id: orderId });
      await page.reload();
      await expect(page.getByText(words.review)).toBeVisible();
      await expect(page.getByText(words.afterSales)).toBeVisible();
      await expect(page.getByText(words.autoReceive)).toHaveCount(0);
    });
  }
});
