import { expect, test } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { apiToken, signInAsDemo, useLanguage } from '../support/shop';

// Seeded: "Limited offer: keyboard and mouse set, 2 per person" is selling with no per-order cap;
// the demo member has a default address and a wallet balance, and has not bought it.

const OFFER = 'Limited offer: keyboard and mouse set, 2 per person';

test.describe('limited offers', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('buy up to the limit; then the page says 0 left, cannot buy, and the API refuses one more', async ({ page, request }) => {
    await signInAsDemo(page, request);
    await page.goto('/home/activity/limit/index');
    await expect(page.getByRole('link', { name: OFFER }).locator('xpath=ancestor::li[1]')).toContainText('Limit 2 per person');
    await page.getByRole('link', { name: OFFER }).click();
    await expect(page).toHaveURL(/\/home\/activity\/limit\/view\?id=\d+$/);
    const activityId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByTestId('limit-left')).toHaveText('Limit 2 per person, 2 left');

    const increase = page.getByRole('button', { name: 'Increase quantity' });
    await increase.click();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await expect(increase).toBeDisabled();
    await page.getByRole('button', { name: 'Buy now' }).click();

    await expect(page).toHaveURL(new RegExp(`/home/cart/confirm\\?type=limit&activity_id=${activityId}&sku_id=\\d+&quantity=2$`));
    await page.getByRole('radio', { name: 'Express delivery' }).check();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page).toHaveURL(/\/home\/cart\/cashier\?order_id=\d+/);

    await page.goto(`/home/activity/limit/view?id=${activityId}`);
    await expect(page.getByTestId('limit-left')).toHaveText('Limit 2 per person, 0 left');
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeDisabled();
    await expect(page.getByTestId('activity-blocked')).toHaveText('You have bought as many as this activity allows');

    const token = await apiToken(request, 'demo', 'demo1234');
    const view = await jsonOf<Envelope<{ skus: Array<{ sku_id: number }> }>>(await request.get(`/homeapi/activity/limit/view?id=${activityId}`));
    const oneMore = await request.post('/homeapi/order/create', {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en-us' },
      data: { type: 'limit', activity_id: activityId, sku_id: view.data.skus[0]!.sku_id, quantity: 1, delivery: 'pickup', store_id: 1 },
    });
    expect(oneMore.status()).toBe(400);
    expect(await jsonOf<Envelope<{ field: string }>>(oneMore)).toMatchObject({ msg: 'Limit 2 per person in this promotion; you can buy 0 more', data: { field: 'quantity' } });
  });
});
