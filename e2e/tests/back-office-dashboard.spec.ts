import type { Locator } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { apiToken, signInStaffAs, staffToken, useLanguage } from '../support/shop';

// Seeded: the back-office users admin, warehouse and designer (password `<name>1234`), the demo
// member with a wallet, goods 7 (a cheap mug) in stock and pickup store 1.

const DASHBOARD = '/home/admin/dashboard';

/** The big figure of a card, as a number. */
async function figureOf(card: Locator): Promise<number> {
  return Number(((await card.locator('p').first().textContent()) ?? '').replace(/[^\d.-]/g, ''));
}

/**
 * The demo member places a pickup order for one mug, through the API; answers how to cancel it, so
 * that the member's unpaid orders stay under the cap for the specs that buy as the demo member.
 */
async function placeOrder(request: APIRequestContext): Promise<() => Promise<void>> {
  const token = await apiToken(request, 'demo', 'demo1234');
  const headers = { authorization: `Bearer ${token}` };
  const goods = await jsonOf<Envelope<{ skus: Array<{ id: number; stock: number }> }>>(await request.get('/homeapi/goods/view', { params: { id: 7 }, headers }));
  const sku = goods.data.skus.find((candidate) => candidate.stock > 0)!;
  const created = await jsonOf<Envelope<{ order_id: number }>>(await request.post('/homeapi/order/create', { headers, data: { type: 'buy', sku_id: sku.id, quantity: 1, delivery: 'pickup', store_id: 1 } }));
  expect(created.code).toBe(1);
  return async () => {
    const cancelled = await request.post('/homeapi/order/cancel', { headers, data: { id: created.data.order_id } });
    expect((await jsonOf<Envelope<unknown>>(cancelled)).code).toBe(1);
  };
}

/** The chart has been drawn: ECharts put its canvas in the chart's box, at the box's size. */
async function expectChartDrawn(page: Page): Promise<void> {
  const canvas = page.getByTestId('dashboard-chart').locator('canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box!.width).toBeGreaterThan(400);
  expect(box!.height).toBeGreaterThan(200);
}

test.describe('back-office dashboard', () => {
  test('the administrator sees today’s figures, the 30-day chart, and new orders after a refresh', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    await signInStaffAs(page, request, 'admin');
    await page.goto(DASHBOARD);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const orders = page.getByRole('region', { name: 'Orders placed' });
    await expect(orders).toContainText('Yesterday');
    await expect(page.getByRole('region', { name: 'Sales', exact: true })).toContainText('¥');
    await expect(page.getByRole('region', { name: 'Low stock SKUs' })).toContainText('At 10 units or fewer');
    await expectChartDrawn(page);
    await expect(page.getByRole('table', { name: 'Orders and sales, last 30 days' }).getByRole('row')).toHaveCount(31);
    await expect(page.getByRole('link', { name: 'Ship orders' })).toHaveAttribute('href', '/home/admin/order/index?status=1');
    await expect(page.getByRole('link', { name: 'Handle refunds' })).toHaveAttribute('href', '/home/admin/order/refund');
    await expect(page.getByRole('link', { name: 'View goods' })).toHaveAttribute('href', '/home/admin/goods/index?low_stock=1');

    const before = await figureOf(orders);
    const cancel = await placeOrder(request);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => figureOf(orders)).toBe(before + 1);
    await expectChartDrawn(page);
    await cancel();
  });

  test('the warehouse sees the dashboard in Chinese, with no way to the refunds it may not open', async ({ page, request }) => {
    await useLanguage(page, 'zh-cn');
    await signInStaffAs(page, request, 'warehouse');
    await page.goto(DASHBOARD);
    await expect(page.getByRole('heading', { level: 1, name: '概况' })).toBeVisible();
    await expect(page.getByRole('region', { name: '待发货' })).toContainText('截至昨日');
    await expect(page.getByRole('region', { name: '待处理售后' })).toBeVisible();
    await expectChartDrawn(page);
    await expect(page.getByRole('link', { name: '去发货' })).toBeVisible();
    await expect(page.getByRole('link', { name: '去处理售后' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '概况' })).toBeVisible();
  });

  test('the designer has no dashboard: not in the sidebar, and “no permission” at its address', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    await signInStaffAs(page, request, 'designer');
    await page.goto(DASHBOARD);
    await expect(page.getByRole('heading', { level: 1, name: 'No permission' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Your role cannot open this page');
    const sidebar = page.getByRole('navigation', { name: 'Back-office menu' });
    await expect(sidebar.getByRole('link').first()).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page.getByTestId('dashboard-chart')).toHaveCount(0);
    const refused = await request.get('/homeapi/admin/dashboard/index', { headers: { authorization: `Bearer ${await staffToken(request, 'designer')}` } });
    expect(refused.status()).toBe(403);
  });
});
