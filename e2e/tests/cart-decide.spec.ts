import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { callApi, signInAsNewMember, staffToken, useLanguage } from '../support/shop';
import { TINY_PNG } from '../support/tiny-png';

// Issue 32, deliverable 3: the cart that helps decide, and the cashier's top-up. Each test makes
// its own goods (through the back office) and its own member, so that changing a price or a stock
// here moves nothing another spec reads.

type AdminGoods = { id: number; category_id: number; skus: Array<{ id: number; stock: number }> };

/** A goods of this test's own: one SKU at `price`, `stock` in stock, on the shelf. */
async function ownGoods(request: APIRequestContext, name: string, price: string, stock: number) {
  const admin = await staffToken(request, 'admin');
  const template = await callApi<AdminGoods>(request, admin, 'GET', 'admin/goods/detail?id=7');
  const uploaded = await request.post('/homeapi/admin/upload/image', { headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'image/png' }, data: TINY_PNG });
  const { url } = (await jsonOf<Envelope<{ url: string }>>(uploaded)).data;
  const body = { category_id: template.category_id, name_zh: `${name}（测试）`, name_en: name, images: [url] };
  const created = await callApi<AdminGoods>(request, admin, 'POST', 'admin/goods/save', { ...body, skus: [{ sell_price: price, market_price: '99', stock }] });
  await callApi(request, admin, 'POST', 'admin/goods/status', { ids: [created.id], status: 'on' });
  const skuId = created.skus[0]!.id;
  /** The back office re-prices the SKU and sets its stock. */
  const change = (newPrice: string, newStock: number) =>
    callApi(request, admin, 'POST', 'admin/goods/save', { id: created.id, ...body, skus: [{ id: skuId, sell_price: newPrice, market_price: '99', stock: newStock, stock_seen: stock }] });
  return { goodsId: created.id, skuId, change };
}

