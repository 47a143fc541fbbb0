import { expect, test } from '../support/test';
import { signInAsDemo, signInStaffAs, useLanguage } from '../support/shop';

// Seeded: the demo member "demo" (nickname Demo) with orders and a wallet; the back-office users
// operator (member.view, wallet.adjust, coupon.edit) and service (member.view only), password
// `<name>1234`. Other specs move the demo member's balance too, so this one follows its own row.

const MEMBERS = '/home/admin/member/index';

test.describe('back-office members', () => {
  test('an operator adds 10.00 to the demo member’s wallet with a reason, and the member reads it in their wallet log', async ({ page, request }) => {
    const reason = `Goodwill for a late parcel ${Date.now()}`;
    await useLanguage(page, 'en-us');
    await signInStaffAs(page, request, 'operator');
    await page.goto(`${MEMBERS}?keyword=demo`);
    await expect(page.getByRole('heading', { level: 1, name: 'Member list' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'View Demo' }) });
    await expect(row).toContainText('138****8000');
    await row.getByRole('link', { name: 'View Demo' }).click();
    await expect(page).toHaveURL(/\/home\/admin\/member\/detail\?id=\d+$/);

    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust the balance of Demo' });
    await dialog.getByRole('textbox', { name: 'Amount (yuan)' }).fill('10.00');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Adjust' }).click();
    await expect(page.getByText(/^Balance adjusted: now ¥\d+\.\d\d$/)).toBeVisible();
    await expect(dialog).toBeHidden();
    const ledgerRow = page.getByRole('table', { name: 'Wallet ledger' }).getByRole('row').filter({ hasText: reason });
    await expect(ledgerRow).toContainText('+¥10.00');
    await expect(ledgerRow).toContainText('operator');

    await page.goto('/home/admin/member/coupon');
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Coupons' }).getByRole('row').nth(1)).toContainText('¥');
    await expect(page.getByRole('button', { name: 'New coupon' })).toBeVisible();

    await signInAsDemo(page, request);
    await page.goto('/home/ucenter/wallet/index');
    const shopRow = page.getByRole('region', { name: 'Balance log' }).getByRole('row').filter({ hasText: `Adjusted by the shop: ${reason}` });
    await expect(shopRow).toContainText('Adjustment');
    await expect(shopRow).toContainText('+¥10.00');
  });

  test('customer service sees the member, in Chinese, with no way to adjust the balance', async ({ page, request }) => {
    await useLanguage(page, 'zh-cn');
    await signInStaffAs(page, request, 'service');
    await page.goto(`${MEMBERS}?keyword=demo`);
    await expect(page.getByRole('heading', { level: 1, name: '会员列表' })).toBeVisible();
    await page.getByRole('link', { name: '查看Demo' }).click();
    await expect(page.getByRole('region', { name: '会员资料' })).toContainText('138****8000');
    await expect(page.getByRole('table', { name: '最近订单' }).getByRole('link').first()).toHaveAttribute('href', /\/admin\/order\/detail\?id=\d+$/);
    await expect(page.getByRole('table', { name: '余额明细' }).getByRole('row').nth(1)).toContainText('¥');
    await expect(page.getByRole('button', { name: '调整余额' })).toHaveCount(0);
  });
});
