import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { apiToken, callApi, payAtSandboxFromCashier, signInAsDemo, staffToken, useLanguage } from '../support/shop';

// Seeded: goods 5 "Cloudstep running shoes" (459.00, Colour x Size SKUs), goods 19 has one SKU;
// the demo member has wallet balance, coupons (20 off 199 among them) and pickup stores exist.

async function addShoesToCart(page: Page) {
  await page.goto('/home/goods/view?id=5');
  await page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Cloud grey' }).click();
  await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'EU 43' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: /cart/i }).first()).toBeVisible();
}

/**
 * Gives the demo member a coupon of 20 off orders over 199 of its own: the seeded ones may already be
 * spent by other tests' checkouts on this worker's shop (the confirm page picks the best coupon by itself).
 */
async function issueTwentyOff(request: APIRequestContext): Promise<void> {
  const admin = await staffToken(request, 'admin');
  const now = Date.now();
  const coupon = await callApi<{ id: number }>(request, admin, 'POST', 'admin/coupon/save', {
    name: { zh: `满199减20 ${now}`, en: `20 off over 199 ${now}` },
    type: 'full',
    denomination: '20',
    min_amount: '199',
    start_at: new Date(now - 60_000).toISOString(),
    end_at: new Date(now + 86_400_000).toISOString(),
  });
  await callApi(request, admin, 'POST', 'admin/coupon/issue', { coupon_id: coupon.id, usernames: ['demo'] });
}

async function payWithWallet(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/home\/cart\/cashier\?order_id=\d+/);
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  await page.getByRole('radio', { name: /Wallet balance/ }).check();
  const payNow = page.getByRole('button', { name: 'Pay now' });
  await payNow.click();
  // The wallet pays only once the shopper has seen the amount and what will remain.
  const dialog = page.getByRole('alertdialog', { name: 'Pay from your wallet?' });
  await expect(dialog).toContainText('Amount to pay');
  await expect(dialog).toContainText('Balance after paying');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(payNow).toBeFocused();
  await payNow.click();
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return orderId;
}

async function shipAsBackOffice(request: APIRequestContext, orderId: string) {
  const token = await staffToken(request, 'warehouse');
  const response = await request.post('/homeapi/admin/order/ship', {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: Number(orderId), express_company: 'SF Express', tracking_no: 'SF1234567890' },
  });
  expect((await jsonOf<Envelope<unknown>>(response)).code).toBe(1);
}

