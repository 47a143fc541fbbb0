import type { Locator } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { apiToken, signInStaffAs, useLanguage } from '../support/shop';

// Seeded: "Shoes & bags" (category 3) holds Stride and Vigor goods among others; "Sports shoes"
// (16) has Size EU 38-44; "Yoga" (33) holds goods 65 (Vigor) and 66 "Cork yoga block pair"
// (Stride), which no other spec uses. The reviewers lily and michael sign in with reviewer1234.

/** The total the toolbar shows ("12 items" / "共12件商品"). */
async function listTotal(page: Page): Promise<number> {
  const text = await page.getByRole('region', { name: /^(Goods|商品)$/ }).locator('[aria-live="polite"]').innerText();
  return Number(/\d+/.exec(text)?.[0]);
}

/** Ticks a facet's checkbox: the tick is the URL's, shown once the router has moved (a moment after the click). */
async function tick(box: Locator): Promise<void> {
  await box.click();
  await expect(box).toBeChecked();
}

test.describe('facets and related searches', () => {
  test('pick a brand and a size in English: counts follow, and the URL opens the same list in a fresh page', async ({ page, browser }) => {
    await useLanguage(page, 'en-us');
    await page.goto('/home/goods/index?category_id=3');
    const facets = page.getByRole('region', { name: 'Filter by brand and specifications' });
    const brands = facets.getByRole('group', { name: 'Brand' });
    await expect(brands.getByRole('checkbox', { name: /^Stride \(\d+\)$/ })).toBeVisible();
    const before = await listTotal(page);
    const strideCount = Number(/\((\d+)\)/.exec(await brands.locator('label', { hasText: 'Stride' }).innerText())?.[1]);

    await tick(brands.getByRole('checkbox', { name: /^Stride / }));
    await expect(page).toHaveURL(/brand_id=\d+/);
    await expect.poll(() => listTotal(page)).toBe(strideCount);
    expect(strideCount).toBeLessThan(before);

    const size = facets.getByRole('group', { name: 'Size' });
    const sizeCountBefore = await size.locator('label', { hasText: 'EU 42' }).innerText();
    await tick(size.getByRole('checkbox', { name: /^EU 42 / }));
    await expect(page).toHaveURL(/attr=Size%3AEU\+42/);
    await expect(facets.getByRole('button', { name: 'Remove filter Size: EU 42' })).toBeVisible();
    const afterSize = await listTotal(page);
    expect(afterSize).toBeLessThanOrEqual(strideCount);
    expect(afterSize).toBe(Number(/\((\d+)\)/.exec(sizeCountBefore)?.[1]));
    // The brands now count the goods in EU 42 only: Stride's count is the list's.
    await expect(brands.getByRole('checkbox', { name: `Stride (${afterSize})` })).toBeChecked();
    const cards = await page.getByTestId('goods-card').allInnerTexts();

    // The link shared: a fresh browser opens the same filtered list, its choices ticked.
    const shared = page.url();
    const fresh = await browser.newPage();
    await fresh.addInitScript(() => window.localStorage.setItem('lang', 'en-us'));
    await fresh.goto(shared);
    await expect(fresh.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: /^Stride / })).toBeChecked();
    await expect(fresh.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: /^EU 42 / })).toBeChecked();
    await expect.poll(() => listTotal(fresh)).toBe(afterSize);
    expect(await fresh.getByTestId('goods-card').allInnerTexts()).toEqual(cards);
    await fresh.close();

    // Each card names its shop, a link to the shop's page.
    const shop = page.getByTestId('goods-card-shop').first();
    await expect(shop).toHaveAccessibleName('Shop: Stride Sports');
    await shop.click();
    await expect(page).toHaveURL(/\/home\/shop\/index\?id=2$/);

    await page.goBack();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).not.toHaveURL(/brand_id|attr=/);
    await expect.poll(() => listTotal(page)).toBe(before);
  });

  test('the facets come with the server’s HTML and are not asked for again in the browser, without hydration errors', async ({ browser, baseURL, request }) => {
    const html = await (await request.get('/home/goods/index?category_id=3&brand_id=5&attr=Size%3AEU+42&lang=en-us')).text();
    expect(html).toContain('aria-label="Filter by brand and specifications"');
    expect(html).toContain('Remove filter Size: EU 42');
    const context = await browser.newContext({ locale: 'en-US', baseURL });
    const visitor = await context.newPage();
    const reads: string[] = [];
    const errors: string[] = [];
    visitor.on('request', (sent) => sent.url().includes('/homeapi/') && reads.push(sent.url()));
    visitor.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.goto('/home/goods/index?category_id=3&brand_id=5&attr=Size%3AEU+42');
    await visitor.waitForLoadState('networkidle');
    await expect(visitor.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: /^EU 42 / })).toBeChecked();
    expect(reads.filter((read) => /\/goods\/(facets|index)/.test(read))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('search in Chinese: related searches from other shoppers, then a brand and a size narrow the results', async ({ page, request }) => {
    // Two shoppers searched 跑鞋 and 瑜伽垫 both: the search page offers the second beside the first.
    for (const account of ['lily', 'michael']) {
      const token = await apiToken(request, account, 'reviewer1234');
      for (const q of ['跑鞋', '瑜伽垫']) await request.get(`/homeapi/search/index?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${token}` } });
    }
    await useLanguage(page, 'zh-cn');
    await page.goto(`/home/search/index?q=${encodeURIComponent('跑鞋')}`);
    const related = page.getByRole('navigation', { name: '相关搜索' });
    await expect(related.getByRole('link', { name: '瑜伽垫' })).toHaveAttribute('href', `/home/search/index?q=${encodeURIComponent('瑜伽垫')}`);

    const facets = page.getByRole('region', { name: '按品牌和规格筛选' });
    await tick(facets.getByRole('group', { name: '品牌' }).getByRole('checkbox', { name: /^步履 / }));
    await expect(page).toHaveURL(/q=%E8%B7%91%E9%9E%8B&brand_id=\d+/);
    await tick(facets.getByRole('group', { name: '尺码' }).getByRole('checkbox', { name: /^42码 / }));
    await expect(page).toHaveURL(/attr=%E5%B0%BA%E7%A0%81%3A42%E7%A0%81/);
    await expect(facets.getByRole('button', { name: '移除筛选条件 尺码：42码' })).toBeVisible();
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    for (const text of await page.getByTestId('goods-card').allInnerTexts()) expect(text).toMatch(/鞋/);
    await expect(page.getByTestId('goods-card-shop').first()).toHaveAccessibleName('店铺：步履运动专营店');
  });

  test('an operator adds a brand and gives it to a product in the back office; the shop offers it as a facet', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    await signInStaffAs(page, request, 'operator');
    await page.goto('/home/admin/goods/category');
    const brandsTable = page.getByRole('table', { name: 'Brands' });
    await expect(brandsTable.getByRole('row').filter({ hasText: 'Stride' })).toBeVisible();
    await page.getByRole('button', { name: 'New brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'New brand' });
    await dialog.getByRole('textbox', { name: 'Chinese name' }).fill('软木坊');
    await dialog.getByRole('textbox', { name: 'English name' }).fill('Corkworks');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Brand saved')).toBeVisible();
    await expect(brandsTable.getByRole('row').filter({ hasText: 'Corkworks' })).toContainText('0');

    // A second brand of the same name is refused under its field.
    await page.getByRole('button', { name: 'New brand' }).click();
    await dialog.getByRole('textbox', { name: 'Chinese name' }).fill('软木坊');
    await dialog.getByRole('textbox', { name: 'English name' }).fill('Corkworks two');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Another brand has this name')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/home/admin/goods/edit?id=66');
    const brand = page.getByRole('combobox', { name: 'Brand' });
    await expect(brand).toHaveValue(/\d+/);
    await brand.selectOption({ label: 'Corkworks' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Goods saved')).toBeVisible();

    await page.goto('/home/goods/index?category_id=33');
    const brands = page.getByRole('group', { name: 'Brand' });
    await tick(brands.getByRole('checkbox', { name: 'Corkworks (1)' }));
    await expect(page.getByTestId('goods-card')).toHaveCount(1);
    await expect(page.getByTestId('goods-card')).toContainText('Cork yoga block pair');
  });
});
