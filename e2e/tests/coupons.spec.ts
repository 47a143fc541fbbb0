import { expect, test } from '../support/test';
import { signInAsNewMember, useLanguage } from '../support/shop';

// Seeded: the coupon centre offers "Everyday saver" (¥10 off orders over ¥99, unlimited, one per
// member); goods 19 "Studio wired monitor headphones" (459.00) has a single SKU.

test.describe('coupons', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('claim a coupon in the coupon centre, find it under unused, spend it at checkout, find it under used', async ({ page, request }) => {
    await signInAsNewMember(page, request);
    await page.goto('/home/ucenter/coupon/index');
    await expect(page.getByRole('heading', { level: 1, name: 'My coupons' })).toBeVisible();
    const unusedTab = page.getByRole('tab', { name: /^Unused/ });
    await expect(unusedTab).toHaveText(/\d+$/);
    const unusedBefore = Number((await unusedTab.textContent())!.match(/\d+$/)![0]);

    await page.getByRole('tab', { name: 'Coupon centre' }).click();
    await expect(page).toHaveURL(/\/home\/ucenter\/coupon\/index\?tab=centre$/);
    const offer = page.getByRole('listitem', { name: 'Everyday saver' });
    await expect(offer).toContainText('¥10');
    await expect(offer).toContainText('Orders over ¥99');
    await expect(offer).toContainText('Unlimited');
    await offer.getByRole('button', { name: 'Claim Everyday saver' }).click();
    await expect(page.getByText('Coupon claimed. Find it under Unused.')).toBeVisible();
    await expect(offer.getByText('Claimed', { exact: true })).toBeVisible();
    // The scoped offer says which goods it is for.
    await expect(page.getByRole('listitem', { name: 'Shoes & bags refresh' })).toContainText('Only Shoes & bags');

    await unusedTab.click();
    await expect(unusedTab).toHaveText(`Unused ${unusedBefore + 1}`);
    const held = page.getByRole('listitem', { name: 'Everyday saver' });
    await expect(held.getByRole('link', { name: 'Use Everyday saver now' })).toHaveAttribute('href', '/home/goods/index');

    await page.goto('/home/goods/view?id=19');
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/home\/cart\/confirm\?type=buy&sku_id=\d+&quantity=1/);
    await page.getByRole('radio', { name: 'Store pickup' }).check();
    await page.getByRole('radiogroup', { name: 'Pickup store' }).getByRole('radio').first().check();
    const coupon = page.getByRole('combobox', { name: 'Coupon' });
    // Checkout names a coupon by its terms: the claimed one is the only ¥10 off.
    await coupon.selectOption({ label: '¥10.00 off orders over ¥99.00' });
    await expect(page.getByTestId('total-discount')).toContainText('10.00');
    await expect(page.getByTestId('total-payable')).toContainText('449.00');
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page).toHaveURL(/\/home\/cart\/cashier\?order_id=\d+/);

    await page.goto('/home/ucenter/coupon/index?tab=used');
    const used = page.getByRole('listitem', { name: 'Everyday saver' });
    await expect(used.getByText('Used', { exact: true })).toBeVisible();
    await expect(used.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /^Unused/ })).toHaveText(`Unused ${unusedBefore}`);
  });
});