test.describe('buying', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('cart, new address and a coupon, wallet payment, shipping, receipt, review tab', async ({ page, request }) => {
    await issueTwentyOff(request);
    await signInAsDemo(page, request);
    await addShoesToCart(page);

    await page.goto('/home/cart/index');
    await expect(page.getByRole('heading', { level: 1, name: 'My cart' })).toBeVisible();
    const row = page.getByRole('listitem', { name: 'Cloudstep running shoes' }).first();
    await expect(row).toBeVisible();
    // Selection is the server's: each click answers with the new cart.
    const selectAll = page.getByRole('checkbox', { name: 'Select all' });
    if (await selectAll.isChecked()) await selectAll.click();
    await expect(selectAll).not.toBeChecked();
    await row.getByRole('checkbox').click();
    await expect(row.getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: 'Check out' }).click();

    await expect(page).toHaveURL(/\/home\/cart\/confirm\?type=cart&cart_ids=/);
    await page.getByRole('radio', { name: 'Express delivery' }).check();
    await page.getByRole('button', { name: 'New address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByText(/required|Please enter/i).first()).toBeVisible();
    await form.getByLabel('Recipient').fill('Wang Fang');
    await form.getByLabel('Mobile').fill('12345');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByText('The phone number you provided is incorrect')).toBeVisible();
    await form.getByLabel('Mobile').fill('13912345678');
    await form.getByLabel('Country').fill('China');
    await form.getByLabel('Province').fill('Zhejiang');
    await form.getByLabel('City').fill('Hangzhou');
    await form.getByLabel('Address', { exact: true }).fill('88 Wensan Road');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('radio', { name: /Wang Fang/ })).toBeChecked();

    const payable = page.getByTestId('total-payable');
    const coupon = page.getByRole('combobox', { name: 'Coupon' });
    // The page picks the best coupon by itself: from none, the coupon chosen here is what lowers the payable.
    await coupon.selectOption({ value: '' });
    await expect(page.getByTestId('total-discount')).toHaveText(/¥0\.00/);
    const before = await payable.textContent();
    const twentyOff = coupon.locator('option:not([disabled])', { hasText: /20/ }).first();
    await coupon.selectOption({ label: (await twentyOff.textContent())!.trim() });
    await expect(page.getByTestId('total-discount')).toContainText('20.00');
    await expect(payable).not.toHaveText(before!);

    await page.getByRole('button', { name: 'Submit order' }).click();
    const orderId = await payWithWallet(page);

    await page.goto(`/home/ucenter/order/index?status=unshipped`);
    await expect(page.getByRole('tab', { name: /Pending shipment/, selected: true })).toBeVisible();
    await expect(page.locator('article').filter({ hasText: 'Cloudstep running shoes' }).first()).toBeVisible();

    await shipAsBackOffice(request, orderId);
    await page.goto(`/home/ucenter/order/detail?id=${orderId}`);
    await expect(page.getByText('SF1234567890')).toBeVisible();
    // The shipped step says when the parcel left, as placed and paid do.
    const shipped = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem').filter({ hasText: 'Shipped' });
    await expect(shipped.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await page.getByRole('button', { name: 'Confirm receipt' }).first().click();
    await page.getByRole('button', { name: 'Yes, received' }).click();
    await expect(page.getByRole('region', { name: 'Pending review' })).toBeVisible();

    await page.goto('/home/ucenter/order/index?status=unreviewed');
    await expect(page.getByRole('article', { name: new RegExp(`Order`) }).first()).toBeVisible();
  });

  test('buy now skips the cart and pays through the sandbox gateway', async ({ page, request }) => {
    await signInAsDemo(page, request);
    await page.goto('/home/goods/view?id=19');
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/home\/cart\/confirm\?type=buy&sku_id=\d+&quantity=1/);
    await page.getByRole('radio', { name: 'Express delivery' }).check();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await payAtSandboxFromCashier(page);
    await expect(page).toHaveURL(/\/home\/cart\/cashier\?order_id=\d+&result=paid/);
  });

  test('self-pickup shows the store and the verification code once paid', async ({ page, request }) => {
    await signInAsDemo(page, request);
    await page.goto('/home/goods/view?id=19');
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.getByRole('radio', { name: 'Store pickup' }).check();
    await page.getByRole('radiogroup', { name: 'Pickup store' }).getByRole('radio').first().check();
    await expect(page.getByTestId('total-freight')).toContainText('0.00');
    await page.getByRole('button', { name: 'Submit order' }).click();
    const orderId = await payWithWallet(page);
    await page.goto(`/home/ucenter/order/detail?id=${orderId}`);
    const pickup = page.getByRole('region', { name: 'Pickup store' });
    await expect(pickup).toBeVisible();
    await expect(page.getByLabel('Pickup verification code')).toHaveText(/\w{4,}/);
    // Paid and waiting at the store: nothing speaks of a shipment.
    const status = page.getByRole('region', { name: 'Preparing for pickup' });
    await expect(status).toContainText('collect them with the pickup code');
    await expect(status).not.toContainText(/shipment|merchant/i);
    // Order details keep words whole and labels on one line.
    for (const term of await page.locator('dt').all()) expect((await term.boundingBox())!.height).toBeLessThan(24);
    const wordBreak = await page.locator('dd').first().evaluate((dd) => getComputedStyle(dd).wordBreak);
    expect(wordBreak).not.toBe('break-all');
  });

  test('bad enterprise-invoice values: the first field to fix is focused, above the sticky submit bar', async ({ page, request }) => {
    await signInAsDemo(page, request);
    await page.goto('/home/cart/confirm?type=buy&sku_id=1&quantity=1');
    await page.getByRole('radio', { name: 'Invoice', exact: true }).check();
    // The demo member has saved headers (the default is offered first); this order gets a new one.
    await page.getByRole('radio', { name: 'New header' }).check();
    await page.getByRole('radio', { name: 'Enterprise' }).check();
    await page.getByLabel('Header name').fill('Lumen Trading Co.');
    await page.getByLabel('Invoice phone').fill('555');
    await page.getByLabel('Receiving email').fill('x@');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Submit order' }).click();
    const taxNo = page.getByLabel('Tax number');
    await expect(taxNo).toBeFocused();
    await expect(taxNo).toHaveAccessibleDescription('Tax number is required');
    await expect(page.getByText('The invoice phone number is incorrect')).toBeVisible();
    // Neither the focused field nor the last message is under the sticky bar.
    await page.waitForTimeout(600);
    const bar = (await page.getByRole('button', { name: 'Submit order' }).boundingBox())!;
    const field = (await taxNo.boundingBox())!;
    expect(field.y + field.height).toBeLessThan(bar.y - 16);
    await page.getByLabel('Receiving email').focus();
    await page.waitForTimeout(300);
    const message = (await page.getByText('Please enter a valid email address').boundingBox())!;
    const barNow = (await page.getByRole('button', { name: 'Submit order' }).boundingBox())!;
    expect(message.y + message.height).toBeLessThanOrEqual(barNow.y);
    expect(page.url()).toMatch(/\/cart\/confirm/);
  });

  test('a visitor who checks out signs in first and comes back to the same step', async ({ page }) => {
    await page.goto('/home/cart/confirm?type=buy&sku_id=1&quantity=1');
    await expect(page).toHaveURL(/\/home\/user\/login\?redirect=/);
    await page.getByLabel('Username or phone').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home\/cart\/confirm\?type=buy&sku_id=1&quantity=1$/);
  });

  test("another member's order answers not found", async ({ page, request }) => {
    await signInAsDemo(page, request);
    const lily = await apiToken(request, 'lily', 'reviewer1234');
    const list = await jsonOf<Envelope<{ list: Array<{ id: number }> }>>(
      await request.get('/homeapi/order/list?status=all', { headers: { Authorization: `Bearer ${lily}` } }),
    );
    const lilysOrder = list.data.list[0]?.id;
    await page.goto(`/home/ucenter/order/detail?id=${lilysOrder}`);
    await expect(page).toHaveURL(/\/home\/public\/404$/);
  });
});

test.describe('copying an order number', () => {
  // The spec's Chinese text on the Chinese site; its translation on the English one.
  const WORDS = { 'en-us': { button: 'Copy order number', copied: 'Copied' }, 'zh-cn': { button: '复制订单号', copied: '复制成功' } } as const;
  for (const lang of ['en-us', 'zh-cn'] as const) {
    test(`the copy toast is in the shopper's language (${lang})`, async ({ page, request }) => {
      await useLanguage(page, lang);
      await signInAsDemo(page, request);
      await page.goto('/home/ucenter/order/index');
      await page.getByRole('button', { name: WORDS[lang].button }).first().click();
      await expect(page.getByText(WORDS[lang].copied, { exact: true })).toBeVisible();
      if (lang === 'en-us') await expect(page.getByText('复制成功')).toHaveCount(0);
    });
  }
});
