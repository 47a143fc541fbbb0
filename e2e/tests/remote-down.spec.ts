import { expect, test, type Page } from '../support/test';
import { jsonOf, type FederationManifest, type PublishedRoutes } from '../support/json';
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

/** Serves a remote's file as if it had been built against React 20. */
async function builtForReact20(page: Page, file: 'routes.json' | 'mf-manifest.json') {
  await page.route(`**/remotes/catalog/${file}`, async (route) => {
    const response = await route.fetch();
    let body: PublishedRoutes | FederationManifest;
    if (file === 'routes.json') {
      body = await jsonOf<PublishedRoutes>(response);
      body.shared.react = '^20.0.0';
    } else {
      body = await jsonOf<FederationManifest>(response);
      for (const shared of body.shared) if (shared.name === 'react' || shared.name.startsWith('react/')) shared.requiredVersion = '^20.0.0';
    }
    await route.fulfill({ json: body, headers: { 'cache-control': 'no-cache' } });
  });
}

for (const file of ['routes.json', 'mf-manifest.json'] as const) {
  test(`a remote whose ${file} needs another React major is refused with the panel, the rest of the shop works`, async ({ page }) => {
    await useLanguage(page, 'en-us');
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await builtForReact20(page, file);
    // The server renders the first page from the files it reads itself (ADR 0039): the browser meets
    // the build it must refuse when it reads the remote's files, on its way to the remote's page.
    await page.goto('/home/index');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'All goods' }).click();
    await expect(page.getByRole('heading', { name: 'This part of the shop is unavailable' })).toBeVisible();
    await expect(page.getByTestId('goods-card')).toHaveCount(0);
    expect(errors.join('\n')).toContain('catalog remote is refused: needs react');
    expect(errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
    await page.locator('[data-block="search"] a').first().click();
    await expect(page.locator('[data-block="category"]')).toBeVisible();
  });
}
