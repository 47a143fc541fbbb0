import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signInStaffAs, staffToken, useLanguage } from '../support/shop';

// Seeded: the designer (design.*, media.edit) and the administrator; the global layout of both
// languages has the navigation entries Home/首页 and All goods/全部商品 and a first footer column
// Shopping guide/购物指南 whose first link is How to order/购物流程. Each test puts back what it
// changed (a rollback, or the site title saved again), so the other specs see the seeded shop.
// The designer and the shopper are two tabs of one window: each step brings its tab to the front
// first, as a person switches tabs (Chromium slows the animation frames of the design editor in a
// tab behind another one to two a second, which Playwright waits on before every click).

/** A 1×1 PNG; the byte after its end makes each test's picture a file of its own. */
const png = (variant: number) =>
  Buffer.from([...Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'), variant]);

async function uploadToLibrary(request: APIRequestContext, variant: number): Promise<string> {
  const token = await staffToken(request, 'designer');
  const response = await request.post('/homeapi/admin/media/upload', { headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, data: png(variant) });
  const body = (await response.json()) as { code: number; data: { url: string } };
  expect(body.code).toBe(1);
  return body.data.url;
}

const cases = [
  {
    lang: 'en-us',
    variant: 1,
    h1: 'Store design',
    kind: /Global layout/,
    places: '4 places',
    nav: 'Home',
    navEdited: 'Deals',
    allGoods: 'All goods',
    footerLink: 'How to order',
    footerEdited: 'Ordering, step by step',
    navList: 'Navigation links 1',
    footerEntry: 'Footer column 1 (the first link is its title) 2',
    text: 'Text',
    choose: 'Choose from library: Logo',
    dialog: 'Choose a picture',
    pick: 'Choose picture 1',
    logo: 'Home',
    save: 'Save draft',
    saved: /Draft saved/,
    publish: 'Publish',
    confirm: 'Publish now',
    published: /Published as version/,
    history: 'History',
    rollBack: 'Roll back to version 1',
    confirmRollBack: 'Roll back',
    live: /is live again/,
    siteH1: 'Site settings',
    siteTitle: 'Site title (ends every page title)',
    newTitle: 'Lumen Outlet',
    siteSave: 'Save',
    siteSaved: /Site settings saved/,
  },
  {
    lang: 'zh-cn',
    variant: 2,
    h1: '店铺装修',
    kind: /全局布局/,
    places: '4个位置',
    nav: '首页',
    navEdited: '特惠',
    allGoods: '全部商品',
    footerLink: '购物流程',
    footerEdited: '下单流程',
    navList: '导航链接1',
    footerEntry: '页脚第1列（第一个链接为列标题）2',
    text: '文字',
    choose: '从图片库选择: Logo',
    dialog: '选择图片',
    pick: '选择第1张图片',
    logo: '首页',
    save: '保存草稿',
    saved: /草稿已保存/,
    publish: '发布',
    confirm: '立即发布',
    published: /已发布为第/,
    history: '历史版本',
    rollBack: '回滚到第 1 版',
    confirmRollBack: '回滚',
    live: /已重新上线/,
    siteH1: '站点设置',
    siteTitle: '站点标题（显示在每个页面标题末尾）',
    newTitle: '流明 奥莱',
    siteSave: '保存',
    siteSaved: /站点设置已保存/,
  },
] as const;

/** A shopper on the help centre, who then moves to All goods inside the shop (no reload). */
async function shopperNavigates(shop: Page, allGoods: string) {
  await shop.bringToFront();
  await shop.getByRole('navigation').getByRole('link', { name: allGoods, exact: true }).first().click();
  await expect(shop).toHaveURL(/\/home\/goods\/index/);
}

for (const c of cases) {
  test(`a designer changes a navigation entry, a footer link and the logo, publishes, and a shopper sees them at the next page; rolled back (${c.lang})`, async ({ page, request }) => {
    const logoUrl = await uploadToLibrary(request, c.variant);
    await useLanguage(page, c.lang);
    const shop = await page.context().newPage();
    await useLanguage(shop, c.lang);
    await shop.goto('/home/page/view');
    const nav = shop.getByRole('navigation').filter({ has: shop.getByRole('link', { name: c.allGoods, exact: true }) }).first();
    await expect(nav.getByRole('link', { name: c.nav, exact: true })).toBeVisible();

    await page.bringToFront();
    await signInStaffAs(page, request, 'designer');
    await page.goto('/home/admin/design/index');
    await expect(page.getByRole('heading', { level: 1, name: c.h1 })).toBeVisible();
    await page.getByRole('tab', { name: c.kind }).click();
    const places = page.getByRole('region', { name: c.places });
    const preview = page.getByTestId('design-preview');

    await places.getByRole('button', { name: /^3\./ }).click();
    await page.getByLabel(c.navList, { exact: true }).getByRole('textbox', { name: c.text, exact: true }).fill(c.navEdited);
    await expect(preview.getByText(c.navEdited, { exact: true })).toBeVisible();

    await places.getByRole('button', { name: /^4\./ }).click();
    await page.getByLabel(c.footerEntry, { exact: true }).getByRole('textbox', { name: c.text, exact: true }).fill(c.footerEdited);
    await expect(preview.getByText(c.footerEdited, { exact: true })).toBeVisible();

    await places.getByRole('button', { name: /^2\./ }).click();
    await page.getByRole('button', { name: c.choose }).click();
    await page.getByRole('dialog', { name: c.dialog }).getByRole('button', { name: c.pick }).click();
    await expect(preview.locator(`[data-block="search"] img[src="${logoUrl}"]`)).toHaveCount(1);

    await page.getByRole('button', { name: c.save }).click();
    await expect(page.getByText(c.saved)).toBeVisible();
    await page.getByRole('button', { name: c.publish, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: c.confirm }).click();
    await expect(page.getByText(c.published)).toBeVisible();

    // The shopper's next page inside the shop shows the new layout: no reload.
    await shopperNavigates(shop, c.allGoods);
    await expect(nav.getByRole('link', { name: c.navEdited, exact: true })).toBeVisible();
    await expect(shop.locator('footer[data-block="footer"]').getByRole('link', { name: c.footerEdited, exact: true })).toBeVisible();
    await expect(shop.locator('[data-block="search"]').getByRole('img', { name: c.logo })).toHaveAttribute('src', logoUrl);

    // Back to the layout the shop opened with.
    await page.bringToFront();
    await page.getByRole('button', { name: c.history }).click();
    await page.getByRole('dialog').getByRole('button', { name: c.rollBack }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: c.confirmRollBack, exact: true }).click();
    await expect(page.getByText(c.live)).toBeVisible();
    await shop.bringToFront();
    await shop.goto('/home/page/view');
    await expect(nav.getByRole('link', { name: c.nav, exact: true })).toBeVisible();
    await expect(shop.locator('footer[data-block="footer"]').getByRole('link', { name: c.footerLink, exact: true })).toBeVisible();
    await shop.close();
  });

  test(`an administrator changes the site title and a shopper's page title changes at the next page (${c.lang})`, async ({ page, request }) => {
    await useLanguage(page, c.lang);
    const shop = await page.context().newPage();
    await useLanguage(shop, c.lang);
    await shop.goto('/home/page/view');

    await page.bringToFront();
    await signInStaffAs(page, request, 'admin');
    await page.goto('/home/admin/system/site');
    await expect(page.getByRole('heading', { level: 1, name: c.siteH1 })).toBeVisible();
    const title = page.getByRole('textbox', { name: c.siteTitle }).nth(c.lang === 'zh-cn' ? 0 : 1);
    const seeded = await title.inputValue();
    await expect(shop).toHaveTitle(new RegExp(`${seeded.replace(/\s/g, '')}$`));
    await title.fill(c.newTitle);
    await page.getByRole('button', { name: c.siteSave, exact: true }).click();
    await expect(page.getByText(c.siteSaved)).toBeVisible();

    await shopperNavigates(shop, c.allGoods);
    await expect(shop).toHaveTitle(new RegExp(`${c.newTitle.replace(/\s/g, '')}$`));

    // The title the shop opened with, again.
    await page.bringToFront();
    await title.fill(seeded);
    await page.getByRole('button', { name: c.siteSave, exact: true }).click();
    await expect(page.getByText(c.siteSaved).first()).toBeVisible();
    await shop.close();
  });
}
