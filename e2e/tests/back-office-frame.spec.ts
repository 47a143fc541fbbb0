import { expect, test } from '../support/test';
import { signInAsDemo, signInStaffAs, useLanguage } from '../support/shop';

test.describe('the back-office frame', () => {
  test('a warehouse user signs in at the back office’s own page and sees only what the role allows', async ({ page }) => {
    await useLanguage(page, 'en-us');
    await page.goto('/home/admin/order/index');
    await expect(page).toHaveURL(/\/home\/admin\/login\?redirect=\/admin\/order\/index$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Username').fill('warehouse');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /password/i })).toBeVisible();
    await page.getByLabel('Password').fill('warehouse1234');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/home\/admin\/order\/index$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order list' })).toBeVisible();
    await expect(page).toHaveTitle('Order list-LumenMall');
    const sidebar = page.getByRole('navigation', { name: 'Back-office menu' });
    await expect(sidebar.getByRole('link', { name: 'Order list' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link')).toHaveText(['Dashboard', 'Order list', 'Goods list']);
    await expect(sidebar.getByRole('button')).toHaveCount(2);
    for (const group of ['Orders', 'Goods']) await expect(sidebar.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'true');
    for (const hidden of ['Refunds', 'Members', 'Store design', 'System']) await expect(sidebar.getByText(hidden, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Orders\s*›\s*Order list/);
    await expect(page.getByRole('banner').getByText('Wang Warehouse', { exact: true })).toBeVisible();
    // The shop's chrome stays out of the back office.
    await expect(page.getByRole('combobox', { name: 'Search keywords' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Quick links' })).toHaveCount(0);

    await page.goto('/home/admin/order/refund');
    await expect(page.getByRole('heading', { level: 1, name: 'No permission' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Your role cannot open this page');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/home\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/home\/admin\/login$/);
    await page.goto('/home/admin/dashboard');
    await expect(page).toHaveURL(/\/home\/admin\/login\?redirect=\/admin\/dashboard$/);
  });

  test('a member signed in to the shop is sent to the back-office sign-in', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    await signInAsDemo(page, request);
    await page.goto('/home/admin/dashboard');
    await expect(page).toHaveURL(/\/home\/admin\/login\?redirect=\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Back-office sign-in' })).toBeVisible();
  });

  test('the administrator sees every group and the roles page, in Chinese', async ({ page, request }) => {
    await useLanguage(page, 'zh-cn');
    await signInStaffAs(page, request, 'admin');
    await page.goto('/home/admin/system/role');
    await expect(page.getByRole('heading', { level: 1, name: '角色管理' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: '后台菜单' });
    for (const group of ['订单', '商品', '会员', '系统']) await expect(sidebar.getByRole('button', { name: group })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: '店铺装修' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: '角色管理' })).toHaveAttribute('aria-current', 'page');
    const roles = page.getByRole('table', { name: '角色' });
    await expect(roles.getByRole('row').filter({ hasText: 'administrator' })).toContainText('全部权限');
    await expect(roles.getByRole('row').filter({ hasText: 'warehouse' })).toContainText('订单发货');
    await expect(page.getByRole('button', { name: '新建角色' })).toBeVisible();
    await expect(page).toHaveTitle('角色管理-流明商城');

    await sidebar.getByRole('link', { name: '管理员' }).click();
    await expect(page.getByRole('table', { name: '管理员' }).getByRole('row').filter({ hasText: 'warehouse' })).toContainText('仓库');
    await sidebar.getByRole('link', { name: '操作日志' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '操作日志' })).toBeVisible();
    await expect(page.getByRole('table', { name: '操作日志' })).toBeVisible();
  });
});
