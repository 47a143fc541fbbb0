import { expect, test } from '../support/test';
import { signInAsDemo, useLanguage } from '../support/shop';

// Seeded catalogue: goods 5 "Cloudstep running shoes" has Colour (Coral red, Cloud grey) and Size
// (EU 38-44); Coral red / EU 41 and Cloud grey / EU 40 are sold out.

test.describe('the catalogue', () => {
  test('search from the shell in English, with suggestions while typing', async ({ page }) => {
    await useLanguage(page, 'en-us');
    await page.goto('/home/goods/index');
    const box = page.getByRole('combobox', { name: 'Search keywords' });
    await box.fill('earph');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/search\/index\?q=earph$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for “earph”');
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    expect(await page.getByTestId('goods-card').count()).toBeGreaterThanOrEqual(3);
  });

  test('search in Chinese finds the same goods', async ({ page }) => {
    await useLanguage(page, 'zh-cn');
    await page.goto('/home/index');
    await page.getByRole('combobox', { name: '搜索关键词' }).fill('耳机');
    await page.getByRole('combobox', { name: '搜索关键词' }).press('Enter');
    await expect(page).toHaveURL(/\/home\/search\/index\?q=%E8%80%B3%E6%9C%BA$/);
    await expect(page.getByTestId('goods-card').first()).toContainText('耳机');
  });

  test('filter by category and price, sort by price and page through, all kept in the URL', async ({ page }) => {
    await useLanguage(page, 'en-us');
    await page.goto('/home/goods/index');
    await expect(page.getByTestId('goods-card')).toHaveCount(20);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).or(page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' })).click();
    await expect(page).toHaveURL(/page=2/);

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Phones & digital' }).click();
    await expect(page).toHaveURL(/category_id=1/);
    await expect(page).not.toHaveURL(/page=2/);

    await page.getByRole('button', { name: 'Price ↑' }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    const prices = async () =>
      (await page.getByTestId('goods-card').allInnerTexts()).map((text) => Number(/¥\s*([\d.]+)/.exec(text)?.[1]));
    await expect.poll(async () => {
      const list = await prices();
      return list.length > 1 && list.every((price, index) => price >= (list[index - 1] ?? price));
    }).toBe(true);

    await page.getByLabel('Minimum price').fill('500');
    await page.getByLabel('Maximum price').fill('3000');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/min_price=500/);
    await expect.poll(async () => (await prices()).every((price) => price >= 500 && price <= 3000)).toBe(true);

    // The list can be shared and the back button restores the previous filters.
    const shared = page.url();
    await page.goBack();
    await expect(page).not.toHaveURL(/min_price=500/);
    await page.goto(shared);
    await expect(page.getByLabel('Minimum price')).toHaveValue('500');
  });

  test('choose a SKU, see price and stock follow it, add to the cart and watch the badge', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    await signInAsDemo(page, request);
    await page.goto('/home/goods/view?id=5');
    await expect(page.getByRole('heading', { level: 1, name: 'Cloudstep running shoes' })).toBeVisible();

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Please choose/ })).toBeVisible();

    const colour = page.getByRole('group', { name: 'Colour' });
    const size = page.getByRole('group', { name: 'Size' });
    await colour.getByRole('button', { name: 'Coral red' }).click();
    await expect(size.getByRole('button', { name: 'EU 41' })).toBeDisabled();
    await colour.getByRole('button', { name: 'Cloud grey' }).click();
    await expect(size.getByRole('button', { name: 'EU 41' })).toBeEnabled();
    await expect(size.getByRole('button', { name: 'EU 40' })).toBeDisabled();
    await size.getByRole('button', { name: 'EU 42' }).click();
    await expect(page.getByText(/\d+ in stock/)).toBeVisible();

    const badge = page.getByTestId('cart-count');
    const before = Number((await badge.textContent()) || 0);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: /cart/i }).first()).toBeVisible();
    const after = before + 1;
    await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toHaveAccessibleName(`Cart, ${after} ${after === 1 ? 'item' : 'items'}`);
  });

  test('favourite a product and filter its reviews', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    await signInAsDemo(page, request);
    await page.goto('/home/goods/view?id=5');
    const favourite = page.getByRole('button', { name: /favourites/ });
    const wasOn = (await favourite.getAttribute('aria-pressed')) === 'true';
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', wasOn ? 'false' : 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: /favourites/ })).toHaveAttribute('aria-pressed', wasOn ? 'false' : 'true');

    await page.getByRole('tab', { name: /Reviews \(\d+\)/ }).click();
    const filters = page.getByRole('group', { name: 'Filter reviews' });
    await filters.getByRole('button', { name: /^Good/ }).click();
    const rated = (pattern: RegExp) => page.getByRole('img', { name: pattern });
    await expect(rated(/Rated [45] out of 5/).first()).toBeVisible();
    await expect(rated(/Rated [123] out of 5/)).toHaveCount(0);
    await filters.getByRole('button', { name: /^Bad/ }).click();
    await expect(rated(/Rated [345] out of 5/)).toHaveCount(0);
  });

  test('a visitor who adds to the cart signs in first and comes back', async ({ page }) => {
    await useLanguage(page, 'en-us');
    await page.goto('/home/goods/view?id=19');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/home\/user\/login\?redirect=/);
    await page.getByLabel('Username or phone').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home\/goods\/view\?id=19$/);
  });

  test('product 2: option labels whole, the description with table spacing and list bullets, and breadcrumbs', async ({ page }) => {
    await useLanguage(page, 'en-us');
    await page.goto('/home/goods/view?id=2');
    await expect(page.getByRole('heading', { level: 1, name: 'AirBook 14 ultralight laptop' })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.locator('[aria-current="page"]')).toHaveText('AirBook 14 ultralight laptop');
    await expect(trail.getByRole('link')).toHaveText(['Home', 'All goods', 'Computers & office', 'Laptops']);
    const label = page.getByRole('group', { name: 'Configuration' }).getByText('Configuration', { exact: true });
    await expect(label).toBeVisible();
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const content = page.getByTestId('goods-content');
    const cell = content.locator('td').first();
    expect(parseFloat(await cell.evaluate((el) => getComputedStyle(el).paddingLeft))).toBeGreaterThanOrEqual(8);
    expect(await content.locator('li').first().evaluate((el) => getComputedStyle(el).listStyleType)).toBe('disc');
  });

  test('a search too long for the server says so once, with no retry and a heading that stays on the page', async ({ page }) => {
    await useLanguage(page, 'en-us');
    const q = 'wireless noise cancelling headphones with long battery life and a case';
    await page.goto(`/home/search/index?q=${encodeURIComponent(q)}`);
    await expect(page.getByRole('alert').filter({ hasText: 'These search keywords are too long to search for.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByText(/at most 50 characters/)).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading goods' })).toHaveCount(0);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((el) => el.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);
  });

  test('a page past the end offers the last page', async ({ page }) => {
    await useLanguage(page, 'en-us');
    await page.goto('/home/goods/index?page=99');
    await expect(page.getByText(/There is no page 99/)).toBeVisible();
    await expect(page.getByText('No goods match these filters.')).toHaveCount(0);
    await page.getByRole('button', { name: /Go to the last page/ }).click();
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
  });

  test('quick add from a product card: the SKU chooser by keyboard, a single SKU at once', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    await signInAsDemo(page, request);
    await page.goto('/home/shop/index?id=2');
    const quickAdd = page.getByRole('button', { name: 'Add to cart: Cloudstep running shoes' });
    await quickAdd.focus();
    await expect(quickAdd).toBeVisible();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: /Choose options: Cloudstep running shoes/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Cloud grey' }).click();
    await dialog.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'EU 44' }).click();
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' }).first()).toBeVisible();
    await expect(quickAdd).toBeFocused();
  });

  test('an unknown or off-shelf product answers not found', async ({ page }) => {
    await useLanguage(page, 'en-us');
    await page.goto('/home/goods/view?id=33');
    await expect(page).toHaveURL(/\/home\/public\/404$/);
    await expect(page.getByRole('heading', { name: 'The page you are visiting does not exist' })).toBeVisible();
  });

  test('visit a shop and browse its goods', async ({ page }) => {
    await useLanguage(page, 'en-us');
    await page.goto('/home/goods/view?id=5');
    await page.getByRole('link', { name: /Visit shop: Stride Sports/ }).click();
    await expect(page).toHaveURL(/\/home\/shop\/index\?id=2/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stride Sports' })).toBeVisible();
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
  });
});
