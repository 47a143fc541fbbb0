import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/shop';

test('a remote that cannot be reached leaves the layout and other pages working, and retry recovers', async ({ page }) => {
  await useLanguage(page, 'en-us');
  // A returning shopper: the browser already knows which pages the member-centre remote publishes.
  await page.goto('/home/user/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Then that remote is made unreachable on purpose.
  await page.route('**/remotes/ucenter/**', (route) => route.abort('connectionrefused'));

  await page.reload();
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

test('a first-time visitor whose remote is down gets the panel, not the error page, and retry recovers', async ({ page }) => {
  await useLanguage(page, 'zh-cn');
  await page.route('**/remotes/ucenter/**', (route) => route.abort('connectionrefused'));
  await page.goto('/home/user/register');
  await expect(page.getByRole('heading', { name: '该板块暂时无法使用' })).toBeVisible();
  await page.unroute('**/remotes/ucenter/**');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page).toHaveTitle(/^注册-/);
  await expect(page.getByRole('button', { name: '注册' })).toBeVisible();
});
