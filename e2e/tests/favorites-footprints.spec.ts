import { expect, test } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { signInAsDemo, useLanguage } from '../support/shop';

// Seeded: goods 7 "Ceramic coffee mug 350 ml" (three colours) and goods 19 "Studio wired monitor
// headphones" (one SKU, so it goes to the cart straight from the favourites).
const MUG = 'Ceramic coffee mug 350 ml';
const HEADPHONES = 'Studio wired monitor headphones';
// Seeded: a purchase-limit offer that is selling.
const OFFER = 'Limited offer: keyboard and mouse set, 2 per person';

test.describe('footprints and favourites', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('view two products, find them in footprints, favourite one, find it in favourites, add it to the cart from there', async ({ page, request }) => {
    await signInAsDemo(page, request);
    await page.goto('/home/goods/view?id=7');
    await expect(page.getByRole('heading', { level: 1, name: MUG })).toBeVisible();
    await page.goto('/home/goods/view?id=19');
    await expect(page.getByRole('heading', { level: 1, name: HEADPHONES })).toBeVisible();
    // Favourite it, unless an earlier run on this database already did.
    const heart = page.getByRole('button', { name: /favourites/ });
    if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/home/ucenter/visit/index');
    const today = page.getByRole('region', { name: /^Today/ });
    const viewed = today.getByRole('listitem');
    await expect(viewed.first()).toHaveAccessibleName(HEADPHONES);
    await expect(viewed.nth(1)).toHaveAccessibleName(MUG);
    await expect(today.getByRole('link', { name: MUG })).toHaveAttribute('href', '/home/goods/view?id=7');

    await page.goto('/home/ucenter/collect/index');
    const favourite = page.getByRole('listitem', { name: HEADPHONES });
    await expect(favourite).toContainText('¥459.00');
    await favourite.getByRole('button', { name: `Add ${HEADPHONES} to the cart` }).click();
    await expect(page.getByText('Added to the cart')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart, [1-9]\d* items?$/ })).toBeVisible();

    await page.goto('/home/cart/index');
    await expect(page.getByRole('listitem', { name: HEADPHONES }).first()).toBeVisible();
  });

  test('an activity page the member opens is among the footprints, as its product', async ({ page, request }) => {
    await signInAsDemo(page, request);
    await page.goto('/home/goods/view?id=7');
    await expect(page.getByRole('heading', { level: 1, name: MUG })).toBeVisible();
    await page.goto('/home/activity/limit/index');
    await page.getByRole('link', { name: OFFER }).click();
    await expect(page).toHaveURL(/\/home\/activity\/limit\/view\?id=\d+$/);
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeVisible();
    const activityId = new URL(page.url()).searchParams.get('id');
    const offer = await jsonOf<Envelope<{ goods_id: number; name: string }>>(
      await request.get(`/homeapi/activity/limit/view?id=${activityId}`, { headers: { 'Accept-Language': 'en-us' } }),
    );

    await page.goto('/home/ucenter/visit/index');
    const viewed = page.getByRole('region', { name: /^Today/ }).getByRole('listitem');
    await expect(viewed.first()).toHaveAccessibleName(offer.data.name);
    await expect(viewed.first().getByRole('link', { name: offer.data.name })).toHaveAttribute('href', `/home/goods/view?id=${offer.data.goods_id}`);
    await expect(viewed.nth(1)).toHaveAccessibleName(MUG);
  });
});
