import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInStaffAs, useLanguage } from '../support/shop';

// Rough edges of the walk-through (issue 32): a label that wrapped, links cut with room to spare and
// tabs that wrapped at the desktop width the back office is used at.

test.use({ viewport: { width: 1440, height: 900 } });

/** How many lines the text of each element takes: 1 when it sits on one line. */
async function linesOf(elements: Locator): Promise<number[]> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    }),
  );
}

const WORDS = {
  'en-us': { categories: 'Categories', top: 'Shoes & bags', menu: 'Goods categories', computers: 'Computers & office', tabs: 'Order status' },
  'zh-cn': { categories: '商品分类', top: '鞋靴箱包', menu: '商品分类', computers: '电脑办公', tabs: '订单状态' },
};

for (const lang of ['en-us', 'zh-cn'] as const) {
  const words = WORDS[lang];

  test(`a category's sub-category row keeps its label and links on one line each (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/home/goods/index');
    const categories = page.getByRole('navigation', { name: words.categories });
    await categories.getByRole('link', { name: words.top, exact: true }).click();
    await expect(categories.getByRole('link')).not.toHaveCount(0);
    const rows = categories.locator(':scope > div');
    await expect(rows).toHaveCount(2);
    for (const lines of await linesOf(rows.locator(':scope > span, a'))) expect(lines).toBe(1);
  });

  test(`the home page's category fly-out shows each sub-category whole (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/home/index');
    await page.getByRole('navigation', { name: words.menu }).getByRole('link', { name: new RegExp(`^${words.computers}`) }).hover();
    const links = page.getByTestId('category-submenu').getByRole('list').getByRole('link');
    await expect(links).not.toHaveCount(0);
    const cut = await links.evaluateAll((nodes) => nodes.filter((node) => node.scrollWidth > node.clientWidth).map((node) => node.textContent));
    expect(cut).toEqual([]);
    for (const lines of await linesOf(links)) expect(lines).toBe(1);
  });

  test(`the back office's order status tabs sit on one row at 1440 pixels (${lang})`, async ({ page, request }) => {
    await useLanguage(page, lang);
    await signInStaffAs(page, request, 'admin');
    await page.goto('/home/admin/order/index');
    const tabs = page.getByRole('group', { name: words.tabs }).getByRole('button');
    await expect(tabs).toHaveCount(8);
    await expect(tabs.last()).toContainText(/\(\d+\)/);
    const tops = await tabs.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
}