test.describe('the cart that helps decide', () => {
  test('hints, a price and stock changed since added, confirmed before checkout, and a move to the favourites (English)', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    const name = `Cart kettle ${Date.now()}`;
    const goods = await ownGoods(request, name, '30.00', 20);
    await signInAsNewMember(page, request);
    await page.goto(`/home/goods/view?id=${goods.goodsId}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to your cart')).toBeVisible();

    await page.goto('/home/cart/index');
    const hints = page.getByRole('region', { name: 'Savings for the selected goods' });
    await expect(hints.getByTestId('free-shipping-hint')).toContainText('Add ¥69.00 more for free shipping (orders from ¥99.00 ship free, else ¥10.00)');
    const row = page.getByRole('listitem', { name });
    await expect(row.getByText(/since you added it/)).toHaveCount(0);

    await goods.change('25.50', 3);
    await page.reload();
    await expect(row.getByText('Price dropped ¥4.50 since you added it')).toBeVisible();
    await expect(row.getByText('Only 3 left')).toBeVisible();
    await expect(hints.getByTestId('free-shipping-hint')).toContainText('Add ¥73.50 more');

    await page.getByRole('button', { name: 'Check out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Some goods changed since you added them' });
    await expect(dialog.getByText('price dropped ¥4.50, now ¥25.50; Only 3 left')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to the cart' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/home\/cart\/index$/);
    await page.getByRole('button', { name: 'Check out' }).click();
    await dialog.getByRole('button', { name: 'Check out at these prices' }).click();
    await expect(page).toHaveURL(/\/home\/cart\/confirm\?type=cart&cart_ids=\d+$/);
    await expect(page.getByTestId('total-payable')).toBeVisible();

    await page.goto('/home/cart/index');
    await expect(row).toBeVisible();
    await expect(row.getByText(/since you added it/)).toHaveCount(0);
    await row.getByRole('button', { name: 'Move to favourites' }).click();
    await expect(page.getByText('Moved to your favourites')).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.goto('/home/ucenter/collect/index');
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test('加入后价格上涨在购物车逐行提示，移入收藏（中文）', async ({ page, request }) => {
    await useLanguage(page, 'zh-cn');
    const name = `Cart teapot ${Date.now()}`;
    const goods = await ownGoods(request, name, '120.00', 20);
    await signInAsNewMember(page, request);
    await page.goto(`/home/goods/view?id=${goods.goodsId}`);
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByText('已加入购物车')).toBeVisible();
    await goods.change('126.00', 20);

    await page.goto('/home/cart/index');
    const row = page.getByRole('listitem', { name: `${name}（测试）` });
    await expect(row.getByText('比加入时涨价¥6.00')).toBeVisible();
    // 126.00 ships free: no free-shipping hint.
    await expect(page.getByTestId('free-shipping-hint')).toHaveCount(0);
    await page.getByRole('button', { name: '将选中商品移入收藏' }).click();
    await expect(page.getByText('已将1件商品移入收藏')).toBeVisible();
    await expect(page.getByText('购物车空空的，去逛逛吧')).toBeVisible();
  });
});

test.describe('the cashier’s top-up', () => {
  test('余额不足时去充值，充值成功后返回继续支付（中文）', async ({ page, request }) => {
    await useLanguage(page, 'zh-cn');
    const goods = await ownGoods(request, `Cashier mug ${Date.now()}`, '45.00', 20);
    await signInAsNewMember(page, request);
    await page.goto('/home/cart/index');
    const token = await page.evaluate(() => window.localStorage.getItem('pc_token'));
    const order = await callApi<{ order_id: number }>(request, token!, 'POST', 'order/create', { type: 'buy', sku_id: goods.skuId, quantity: 1, delivery: 'pickup', store_id: 1, coupon_id: null });

    await page.goto(`/home/cart/cashier?order_id=${order.order_id}`);
    const offer = page.getByRole('note', { name: '余额不足' });
    await expect(offer).toContainText('账户余额¥0.00，还差¥45.00。');
    await offer.getByRole('link', { name: '去充值，充完返回支付' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/ucenter/recharge/index\\?back=/cart/cashier%3Forder_id%3D${order.order_id}$`));
    await expect(page.getByRole('note')).toContainText('正在为订单充值');
    await page.getByRole('textbox', { name: '或输入金额（元）' }).fill('50');
    await page.getByRole('button', { name: '立即充值' }).click();
    await expect(page.getByRole('heading', { name: '支付 ¥50.00 完成充值' })).toBeVisible();
    await page.getByRole('link', { name: /\/homeapi\/sandbox\/pay\?token=/ }).click();
    await page.getByRole('button', { name: '支付 Pay' }).click();

    // The gateway comes back by the top-up's id alone; the page still knows the way back.
    await expect(page).toHaveURL(/\/home\/ucenter\/recharge\/index\?recharge_id=\d+&result=paid$/);
    await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible();
    await page.getByRole('link', { name: '返回继续支付' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/cart/cashier\\?order_id=${order.order_id}$`));
    await expect(page.getByRole('note', { name: '余额不足' })).toHaveCount(0);
    await page.getByRole('radio', { name: /余额/ }).check();
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  });

  test('the top-up offer in English, and no way back off the site', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    const goods = await ownGoods(request, `Cashier cup ${Date.now()}`, '45.00', 20);
    await signInAsNewMember(page, request);
    await page.goto('/home/cart/index');
    const token = await page.evaluate(() => window.localStorage.getItem('pc_token'));
    const order = await callApi<{ order_id: number }>(request, token!, 'POST', 'order/create', { type: 'buy', sku_id: goods.skuId, quantity: 1, delivery: 'pickup', store_id: 1, coupon_id: null });
    await page.goto(`/home/cart/cashier?order_id=${order.order_id}`);
    await expect(page.getByRole('note', { name: 'Wallet balance too low' })).toContainText('Your wallet holds ¥0.00, ¥45.00 short of this order.');
    await expect(page.getByRole('link', { name: 'Top up and come back' })).toHaveAttribute('href', `/home/ucenter/recharge/index?back=/cart/cashier%3Forder_id%3D${order.order_id}`);
    await page.goto('/home/ucenter/recharge/index?back=//evil.example/pay');
    await expect(page.getByRole('button', { name: 'Top up', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the payment' })).toHaveCount(0);
  });
});
