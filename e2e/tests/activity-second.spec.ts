import { expect, test } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { signInAsDemo, useLanguage, payFromWalletAtCashier } from '../support/shop';

// Seeded: twelve two-hour flash-sale slots from 00:00 China time, so one is always selling, each
// with products selling every day of the month; the demo member has a default address and a wallet
// balance. Which products sell depends on the hour, so the spec asks the API for one with units left.

type FlashCard = { id: number; title: string; state: string; stock: number };
type FlashDetail = { attr: Array<{ id: number; name: string; list: Array<{ id: number; value: string }> }>; skus: Array<{ sku_id: number; key: string; stock: number }>; limit: { per_order: number } };

test.describe('flash sale', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('from the home page, buy a selling flash deal and pay from the wallet; one past the per-order cap is refused', async ({ page, request }) => {
    const headers = { 'Accept-Language': 'en-us' };
    const selling = await jsonOf<Envelope<{ list: FlashCard[] }>>(await request.get('/homeapi/activity/second/index', { headers }));
    const deal = selling.data.list.find((card) => card.state === 'selling' && card.stock >= 10)!;
    expect(deal).toBeDefined();
    const detail = (await jsonOf<Envelope<FlashDetail>>(await request.get(`/homeapi/activity/second/view?id=${deal.id}`, { headers }))).data;
    const sku = detail.skus.find((option) => option.stock > 0)!;

    await signInAsDemo(page, request);
    await page.goto('/home/index');
    await page.getByRole('link', { name: 'Flash sale' }).first().click();
    await expect(page).toHaveURL(/\/home\/activity\/second\/index$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Flash sale' })).toBeVisible();
    const sessions = page.getByRole('navigation', { name: 'Today’s flash-sale sessions' });
    await expect(sessions.locator('[aria-current="true"]')).toContainText('Selling now');
    await expect(page.getByText(/ session · Selling now$/)).toBeVisible();

    const card = page.getByRole('link', { name: deal.title }).locator('xpath=ancestor::li[1]');
    await expect(card).toContainText('Buy now');
    await expect(card).toContainText('% sold');
    await page.getByRole('link', { name: deal.title }).click();
    await expect(page).toHaveURL(new RegExp(`/home/activity/second/view\\?id=${deal.id}$`));
    await expect(page.getByTestId('activity-price')).toContainText('Flash price');
    await expect(page.getByRole('timer').first()).toContainText('Ends in');
    await expect(page.getByTestId('activity-limit')).toContainText(`Up to ${detail.limit.per_order} per order`);

    // Choose the SKU's value in each spec group (none to choose when the product has no specs). A
    // product with a single SKU comes with it chosen, and clicking a chosen value clears it again.
    const chosen = new Map(sku.key.split(',').filter(Boolean).map((pair) => pair.split(':').map(Number) as [number, number]));
    for (const group of detail.attr) {
      const value = group.list.find((option) => option.id === chosen.get(group.id))!;
      const option = page.getByRole('group', { name: group.name }).getByRole('button', { name: value.value, exact: true });
      if (detail.skus.length > 1) await option.click();
      await expect(option).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/cart/confirm\\?type=second&activity_id=${deal.id}&sku_id=${sku.sku_id}&quantity=1$`));
    await page.getByRole('radio', { name: 'Express delivery' }).check();
    await page.getByRole('button', { name: 'Submit order' }).click();

    await payFromWalletAtCashier(page);

    // A link (or a hand-edited address) asking for more than one order may take is refused, and says why.
    const tooMany = detail.limit.per_order + 1;
    await page.goto(`/home/cart/confirm?type=second&activity_id=${deal.id}&sku_id=${sku.sku_id}&quantity=${tooMany}`);
    await expect(page.getByRole('alert').filter({ hasText: `At most ${detail.limit.per_order} per order in this promotion` })).toBeVisible();
  });
});
