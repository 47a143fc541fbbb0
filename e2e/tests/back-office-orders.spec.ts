import { expect, gateOtherPage, test, type APIRequestContext } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { apiToken, callApi, signInStaffAs, staffToken, useLanguage } from '../support/shop';

// Seeded: goods 19 has a single SKU; the demo member has money in the wallet and a home address (1).
// Orders are placed and paid through the member's own calls, then handled in the back office.

/** A paid order of the demo member (express to the home address, or pickup at the first store); answers its id and number. */
async function paidOrder(request: APIRequestContext, delivery: 'express' | 'pickup'): Promise<{ id: number; orderNo: string; member: string }> {
  const member = await apiToken(request, 'demo', 'demo1234');
  const goods = await callApi<{ skus: Array<{ id: number; stock: number }> }>(request, member, 'GET', 'goods/view?id=19');
  const sku = goods.skus.find((row) => row.stock > 0)!;
  const where = delivery === 'express' ? { address_id: 1 } : { store_id: 1 };
  const created = await callApi<{ order_id: number; order_no: string }>(request, member, 'POST', 'order/create', { type: 'buy', sku_id: sku.id, quantity: 1, delivery, ...where });
  await callApi(request, member, 'POST', 'payment/index', { order_id: created.order_id, method: 'balance' });
  return { id: created.order_id, orderNo: created.order_no, member };
}

