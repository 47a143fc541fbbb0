import { expect, test, type Page } from '../support/test';
import { signInStaffAs, useLanguage } from '../support/shop';

// Seeded: the back-office user designer (design.view, design.edit, design.publish), password
// designer1234; the home page of both languages ends with a style-2 title "More to love" (猜你喜欢)
// above a goods grid. Each test rolls its language's design back to what it found, so the other
// specs see the seeded home page. The designer and the shopper are two tabs of one window: each
// step brings its tab to the front first, as a person switches tabs (see back-office-storefront).

const EDITOR = '/home/admin/design/index';

const cases = [
  { lang: 'en-us', seeded: 'More to love', edited: 'Designer’s picks', h1: 'Store design', block: /Title\s*More to love$/, field: 'Title', save: 'Save draft', saved: /Draft saved/, publish: 'Publish', dialog: /^Publish the/, confirm: 'Publish now', published: /Published as version/, history: 'History', rollBack: 'Roll back to version 1', confirmRollBack: 'Roll back', live: /is live again/ },
  { lang: 'zh-cn', seeded: '猜你喜欢', edited: '设计师精选', h1: '店铺装修', block: /标题\s*猜你喜欢$/, field: '标题', save: '保存草稿', saved: /草稿已保存/, publish: '发布', dialog: /^发布/, confirm: '立即发布', published: /已发布为第/, history: '历史版本', rollBack: '回滚到第 1 版', confirmRollBack: '回滚', live: /已重新上线/ },
] as const;

/** The shopper's home page heading of the block, as a shopper sees it. */
const shopHeading = (shop: Page, name: string) => shop.locator('[data-testid="home-page"]').getByRole('heading', { level: 2, name, exact: true });

for (const c of cases) {
  test(`a designer retitles a home block, previews it, publishes it and the shopper sees it (${c.lang})`, async ({ page, request }) => {
    await useLanguage(page, c.lang);
    // A shopper who visited before: the home page kept from that visit must not hide the new design.
    const shop = await page.context().newPage();
    await useLanguage(shop, c.lang);
    await shop.goto('/home/index');
    await expect(shopHeading(shop, c.seeded)).toBeVisible();

    await page.bringToFront();
    await signInStaffAs(page, request, 'designer');
    await page.goto(EDITOR);
    await expect(page.getByRole('heading', { level: 1, name: c.h1 })).toBeVisible();
    await page.getByRole('button', { name: c.block }).click();
    const title = page.getByRole('textbox', { name: c.field, exact: true });
    await expect(title).toHaveValue(c.seeded);
    await title.fill(c.edited);
    const preview = page.getByTestId('design-preview');
    await expect(preview.getByText(c.edited, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: c.save }).click();
    await expect(page.getByText(c.saved)).toBeVisible();
    await page.getByRole('button', { name: c.publish, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: c.dialog });
    await dialog.getByRole('button', { name: c.confirm }).click();
    await expect(page.getByText(c.published)).toBeVisible();

    await shop.bringToFront();
    await shop.reload();
    await expect(shopHeading(shop, c.edited)).toBeVisible();
    await expect(shopHeading(shop, c.seeded)).toHaveCount(0);

    // Back to the design the shop opened with, from the history.
    await page.bringToFront();
    await page.getByRole('button', { name: c.history }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: c.rollBack }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: c.confirmRollBack, exact: true }).click();
    await expect(page.getByText(c.live)).toBeVisible();
    await expect(page.getByRole('textbox', { name: c.field, exact: true })).toHaveValue(c.seeded);
    await shop.bringToFront();
    await shop.reload();
    await expect(shopHeading(shop, c.seeded)).toBeVisible();
    await shop.close();
  });
}
