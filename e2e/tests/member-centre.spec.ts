import { expect, test } from '../support/test';
import { callApi, signInAsNewMember, useLanguage } from '../support/shop';

// A member of this run's own, so the counts are exactly what the test did: one order left unpaid
// (goods 19, a single SKU, picked up at the first store).

test.describe('member centre at a glance', () => {
  test('the order statuses count the member’s orders and open their tabs; the newest order and the asset tiles open their pages', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    await signInAsNewMember(page, request);
    await page.goto('/home/ucenter/index');
    const shortcuts = page.getByRole('list', { name: 'Orders by status' });
    await expect(shortcuts.getByRole('link', { name: 'To pay', exact: true })).toBeVisible();
    await expect(page.getByText('No orders yet.')).toBeVisible();
    const member = (await page.evaluate(() => localStorage.getItem('pc_token')))!;
    const coupons = await callApi<{ counts: { unused: number } }>(request, member, 'GET', 'coupon/mine?status=unused&page=1&size=1');
    await expect(page.getByRole('list', { name: 'My assets' }).getByRole('link', { name: `Coupons ${coupons.counts.unused}` })).toBeVisible();

    const goods = await callApi<{ skus: Array<{ id: number; stock: number }> }>(request, member, 'GET', 'goods/view?id=19');
    const sku = goods.skus.find((row) => row.stock > 0)!;
    const created = await callApi<{ order_id: number; order_no: string }>(request, member, 'POST', 'order/create', { type: 'buy', sku_id: sku.id, quantity: 1, delivery: 'pickup', store_id: 1 });

    await page.reload();
    const toPay = shortcuts.getByRole('link', { name: 'To pay (1 order)' });
    await expect(toPay).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: 'To ship', exact: true })).toBeVisible();
    const latest = page.getByRole('list', { name: 'Latest orders' });
    await expect(latest.getByRole('listitem')).toHaveCount(1);
    await expect(latest.getByRole('listitem')).toContainText('Pending payment');
    await latest.getByRole('link', { name: `Details of order ${created.order_no}` }).click();
    await expect(page).toHaveURL(new RegExp(`/home/ucenter/order/detail\\?id=${created.order_id}$`));

    await page.goBack();
    await toPay.click();
    await expect(page).toHaveURL(/\/home\/ucenter\/order\/index\?status=unpaid$/);
    await expect(page.getByRole('tab', { name: /Pending payment/, selected: true })).toBeVisible();

    await page.goBack();
    await page.getByRole('list', { name: 'My assets' }).getByRole('link', { name: /^Balance/ }).click();
    await expect(page).toHaveURL(/\/home\/ucenter\/wallet\/index$/);
  });

  test('in Chinese', async ({ page, request }) => {
    await useLanguage(page, 'zh-cn');
    await signInAsNewMember(page, request);
    await page.goto('/home/ucenter/index');
    await expect(page.getByRole('heading', { level: 1, name: '会员中心' })).toBeVisible();
    const shortcuts = page.getByRole('list', { name: '按状态查看订单' });
    await expect(shortcuts.getByRole('link')).toHaveText(['待付款', '待发货', '待收货', '待评价', '退款/售后']);
    await expect(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
    await expect(page.getByText('您还没有订单。')).toBeVisible();
    await page.getByRole('list', { name: '我的资产' }).getByRole('link', { name: /^优惠券/ }).click();
    await expect(page).toHaveURL(/\/home\/ucenter\/coupon\/index$/);
  });
});
