import { expect, test, type APIRequestContext } from '../support/test';
import { apiToken, callApi, readyPickupOrder, signInAsDemo, useLanguage } from '../support/shop';

// Goods 7 is the ceramic mug (39.00). The demo member buys one, pays from the wallet, the shop hands
// it over at the store, the member confirms receipt: a received order waiting for its review.

const MUG = 7;
/** A real 1×1 PNG, the photo the member attaches. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function receivedMugOrder(request: APIRequestContext, member: string): Promise<number> {
  const orderId = await readyPickupOrder(request, member, MUG);
  await callApi(request, member, 'POST', 'order/confirm_receipt', { id: orderId });
  return orderId;
}

const pointsOf = async (request: APIRequestContext, member: string) => (await callApi<{ points: number }>(request, member, 'GET', 'user/center')).points;

test.describe('reviews', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('a member reviews a received order with stars, text and a photo; the order completes, points grow, the product page shows it', async ({ page, request }) => {
    const member = await apiToken(request, 'demo', 'demo1234');
    const orderId = await receivedMugOrder(request, member);
    const pointsBefore = await pointsOf(request, member);
    await signInAsDemo(page, request);

    await page.goto('/home/ucenter/order/index?status=unreviewed');
    const order = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Review' }) }).filter({ hasText: 'Ceramic coffee mug' }).first();
    await expect(order).toBeVisible();
    await page.goto(`/home/ucenter/order/evaluate?order_id=${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Review goods' })).toBeVisible();

    const card = page.getByRole('region', { name: /Ceramic coffee mug/ });
    await page.getByRole('button', { name: 'Submit reviews' }).click();
    await expect(card.getByRole('alert')).toHaveText('Please rate the goods');

    const stars = card.getByRole('radiogroup', { name: 'Rating' });
    await stars.getByRole('radio', { name: '3 stars' }).check();
    await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const words = `Keeps coffee hot <b>all morning</b> ${Date.now()}`;
    await card.getByRole('textbox', { name: 'Your review' }).fill(words);
    await card.getByLabel('Add photo').setInputFiles({ name: 'mug.png', mimeType: 'image/png', buffer: PNG });
    await expect(card.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit reviews' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you for your reviews!' })).toBeFocused();
    const earned = page.getByText(/You earned \d+ points and now have \d+ points\./);
    await expect(earned).toBeVisible();
    const [, granted, total] = /earned (\d+) points and now have (\d+)/.exec((await earned.textContent())!)!;
    expect(Number(granted)).toBeGreaterThanOrEqual(39);
    expect(await pointsOf(request, member)).toBe(pointsBefore + Number(granted));
    expect(Number(total)).toBe(pointsBefore + Number(granted));

    await page.goto(`/home/ucenter/order/detail?id=${orderId}`);
    await expect(page.getByRole('region', { name: 'Completed' })).toBeVisible();
    // Reviewed once: the form is closed to it now.
    await page.goto(`/home/ucenter/order/evaluate?order_id=${orderId}`);
    await expect(page.getByText('You have already reviewed this order')).toBeVisible();

    await page.goto('/home/ucenter/order/comment');
    const mine = page.getByRole('list', { name: 'My reviews' }).getByRole('listitem').filter({ hasText: words }).first();
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

    await page.goto(`/home/goods/view?id=${MUG}`);
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await page.getByRole('group', { name: 'Filter reviews' }).getByRole('button', { name: /With pictures/ }).click();
    const shown = page.getByRole('listitem').filter({ hasText: words }).first();
    await expect(shown).toBeVisible();
    // Text stays text: the markup the member typed is shown, not applied.
    await expect(shown.locator('b')).toHaveCount(0);
    await shown.getByRole('button', { name: 'Open review photo 1 of 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Review photo 1 of 1' });
    const photo = viewer.getByRole('img', { name: 'Review photo 1' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
});
