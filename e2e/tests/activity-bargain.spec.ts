import { expect, test } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { signInAsDemo, useLanguage, payFromWalletAtCashier } from '../support/shop';

// Seeded: the bargain "Bargain: gongfu tea set for four, almost gone" sells its one SKU from 259.00
// down to 104.00 with four friends' help; the demo member (nickname "Demo") has a default address
// and a wallet balance; lily, another demo member, signs in with the reviewers' password.

const yuanIn = (text: string | null) => Number(/¥\s*(\d+\.\d{2})/.exec(text ?? '')?.[1]);

test.describe('bargain', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('a member starts a bargain from the home page and shares it, a friend cuts it, and the member buys at the price reached', async ({ page, request, browser }) => {
    await signInAsDemo(page, request);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/home/index');
    await page.getByRole('link', { name: 'Bargain', exact: true }).first().click();
    await expect(page).toHaveURL(/\/home\/activity\/bargain\/index$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bargain' })).toBeVisible();

    await page.getByRole('link', { name: 'Bargain: gongfu tea set for four, almost gone' }).click();
    await expect(page).toHaveURL(/\/home\/activity\/bargain\/view\?id=\d+$/);
    await expect(page.getByTestId('activity-price')).toContainText('¥259.00');
    await expect(page.getByTestId('activity-price')).toContainText('Floor price ¥104.00');
    await page.getByRole('button', { name: 'Start bargaining' }).click();

    const panel = page.getByTestId('bargain-panel');
    await expect(panel.getByRole('heading', { name: 'Your bargain' })).toBeVisible();
    await expect(panel.getByText('Nobody has cut it yet.')).toBeVisible();
    await panel.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/home\/activity\/bargain\/view\?id=\d+&bargain_id=\d+$/);
    await expect(panel.getByRole('textbox', { name: 'Share link' })).toHaveValue(link);

    // A friend, signed in in a browser of their own, opens the link and cuts once.
    const login = await request.post('/homeapi/user/login', { data: { type: 'password', account: 'lily', password: 'reviewer1234' } });
    const session = (await jsonOf<Envelope<{ token: string; user: object }>>(login)).data;
    const friend = await browser.newContext({ locale: 'en-US' });
    await friend.addInitScript(({ token, user }) => {
      window.localStorage.setItem('lang', 'en-us');
      window.localStorage.setItem('pc_token', token);
      window.localStorage.setItem('pc_user', JSON.stringify(user));
    }, session);
    const friendPage = await friend.newPage();
    await friendPage.goto(link);
    const friendPanel = friendPage.getByTestId('bargain-panel');
    await expect(friendPanel.getByRole('heading', { name: 'Bargain of D***o' })).toBeVisible();
    await friendPanel.getByRole('button', { name: 'Help cut' }).click();
    const cutNote = friendPanel.getByRole('status');
    await expect(cutNote).toHaveText(/^You cut ¥\d+\.\d{2} off!$/);
    const cut = yuanIn(await cutNote.textContent());
    await expect(friendPanel.getByRole('button', { name: 'Help cut' })).toBeHidden();
    await friend.close();

    // The member sees the price dropped and buys at the price reached.
    await page.reload();
    const reached = (259 - cut).toFixed(2);
    await expect(panel).toContainText('1 of 4 friends have helped');
    await expect(panel.getByRole('listitem')).toContainText('l***y');
    await page.getByRole('button', { name: `Buy at ¥${reached}` }).click();

    await expect(page).toHaveURL(/\/home\/cart\/confirm\?type=bargain&activity_id=\d+&sku_id=\d+&quantity=1&bargain_id=\d+$/);
    await page.getByRole('radio', { name: 'Express delivery' }).check();
    await expect(page.getByTestId('total-goods')).toContainText(reached);
    await page.getByRole('button', { name: 'Submit order' }).click();

    await payFromWalletAtCashier(page);

    await page.goto(link);
    await expect(panel).toContainText(`Bought at ¥${reached}.`);
  });
});
