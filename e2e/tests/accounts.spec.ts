import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { outboxCode, uniqueMobile, useLanguage } from '../support/shop';

const PASSWORD = 'garden42';

/** Asks for a code and answers with the one the outbox received for it. */
async function requestCode(page: Page, request: APIRequestContext, mobile: string): Promise<string> {
  const since = new Date();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The verification code has been sent' })).toBeVisible();
  return outboxCode(request, mobile, since);
}

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('sign up with the SMS code, sign out, sign in again, recover the password', async ({ page, request }) => {
    const mobile = uniqueMobile();

    await page.goto('/home/user/register');
    await page.getByLabel('Phone number').fill(mobile);
    await page.getByLabel('Verification code').fill(await requestCode(page, request, mobile));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'I agree to the user agreement' }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/home\/ucenter\/index$/);
    await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('pc_token'))).toBeTruthy();

    // The new-member coupon the home page promises is there, and the home panel says so.
    await page.locator('[data-block="search"] a').first().click();
    await expect(page.getByTestId('user-coupons')).toHaveText('1 coupon ready to use');

    // Sign out from the top bar: token and user are gone and the shop opens at /.
    // The page is the home page already: the signed-out top bar, not the URL, says the sign-out is done.
    await page.locator('[data-block="top"]').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('[data-block="top"]').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/home\/index$/);
    expect(await page.evaluate(() => window.localStorage.getItem('pc_token'))).toBeNull();

    // Members-only pages send a visitor to sign in, then back.
    await page.goto('/home/ucenter/index');
    await expect(page).toHaveURL(/\/home\/user\/login\?redirect=/);
    await page.getByLabel('Username or phone').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home\/ucenter\/index$/);
    await page.locator('[data-block="top"]').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/home\/index$/);

    // Recover the password with a new code, then sign in with the new one.
    await page.goto('/home/user/forget');
    await page.getByLabel('Phone number').fill(mobile);
    await page.getByLabel('Verification code').fill(await requestCode(page, request, mobile));
    await page.getByLabel('New password').fill('meadow77');
    await page.getByLabel('Confirm password').fill('meadow77');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/home\/user\/login/);
    await page.getByLabel('Username or phone').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill('meadow77');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home\/ucenter\/index$/);
  });

  test('the sign-in form explains what is wrong and keeps what was typed', async ({ page }) => {
    await page.goto('/home/user/login');
    await page.getByRole('tab', { name: 'SMS sign-in' }).click();
    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The phone number you provided is incorrect')).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveValue('12345');
    await page.getByLabel('Phone number').fill('13800138000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please send the verification code')).toBeVisible();
  });

  test('the resend countdown stays on one line, and sign-in takes a long old password without the sign-up rule', async ({ page }) => {
    // The run's resend wait is one second, so the button is given its longest countdown text to measure.
    await page.goto('/home/user/register');
    const button = await page.getByRole('button', { name: 'Send code' }).elementHandle();
    const oneLine = (await button.boundingBox())!.height;
    await button.evaluate((el) => (el.textContent = 'Resend in 60 s'));
    expect((await button.boundingBox())!.height).toBe(oneLine);
    await page.goto('/home/user/login?lang=en-us');
    await page.getByLabel('Username or phone').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('a'.repeat(300));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Password must be at most 100 characters')).toBeVisible();
    await expect(page.getByText(/6-20 characters/)).toHaveCount(0);
  });

  test('wrong credentials are refused with a translated message', async ({ page }) => {
    await page.goto('/home/user/login');
    await page.getByLabel('Username or phone').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('wrong123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /incorrect/i }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/home\/user\/login$/);
  });
});
