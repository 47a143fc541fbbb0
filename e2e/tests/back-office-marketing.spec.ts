import { expect, test, type Page } from '../support/test';
import { signInStaffAs, useLanguage } from '../support/shop';

// Seeded: the back-office users operator and warehouse (password `<name>1234`); product 30, on sale
// and in no activity; the help article "Account security" (账户安全), which no other spec reads.

const ACTIVITIES = '/home/admin/marketing/activity';
const HELP_ADMIN = '/home/admin/content/help';
const GOODS_ID = '30';

/** A moment as a datetime-local input of the back office takes it: China time (UTC+8), whatever this machine's zone. */
const localInput = (date: Date) => new Date(date.getTime() + 8 * 60 * 60_000).toISOString().slice(0, 16);

/** Switches the shop's language for the next page load, as the language menu does. */
async function switchLanguage(page: Page, lang: 'en-us' | 'zh-cn'): Promise<void> {
  await page.evaluate((code) => window.localStorage.setItem('lang', code), lang);
}

test.describe('back-office marketing', () => {
  test('an operator creates a limited offer, the shop lists it, and stopping it takes it off the shop', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    await signInStaffAs(page, request, 'operator');
    await page.goto(`${ACTIVITIES}?type=limit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Limited offers' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: 'New activity' }).click();
    await expect(page).toHaveURL(/\/home\/admin\/marketing\/activity\/edit\?type=limit$/);

    const title = `Back-office offer ${Date.now()}`;
    const now = Date.now();
    await page.getByLabel('Title (Chinese)').fill(`后台限购 ${now}`);
    await page.getByLabel('Title (English)').fill(title);
    await page.getByLabel('Starts').fill(localInput(new Date(now - 60 * 60_000)));
    await page.getByLabel('Ends').fill(localInput(new Date(now + 7 * 24 * 60 * 60_000)));
    await page.getByLabel('Limit per member (0 = none)').fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Choose a product first')).toBeVisible();

    await page.getByLabel('Product ID').fill(GOODS_ID);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByTestId('chosen-goods')).toContainText(`ID ${GOODS_ID}`);
    const skus = page.getByRole('table', { name: 'SKUs in the activity' });
    await expect(skus.getByRole('checkbox').first()).toBeChecked();
    await skus.getByRole('textbox', { name: /^Activity price of/ }).first().fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(skus.getByText('The price must be at least ¥0.01')).toBeVisible();
    await skus.getByRole('textbox', { name: /^Activity price of/ }).first().fill('9.90');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The activity has been created')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/admin\/marketing\/activity\/edit\?id=\d+$/);

    await page.goto('/home/activity/limit/index');
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    await page.goto(`${ACTIVITIES}?type=limit`);
    await page.getByRole('button', { name: `Stop ${title}` }).click();
    await page.getByRole('alertdialog', { name: 'Stop this activity?' }).getByRole('button', { name: 'Stop it' }).click();
    await expect(page.getByText('The activity has stopped')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Stopped');
    await expect(page.getByRole('button', { name: `Start ${title}` })).toBeVisible();

    await page.goto('/home/activity/limit/index');
    await expect(page.getByRole('heading', { level: 1, name: 'Limited offers' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });

  test('an operator renames a help article in Chinese, and the help centre shows the new English title', async ({ page, request }) => {
    await useLanguage(page, 'zh-cn');
    await signInStaffAs(page, request, 'operator');
    await page.goto(HELP_ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: '帮助文章' })).toBeVisible();
    await page.getByRole('searchbox', { name: '搜索标题' }).fill('账户安全');
    await page.getByRole('button', { name: '编辑账户安全' }).click();
    const editor = page.getByRole('dialog', { name: '编辑文章' });
    await editor.getByLabel('标题（英文）').fill('Keeping your account safe');
    await editor.getByRole('tab', { name: '英文' }).click();
    await expect(editor.getByRole('region', { name: '预览' })).not.toBeEmpty();
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(editor.getByRole('status')).toContainText('已保存');
    const href = await editor.getByRole('link', { name: '在帮助中心打开' }).getAttribute('href');
    expect(href).toMatch(/^\/home\/page\/view\?id=\d+$/);
    await editor.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('table', { name: '帮助文章' })).toContainText('Keeping your account safe');

    await switchLanguage(page, 'en-us');
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1, name: 'Keeping your account safe' })).toBeVisible();
  });

  test('the warehouse has no Marketing in its sidebar, and the activities page answers “no permission”', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    await signInStaffAs(page, request, 'warehouse');
    await page.goto('/home/admin/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Back-office menu' });
    await expect(sidebar.getByRole('link').first()).toBeVisible();
    await expect(sidebar).not.toContainText('Marketing');
    await expect(sidebar).not.toContainText('Help articles');
    await page.goto(ACTIVITIES);
    await expect(page.getByRole('heading', { level: 1, name: 'No permission' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
