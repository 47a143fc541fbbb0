import { expect, test, type APIRequestContext } from '../support/test';
import { apiToken, callApi, signInAsDemo, signInStaffAs, staffToken, useLanguage } from '../support/shop';

// Seeded: goods 19 has a single SKU; the demo member has money in the wallet and a home address (1).
// The order is placed, paid and shipped through the API; the parcel's tracking is then written in the
// back office and read on the member's order detail. The development simulator's first event comes
// two hours after shipping, so within a run the parcel has only what the back office adds.

/** A shipped express order of the demo member; answers its id and number. */
async function shippedOrder(request: APIRequestContext, trackingNo: string): Promise<{ id: number; orderNo: string }> {
  const member = await apiToken(request, 'demo', 'demo1234');
  const goods = await callApi<{ skus: Array<{ id: number; stock: number }> }>(request, member, 'GET', 'goods/view?id=19');
  const sku = goods.skus.find((row) => row.stock > 0)!;
  const created = await callApi<{ order_id: number; order_no: string }>(request, member, 'POST', 'order/create', { type: 'buy', sku_id: sku.id, quantity: 1, delivery: 'express', address_id: 1 });
  await callApi(request, member, 'POST', 'payment/index', { order_id: created.order_id, method: 'balance' });
  await callApi(request, await staffToken(request, 'warehouse'), 'POST', 'admin/order/ship', { id: created.order_id, express_company: 'SF Express', tracking_no: trackingNo });
  return { id: created.order_id, orderNo: created.order_no };
}

test.describe('delivery tracking', () => {
  test('the warehouse adds a tracking event by hand and the member sees it on top of the timeline', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    const order = await shippedOrder(request, 'SF5500112233');
    await signInStaffAs(page, request, 'warehouse');
    await page.goto(`/home/admin/order/detail?id=${order.id}`);
    const card = page.getByRole('region', { name: 'Tracking' });
    await expect(card.getByText('No tracking updates yet')).toBeVisible();

    const form = card.getByRole('form', { name: 'Add tracking event' });
    await expect(form.getByRole('textbox', { name: 'Time' })).not.toHaveValue('');
    await form.getByRole('button', { name: 'Add event' }).click();
    await expect(form.getByText('Place is required')).toBeVisible();
    await expect(form.getByText('Details is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Place' }).fill('Hangzhou sorting centre');
    await form.getByRole('textbox', { name: 'Details' }).fill('Held for a day by the snow, leaves tomorrow morning');
    await form.getByRole('button', { name: 'Add event' }).click();
    await expect(page.getByText('Tracking update added')).toBeVisible();
    const timeline = card.getByRole('list', { name: 'Tracking updates, newest first' });
    await expect(timeline.getByRole('listitem')).toHaveCount(1);
    await expect(timeline.getByRole('listitem').first()).toContainText('Held for a day by the snow, leaves tomorrow morning');
    await expect(timeline.getByRole('listitem').first()).toContainText('Added by warehouse');
    await expect(form.getByRole('textbox', { name: 'Place' })).toHaveValue('');

    await signInAsDemo(page, request);
    await page.goto(`/home/ucenter/order/detail?id=${order.id}`);
    const tracking = page.getByRole('region', { name: 'Tracking' });
    await expect(tracking).toContainText('SF Express');
    await expect(tracking).toContainText('SF5500112233');
    await expect(tracking.getByRole('button', { name: 'Copy tracking number' })).toBeVisible();
    const events = tracking.getByRole('list', { name: 'Tracking updates, newest first' }).getByRole('listitem');
    await expect(events).toHaveCount(1);
    await expect(events.first()).toHaveAttribute('aria-current', 'step');
    await expect(events.first()).toContainText('Held for a day by the snow, leaves tomorrow morning');
    await expect(events.first()).toContainText('Hangzhou sorting centre');
  });

  test('在后台添加物流动态，会员在订单详情中看到（中文）', async ({ page, request }) => {
    await useLanguage(page, 'zh-cn');
    const order = await shippedOrder(request, 'SF5500445566');
    await signInAsDemo(page, request);
    await page.goto(`/home/ucenter/order/detail?id=${order.id}`);
    await expect(page.getByRole('region', { name: '物流信息' }).getByText('暂无物流信息')).toBeVisible();

    await signInStaffAs(page, request, 'warehouse');
    await page.goto(`/home/admin/order/detail?id=${order.id}`);
    const form = page.getByRole('region', { name: '物流跟踪' }).getByRole('form', { name: '添加物流动态' });
    await form.getByRole('textbox', { name: '地点' }).fill('杭州市 西湖区');
    await form.getByRole('textbox', { name: '物流详情' }).fill('快递员已电话联系收件人，今日送达');
    await form.getByRole('button', { name: '添加' }).click();
    await expect(page.getByText('已添加物流动态')).toBeVisible();
    await expect(page.getByRole('list', { name: '物流动态（最新在上）' }).getByRole('listitem').first()).toContainText('warehouse 添加');

    await page.goto(`/home/ucenter/order/detail?id=${order.id}`);
    const events = page.getByRole('region', { name: '物流信息' }).getByRole('list', { name: '物流动态（最新在上）' }).getByRole('listitem');
    await expect(events).toHaveCount(1);
    await expect(events.first()).toContainText('快递员已电话联系收件人，今日送达');
    await expect(events.first()).toContainText('杭州市 西湖区');
  });
});
