import { expect, test, type Page } from '../support/test';
import { useLanguage } from '../support/shop';

/** Tabs until the focused element matches, at most `limit` times; returns whether it got there. */
async function tabTo(page: Page, matches: (page: Page) => Promise<boolean>, limit = 60): Promise<boolean> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await matches(page)) return true;
  }
  return false;
}

const focusedIs = (selector: string) => (page: Page) => page.evaluate((s) => Boolean(document.activeElement?.matches(s)), selector);

for (const [lang, words] of [
  ['en-us', { skip: 'Skip to content', search: 'Search keywords', other: '简体中文', current: 'English', categories: 'Goods categories' }],
  ['zh-cn', { skip: '跳到主要内容', search: '搜索关键词', other: 'English', current: '简体中文', categories: '商品分类' }],
] as const) {
  test.describe(`keyboard paths (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto('/home/index');
      await expect(page.locator('[data-block="category"]')).toBeVisible();
    });

    test('the skip link comes first and moves focus to the page content', async ({ page }) => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: words.skip });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      await expect(page).toHaveURL(/\/home\/index$/);
      // The next Tab lands inside the page, not back in the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    });

    test('search by keyboard: type, choose a suggestion with the arrows, Escape keeps the text', async ({ page }) => {
      const input = page.getByRole('combobox', { name: words.search });
      expect(await tabTo(page, focusedIs('input[type="search"]'))).toBe(true);
      // The focused box shows a focus ring.
      const ring = await page.locator('form[role="search"]').evaluate((form) => getComputedStyle(form).boxShadow);
      expect(ring).not.toBe('none');
      await expect(input).toHaveAttribute('maxlength', '50');
      await page.keyboard.type(lang === 'en-us' ? 'phone' : '手机');
      const options = page.getByRole('option');
      await expect(options.first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(options.first()).toBeHidden();
      await expect(input).toHaveValue(lang === 'en-us' ? 'phone' : '手机');
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      const chosen = (await options.first().textContent())!.trim();
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/home/search/index\\?q=${encodeURIComponent(chosen).replace(/[()]/g, '\\$&')}`));
      await expect(input).toHaveValue(chosen);
    });

    test('the language menu opens on the current language and moves with the arrow keys', async ({ page }) => {
      expect(await tabTo(page, focusedIs('button[aria-haspopup="menu"]'))).toBe(true);
      await page.keyboard.press('ArrowDown');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      const current = menu.getByRole('menuitemradio', { name: words.current });
      await expect(current).toBeFocused();
      await expect(current).toHaveAttribute('aria-checked', 'true');
      await expect(menu.getByRole('menuitemradio', { name: words.other })).toHaveAttribute('aria-checked', 'false');
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitemradio', { name: words.other })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(current).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(page.locator('button[aria-haspopup="menu"]')).toBeFocused();
    });

    test('the category menu opens a sub-menu on focus, walks into it and closes on Escape', async ({ page }) => {
      const menu = page.getByRole('navigation', { name: words.categories });
      expect(await tabTo(page, async () => menu.evaluate((nav) => nav.contains(document.activeElement)))).toBe(true);
      const submenu = page.getByTestId('category-submenu');
      await expect(submenu).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await submenu.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(submenu).toHaveCount(0);
      expect(await menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
      // Every stop on the way showed a focus outline.
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      expect(outline).not.toBe('none');
    });
  });
}
