import { expect, test } from '../support/test';
import { useLanguage } from '../support/shop';

// Seeded: the footer links to help articles 1..7 (How to order … Our story); the help centre's
// reading order runs How to order → Group buying rules → … and FAQ → Shipping times.

test.describe('help centre', () => {
  test('from the footer to an article, on to the next one, and a search, in English', async ({ page }) => {
    await useLanguage(page, 'en-us');
    // From the goods list: the home page's recommendations load more as the footer comes near and push
    // it down, as a mall's endless feed does; the list's footer stays where it is once its goods are there.
    await page.goto('/home/goods/index');
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'How to order' }).click();

    await expect(page).toHaveURL(/\/home\/page\/view\?id=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How to order' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Help centre›Shopping guide›How to order');
    const topics = page.getByRole('navigation', { name: 'Help topics' });
    await expect(topics.getByRole('link', { name: 'How to order' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('help-content')).toContainText('An unpaid order is kept for 30 minutes (flash-sale orders for 15 minutes)');

    await page.getByRole('navigation', { name: 'Previous and next articles' }).getByRole('link', { name: /Group buying rules/ }).click();
    await expect(page).toHaveURL(/\/home\/page\/view\?id=12$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Group buying rules' })).toBeVisible();
    await expect(topics.getByRole('link', { name: 'Group buying rules' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('pickup code');
    await page.getByRole('searchbox', { name: 'Search the help centre' }).press('Enter');
    await expect(page).toHaveURL(/\/home\/page\/view\?q=pickup\+code$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “pickup code”' })).toBeVisible();
    const result = page.getByRole('list', { name: 'Results for “pickup code”' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Store pickup' }) });
    await expect(result.locator('mark').first()).toHaveText('pickup code');
    await result.getByRole('link', { name: 'Store pickup' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Store pickup' })).toBeVisible();
    await expect(page.getByTestId('help-content')).toContainText('8-digit pickup code');

    // A link inside an article stays in the shop.
    await page.getByTestId('help-content').getByRole('link', { name: 'My orders' }).click();
    await expect(page).toHaveURL(/\/home\/(ucenter\/order\/index|user\/login)/);
  });

  test('the same in Chinese, and an unknown article', async ({ page }) => {
    await useLanguage(page, 'zh-cn');
    await page.goto('/home/goods/index');
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: '常见问题' }).click();

    await expect(page).toHaveURL(/\/home\/page\/view\?id=3$/);
    await expect(page.getByRole('heading', { level: 1, name: '常见问题' })).toBeVisible();
    await page.getByRole('navigation', { name: '上一篇和下一篇' }).getByRole('link', { name: /配送时效/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '配送时效' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('帮助中心›配送方式›配送时效');

    const search = page.getByRole('search', { name: '搜索帮助中心' });
    await search.getByRole('searchbox').fill('原路退回');
    await search.getByRole('button', { name: '搜索' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '“原路退回”的搜索结果' })).toBeVisible();
    await expect(page.getByRole('list', { name: '“原路退回”的搜索结果' }).getByRole('link', { name: '退款说明' })).toBeVisible();

    await page.goto('/home/page/view?id=999');
    await expect(page.getByRole('heading', { level: 1, name: '找不到这篇文章' })).toBeVisible();
    await page.getByRole('link', { name: '返回帮助中心' }).click();
    await expect(page).toHaveURL(/\/home\/page\/view$/);
    await expect(page.getByRole('heading', { level: 1, name: '有什么可以帮您？' })).toBeVisible();
    await expect(page.getByRole('region', { name: '仍需帮助？' }).getByRole('link', { name: '联系在线客服' })).toHaveAttribute('href', '/home/service/online');
  });
});
