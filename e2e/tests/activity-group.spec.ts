import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { apiToken, payAtSandboxFromCashier, payFromWalletAtCashier, signInAsDemo, signInAsNewMember, staffToken, useLanguage } from '../support/shop';

// Seeded: "Six-hour group: quick-dry sports T-shirt" (goods 36) sells in 2-person groups; goods 62
// "Match football" is on the shelf with stock; the demo member (nickname "Demo") has a wallet
// balance and a pickup store to choose; the demo operator may save activities; the sandbox
// gateway is on (test mode).

const TEE_DEAL = 'Six-hour group: quick-dry sports T-shirt';

/** Picks the first option still on offer in every spec group not already chosen (a single option comes chosen). */
async function chooseOptions(page: Page) {
  const groups = page.getByRole('main').getByRole('group');
  for (let index = 0; index < (await groups.count()); index += 1) {
    const group = groups.nth(index);
    if ((await group.getByRole('button', { pressed: true }).count()) === 0) await group.getByRole('button', { disabled: false }).first().click();
  }
}

/** From the confirm page: self-pickup at the first store, and the order placed. */
async function placeForPickup(page: Page) {
  await expect(page).toHaveURL(/\/home\/cart\/confirm\?type=group&activity_id=\d+&sku_id=\d+&quantity=1/);
  await page.getByRole('radio', { name: 'Store pickup' }).check();
  await page.getByRole('radiogroup', { name: 'Pickup store' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/home\/cart\/cashier\?order_id=\d+/);
}


async function walletBalance(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/homeapi/wallet/index', { headers: { Authorization: `Bearer ${token}` } });
  return (await jsonOf<Envelope<{ balance: string }>>(response)).data.balance;
}

test.describe('group buying', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('start a group from the home page, pay from the wallet, and a friend who joins from its link completes it', async ({ page, request, browser }) => {
    // Two shoppers in two browsers, each paying: it ran past 30 s once on a busy two-core machine.
    test.setTimeout(60_000);
    await signInAsDemo(page, request);
    await page.goto('/home/index');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Group buying' }).click();
    await expect(page).toHaveURL(/\/home\/activity\/group\/index$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Group buying' })).toBeVisible();
    const card = page.getByRole('link', { name: TEE_DEAL }).locator('xpath=ancestor::li[1]');
    await expect(card).toContainText('2-person group');
    await expect(card).toContainText('¥59.00');
    await page.getByRole('link', { name: TEE_DEAL }).click();

    await expect(page).toHaveURL(/\/home\/activity\/group\/view\?id=\d+$/);
    const viewUrl = page.url();
    await expect(page.getByTestId('activity-price')).toContainText('Group price');
    await expect(page.getByText('Each group has 6 hours to fill up')).toBeVisible();
    await chooseOptions(page);
    await page.getByRole('button', { name: /Start a group/ }).click();
    await placeForPickup(page);
    await payFromWalletAtCashier(page);

    // The member finds their group on the deal's page, first, and opens it.
    await page.goto(viewUrl);
    const groups = page.getByRole('region', { name: 'Join a group' });
    await expect(groups.getByRole('listitem').first()).toContainText('Your group');
    await groups.getByRole('link', { name: 'View your group' }).first().click();
    const panel = page.getByTestId('group-panel');
    await expect(panel.getByRole('heading', { name: 'Your group' })).toBeVisible();
    await expect(panel).toContainText('Waiting for members');
    await expect(panel).toContainText('1 more member needed');
    const link = await panel.getByRole('textbox', { name: 'Invite friends with this link' }).inputValue();
    expect(link).toMatch(/\/home\/activity\/group\/view\?id=\d+&group_id=\d+$/);

    // A friend opens the link, joins and pays online.
    const friendContext = await browser.newContext({ locale: 'en-US' });
    const friend = await friendContext.newPage();
    await useLanguage(friend, 'en-us');
    await signInAsNewMember(friend, friendContext.request);
    await friend.goto(link);
    const shared = friend.getByTestId('group-panel');
    await expect(shared.getByRole('heading', { name: 'D***o’s group' })).toBeVisible();
    await chooseOptions(friend);
    await shared.getByRole('button', { name: 'Join this group' }).click();
    await placeForPickup(friend);
    await payAtSandboxFromCashier(friend);
    await friendContext.close();

    await page.reload();
    await expect(panel).toContainText('Group complete');
    await expect(panel).toContainText('This group is complete: every member has paid.');
    await expect(panel.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(2);
  });

  test('a group that does not fill in time fails and pays the member back to the wallet', async ({ page, request }) => {
    test.setTimeout(150_000);
    const admin = await staffToken(request, 'operator');
    const football = await jsonOf<Envelope<{ skus: Array<{ id: number; stock: number }> }>>(await request.get('/homeapi/goods/view?id=62'));
    const sku = football.data.skus.find((each) => each.stock > 0)!;
    const now = Date.now();
    const saved = await request.post('/homeapi/admin/activity/save', {
      headers: { Authorization: `Bearer ${admin}` },
      data: {
        type: 'group',
        goods_id: 62,
        title: { zh: '一分钟快团 · 比赛足球', en: 'One-minute group: match football' },
        starts_at: new Date(now - 60_000).toISOString(),
        ends_at: new Date(now + 24 * 60 * 60_000).toISOString(),
        group_size: 2,
        window_minutes: 1,
        skus: [{ sku_id: sku.id, price: '9.90', stock: 10 }],
      },
    });
    const activity = await jsonOf<Envelope<{ id: number }>>(saved);
    expect(activity.code).toBe(1);

    const demo = await apiToken(request, 'demo', 'demo1234');
    const before = await walletBalance(request, demo);
    await signInAsDemo(page, request);
    await page.goto(`/home/activity/group/view?id=${activity.data.id}`);
    await expect(page.getByText('Each group has 1 minute to fill up')).toBeVisible();
    await chooseOptions(page);
    await page.getByRole('button', { name: /Start a group/ }).click();
    await placeForPickup(page);
    const orderId = new URL(page.url()).searchParams.get('order_id');
    await payFromWalletAtCashier(page);
    expect(await walletBalance(request, demo)).not.toBe(before);

    await page.goto(`/home/activity/group/view?id=${activity.data.id}`);
    await page.getByRole('region', { name: 'Join a group' }).getByRole('link', { name: 'View your group' }).click();
    const panel = page.getByTestId('group-panel');
    await expect(panel).toContainText('Waiting for members');
    // The window closes a minute after the group opened; the page settles it when it is read again.
    await page.waitForTimeout(62_000);
    await page.reload();
    await expect(panel).toContainText('Group failed');
    await expect(panel).toContainText('every paid member has been refunded');
    expect(await walletBalance(request, demo)).toBe(before);

    await page.goto('/home/ucenter/wallet/index');
    await expect(page.getByRole('region', { name: 'Balance log' }).getByRole('row').nth(1)).toContainText('Refund for order');
    await page.goto(`/home/ucenter/order/detail?id=${orderId}`);
    await expect(page.getByRole('main')).toContainText(/Refund/);
  });
});
