import { expect, test } from '../support/test';
import { signInAsDemo, useLanguage, payFromWalletAtCashier } from '../support/shop';

// Seeded: the demo member has 1,200 points, a default address and a wallet balance; the points
// mall sells "Points + cash: resistance bands" for 500 points + 19.90 a unit.

test.describe('points mall', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('from the home page, exchange points plus cash, pay the cash, and find the points taken in the points log', async ({ page, request }) => {
    await signInAsDemo(page, request);
    await page.goto('/home/index');
    await page.getByRole('link', { name: 'Points mall' }).first().click();
    await expect(page).toHaveURL(/\/home\/activity\/point\/index$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My points' }).getByTestId('member-points')).toHaveText('1,200 points');

    await page.getByRole('link', { name: 'Points + cash: resistance bands' }).click();
    await expect(page).toHaveURL(/\/home\/activity\/point\/view\?id=\d+$/);
    await expect(page.getByTestId('activity-price')).toContainText('500 points + ¥19.90');
    await expect(page.getByTestId('member-points')).toHaveText('You have 1,200 points');
    await page.getByRole('button', { name: 'Exchange now' }).click();

    await expect(page).toHaveURL(/\/home\/cart\/confirm\?type=point&activity_id=\d+&sku_id=\d+&quantity=1$/);
    await page.getByRole('radio', { name: 'Express delivery' }).check();
    await expect(page.getByTestId('total-points')).toContainText('500');
    await page.getByRole('button', { name: 'Submit order' }).click();

    await payFromWalletAtCashier(page);

    await page.goto('/home/ucenter/wallet/index');
    await expect(page.getByTestId('wallet-points')).toHaveText(/700/);
    const newest = page.getByRole('region', { name: 'Points log' }).getByRole('row').nth(1);
    await expect(newest).toContainText('Points exchange');
    await expect(newest).toContainText('500');
  });
});