test.describe('back-office orders', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('a warehouse user ships a paid express order from its page; the member sees it shipped; no refunds for the warehouse', async ({ page, request }) => {
    const order = await paidOrder(request, 'express');
    await signInStaffAs(page, request, 'warehouse');
    await page.goto(`/home/admin/order/index?keyword=${order.orderNo}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order list' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Back-office menu' });
    await expect(sidebar.getByText('Refunds', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: `Open order ${order.orderNo}` }).click();

    await expect(page).toHaveURL(new RegExp(`/home/admin/order/detail\\?id=${order.id}$`));
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Pending shipment');
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${order.orderNo}` });
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Tracking number is required');
    await dialog.getByRole('combobox', { name: 'Courier company' }).selectOption({ label: 'ZTO Express' });
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('ZT7700112233');
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Pending receipt');
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('ZT7700112233');
    await expect(page.getByRole('button', { name: 'Ship', exact: true })).toHaveCount(0);

    const seen = await callApi<{ status: number; express: { company: string; tracking_no: string } }>(request, order.member, 'GET', `order/detail?id=${order.id}`);
    expect(seen).toMatchObject({ status: 2, express: { company: 'ZTO Express', tracking_no: 'ZT7700112233' } });
  });

  test('an operator approves a refund request from the refunds page', async ({ page, request }) => {
    const order = await paidOrder(request, 'pickup');
    const refundable = await callApi<{ items: Array<{ order_item_id: number }> }>(request, order.member, 'GET', `refund/order?order_id=${order.id}`);
    const requested = await callApi<{ id: number; refund_no: string }>(request, order.member, 'POST', 'refund/apply', {
      order_id: order.id,
      items: [{ order_item_id: refundable.items[0]!.order_item_id, quantity: 1 }],
      kind: 'refund',
      reason: 'no_longer_needed',
    });
    await signInStaffAs(page, request, 'operator');
    await page.goto(`/home/admin/order/refund?status=pending&keyword=${requested.refund_no}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    await page.getByRole('button', { name: `Approve ${requested.refund_no}` }).click();
    const dialog = page.getByRole('dialog', { name: `Approve request ${requested.refund_no}?` });
    await dialog.getByRole('textbox', { name: 'Note to the member (optional)' }).fill('Refunded to your wallet');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    // Approved requests leave the pending tab; the "All" tab shows it approved.
    await page.getByRole('group', { name: 'Request status' }).getByRole('button', { name: 'All' }).click();
    await expect(page.getByRole('table', { name: 'After-sales requests' }).getByRole('row').filter({ hasText: requested.refund_no })).toContainText('Approved');
    const decided = await callApi<{ status: string; merchant_note: string }>(request, order.member, 'GET', `refund/detail?id=${requested.id}`);
    expect(decided).toMatchObject({ status: 'approved', merchant_note: 'Refunded to your wallet' });
  });

  test('customer service sees an order but no Ship button, and the API refuses it shipping', async ({ page, request }) => {
    const order = await paidOrder(request, 'express');
    await signInStaffAs(page, request, 'service');
    await page.goto(`/home/admin/order/detail?id=${order.id}`);
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText(order.orderNo);
    await expect(page.getByRole('button', { name: 'Print packing slip' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ship', exact: true })).toHaveCount(0);
    const refused = await request.post('/homeapi/admin/order/ship', {
      headers: { Authorization: `Bearer ${await staffToken(request, 'service')}`, 'Accept-Language': 'en-us' },
      data: { id: order.id, express_company: 'SF Express', tracking_no: 'SF1234567890' },
    });
    expect(refused.status()).toBe(403);
    expect((await jsonOf<Envelope<null>>(refused)).msg).toBe('You do not have permission to do this');
  });

  test('the packing slip opens in the print preview above everything, watermarked, with the order number', async ({ page, request }) => {
    const order = await paidOrder(request, 'express');
    await signInStaffAs(page, request, 'warehouse');
    await page.goto(`/home/admin/order/detail?id=${order.id}`);
    await page.getByRole('button', { name: 'Print packing slip' }).click();
    const preview = page.getByRole('dialog', { name: `Packing slip ${order.orderNo}` });
    await expect(preview.getByRole('article', { name: `Packing slip ${order.orderNo}` })).toContainText(order.orderNo);
    expect(await preview.evaluate((dialog) => getComputedStyle(dialog.parentElement!).zIndex)).toBe('20002');
    await expect(preview.getByTestId('watermark')).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print packing slip' })).toBeFocused();
  });
  test('a group order waits for its group: the warehouse is told why it cannot send it, the member sees who is missing, and it goes once the group fills', async ({ page, request, browser }, testInfo) => {
    const operator = await staffToken(request, 'operator');
    const goods = await callApi<{ skus: Array<{ id: number; stock: number }> }>(request, operator, 'GET', 'goods/view?id=19');
    const sku = goods.skus.find((row) => row.stock > 0)!;
    const now = Date.now();
    const activity = await callApi<{ id: number }>(request, operator, 'POST', 'admin/activity/save', {
      type: 'group',
      goods_id: 19,
      title: { zh: '2人团 · 等待成团', en: 'Two-person group: waiting' },
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 24 * 60 * 60_000).toISOString(),
      group_size: 2,
      window_minutes: 60,
      skus: [{ sku_id: sku.id, price: '9.90', stock: 10 }],
    });
    const buy = async (token: string, groupId?: number) => {
      const body = { type: 'group', activity_id: activity.id, sku_id: sku.id, quantity: 1, delivery: 'pickup', store_id: 1, ...(groupId ? { group_id: groupId } : {}) };
      const created = await callApi<{ order_id: number; order_no: string }>(request, token, 'POST', 'order/create', body);
      await callApi(request, token, 'POST', 'payment/index', { order_id: created.order_id, method: 'balance' });
      return created;
    };
    const demo = await apiToken(request, 'demo', 'demo1234');
    const opened = await buy(demo);
    const order = await callApi<{ group: { id: number; needed: number } }>(request, demo, 'GET', `order/detail?id=${opened.order_id}`);
    expect(order.group.needed).toBe(1);

    // The member (English) reads that one more must join, with the group page to share.
    const member = page;
    await member.addInitScript((token) => window.localStorage.setItem('pc_token', token), demo);
    await member.goto(`/home/ucenter/order/detail?id=${opened.order_id}`);
    await expect(member.getByRole('heading', { level: 2, name: 'Waiting for 1 more to join' })).toBeVisible();
    await expect(member.getByText('Paid. The merchant is preparing your goods.')).toHaveCount(0);
    await expect(member.getByRole('link', { name: 'Invite friends to the group' })).toHaveAttribute('href', `/home/activity/group/view?id=${activity.id}&group_id=${order.group.id}`);

    // The warehouse (Chinese) gets no button to send it, and the reason; the API refuses it too.
    const desk = await browser.newContext();
    const staff = await desk.newPage();
    await useLanguage(staff, 'zh-cn');
    await signInStaffAs(staff, request, 'warehouse');
    await staff.goto(`/home/admin/order/detail?id=${opened.order_id}`);
    await expect(staff.getByRole('region', { name: '订单概况' })).toContainText('拼团中，还差 1 人');
    await expect(staff.getByRole('note')).toContainText('等待成团：还差 1 人参团并支付');
    await expect(staff.getByRole('button', { name: '标记到店待自提' })).toHaveCount(0);
    const warehouse = await staffToken(request, 'warehouse');
    const refused = await request.post('/homeapi/admin/order/pickup/ready', { headers: { Authorization: `Bearer ${warehouse}`, 'Accept-Language': 'en-US' }, data: { id: opened.order_id } });
    expect(refused.status()).toBe(409);
    expect((await jsonOf<Envelope<{ field: string }>>(refused)).data.field).toBe('id');

    // A friend joins and pays: the group is complete and the order can go.
    const friend = (await jsonOf<Envelope<{ token: string; user: { id: number } }>>(await request.post('/homeapi/user/login', { data: { type: 'password', account: 'lily', password: 'reviewer1234' } }))).data;
    const admin = await staffToken(request, 'admin');
    await callApi(request, admin, 'POST', 'admin/member/wallet/adjust', { member_id: friend.user.id, direction: 'income', amount: '9.90', note: 'Group test' });
    await buy(friend.token, order.group.id);
    await staff.reload();
    await expect(staff.getByRole('region', { name: '订单概况' })).toContainText('已成团');
    await staff.getByRole('button', { name: '标记到店待自提' }).click();
    await expect(staff.getByRole('region', { name: '订单概况' })).toContainText('待自提');
    await member.reload();
    await expect(member.getByRole('heading', { level: 2, name: 'Ready for pickup' })).toBeVisible();
    await gateOtherPage(staff, testInfo);
    await desk.close();
  });
});
