import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/shop';

test('a remote that cannot be reached leaves the layout and other pages working, and retry recovers', async ({ page }) => {
  await useLanguage(page, 'en-us');
  // The member-centre remote is made unreachable on purpose.
  await page.route('**/remotes/ucenter/**', (route) => route.abort('connectionrefused'));

  await page.goto('/home/user/login');
  await expect(page.getByRole('heading', { name: 'This part of the shop is unavailable' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search keywords' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in-LumenMall');

  // Another remote's page still works.
  await page.locator('[data-block="search"] a').first().click();
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(page.locator('[data-block="category"]')).toBeVisible();

  // The remote comes back: retry shows the page without a reload.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute('**/remotes/ucenter/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
