import type { Browser, Locator, Page } from '@playwright/test';
import { expect, gateOtherPage, test } from '../support/test';
import { chatSocketCable } from '../support/chat-socket-cable';
import { jsonOf, type Envelope } from '../support/json';
import { signInAsNewMember, signInStaffAs, useLanguage } from '../support/shop';
import { TINY_PNG } from '../support/tiny-png';

// Seeded: the agents agent1 (小美 Mia) and agent2, back-office users of the customer-service role
// (password agent1234); the standard offline reply. Each test signs up a member of its own, so their
// conversation starts empty.

const GOODS_ID = 5;
const OFFLINE_REPLY = 'No agent is online now: leave your message and we will reply here as soon as we are back';

const DESK = '/home/admin/service/desk';

/** The desk inside the back-office frame: its heading, its sidebar entry, who is signed in, the watermark, and the agent online. */
async function expectDeskInFrame(desk: Page, name: string, lang: 'en-us' | 'zh-cn'): Promise<void> {
  const zh = lang === 'zh-cn';
  await expect(desk.getByRole('heading', { level: 1, name: zh ? '客服工作台' : 'Chat desk' })).toBeVisible();
  const sidebar = desk.getByRole('navigation', { name: zh ? '后台菜单' : 'Back-office menu' });
  await expect(sidebar.getByRole('link', { name: zh ? '客服工作台' : 'Chat desk' })).toHaveAttribute('aria-current', 'page');
  await expect(desk.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
  // The watermark (who and when, drawn as a picture) lies over the desk as over every back-office page.
  await expect(desk.getByTestId('watermark')).toHaveCSS('background-image', /^url\("data:image/);
  await expect(desk.getByRole('status').filter({ hasText: zh ? '我的状态：' : 'Your state:' })).toContainText(zh ? '在线' : 'Online');
}

/** The agent's desk in a browser context of its own (another person, another browser), signed in to the back office as agent1. */
async function openDesk(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1366, height: 900 } });
  const desk = await context.newPage();
  await useLanguage(desk, 'en-us');
  await signInStaffAs(desk, context.request, 'agent1', 'agent1234');
  // Where the desk used to be: an old bookmark lands on the back office's desk.
  await desk.goto('/home/service/console');
  await expect(desk).toHaveURL(new RegExp(`${DESK}$`));
  await expectDeskInFrame(desk, '小美 Mia', 'en-us');
  return desk;
}

/** The member's conversation on the desk, opened from the queue. */
async function openConversation(desk: Page, memberName: string, lang: 'en-us' | 'zh-cn' = 'en-us'): Promise<Locator> {
  const unread = lang === 'zh-cn' ? '，\\d+ 条未读' : ', \\d+ unread';
  await desk.getByRole('button', { name: new RegExp(`^${memberName}(${unread})?$`) }).click();
  return desk.getByRole('region', { name: lang === 'zh-cn' ? `与 ${memberName} 的会话` : `Conversation with ${memberName}` });
}

/** Writes in a chat's composer and sends with Enter, as people do. */
async function say(where: Page | Locator, text: string, lang: 'en-us' | 'zh-cn' = 'en-us'): Promise<void> {
  const box = where.getByRole('textbox', { name: lang === 'zh-cn' ? '输入消息' : 'Your message' });
  await box.fill(text);
  await box.press('Enter');
}

/** The member's own messages on their chat page, by what they say. */
const ownMessage = (page: Page, text: string) => page.getByRole('log', { name: 'Messages' }).locator('[data-sender="member"]').filter({ hasText: text });

test.describe('customer service chat', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('a member and an agent chat live: a product card, text both ways, a picture, and reconnects that lose and repeat nothing', async ({ page, request, browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const desk = await openDesk(browser, baseURL);
    const member = await signInAsNewMember(page, request);
    const cable = await chatSocketCable(page);
    const view = await request.get(`/homeapi/goods/view?id=${GOODS_ID}`, { headers: { 'Accept-Language': 'en-us' } });
    const product = (await jsonOf<Envelope<{ name: string }>>(view)).data;
    const card = new RegExp(`^Product: ${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, ¥`);

    // From the product page the member asks about it: the chat offers that product as a card.
    await page.goto(`/home/goods/view?id=${GOODS_ID}`);
    await page.getByRole('link', { name: 'Ask about this product' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/service/online\\?goods_id=${GOODS_ID}$`));
    await expect(page.getByTestId('chat-presence')).toHaveText('Agent online');
    await page.getByRole('group', { name: 'Send this product' }).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('link', { name: card })).toBeVisible();
    await expect(page).toHaveURL(/\/home\/service\/online$/);

    // The conversation reaches the agent (the only one online) with the card.
    const conversation = await openConversation(desk, member.nickname);
    await expect(conversation.getByRole('link', { name: card })).toBeVisible();

    await say(page, 'Hello, is this in stock?');
    await expect(conversation.getByText('Hello, is this in stock?', { exact: true })).toBeVisible();
    await say(conversation, 'Yes, it ships today.');
    await expect(page.getByRole('log', { name: 'Messages' }).getByText('Yes, it ships today.', { exact: true })).toBeVisible();

    await page.getByTestId('chat-picture-input').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('button', { name: 'Open the picture from You' })).toBeVisible();
    await expect(conversation.getByRole('button', { name: `Open the picture from ${member.nickname}` })).toBeVisible();
    // The agent answers with a picture of their own, uploaded from the desk.
    await conversation.getByTestId('chat-picture-input').setInputFiles({ name: 'answer.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('button', { name: 'Open the picture from 小美 Mia' })).toBeVisible();

    // The connection drops; what the member writes meanwhile waits, and goes out once it is back.
    const socketsBefore = cable.opened();
    await cable.cut();
    await expect(page.getByTestId('chat-reconnecting')).toHaveText('Connection lost — reconnecting…');
    await say(page, 'Sent while the connection was down');
    await expect(ownMessage(page, 'Sent while the connection was down')).toHaveAttribute('data-state', 'pending');
    await expect(ownMessage(page, 'Sent while the connection was down')).toContainText('Sending…');
    cable.mend();
    // The reconnect waits out its backoff (a few seconds after the failed attempts).
    await expect(page.getByTestId('chat-reconnecting')).toBeHidden({ timeout: 20_000 });
    await expect(ownMessage(page, 'Sent while the connection was down')).toHaveAttribute('data-state', 'sent');
    await expect(conversation.getByText('Sent while the connection was down', { exact: true })).toBeVisible();
    expect(cable.opened()).toBeGreaterThan(socketsBefore);

    // Stored, but its acknowledgement lost with the connection: sent again after the reconnect, it is not stored twice.
    const socketsBeforeLoss = cable.opened();
    cable.loseNextAck();
    await say(page, 'Did that arrive?');
    await expect(conversation.getByText('Did that arrive?', { exact: true })).toBeVisible();
    await expect.poll(() => cable.opened(), { timeout: 20_000 }).toBeGreaterThan(socketsBeforeLoss);
    await expect(page.getByTestId('chat-reconnecting')).toBeHidden({ timeout: 20_000 });
    await expect(ownMessage(page, 'Did that arrive?')).toHaveAttribute('data-state', 'sent');
    await say(conversation, 'Both arrived, once each.');
    await expect(page.getByRole('log', { name: 'Messages' }).getByText('Both arrived, once each.', { exact: true })).toBeVisible();
    for (const text of ['Sent while the connection was down', 'Did that arrive?']) {
      await expect(conversation.getByText(text, { exact: true })).toHaveCount(1);
      await expect(ownMessage(page, text)).toHaveCount(1);
    }

    await gateOtherPage(desk, testInfo);
    await desk.context().close();
  });

  test('with no agent online the member is told so and answered automatically; the answer comes later, with a badge on the floating box', async ({ page, request, browser, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const member = await signInAsNewMember(page, request);
    await page.goto('/home/service/online');
    await expect(page.getByTestId('chat-presence')).toHaveText('No agent online — leave a message');
    await expect(page.getByTestId('chat-offline')).toBeVisible();
    await say(page, 'Can I change the colour of my order?');
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.locator('[data-sender="system"]')).toContainText(OFFLINE_REPLY);
    await expect(log.locator('[data-sender="system"]')).toHaveCount(1);
    await expect(ownMessage(page, 'Can I change the colour of my order?')).toHaveAttribute('data-state', 'sent');

    // The member goes on shopping; an agent comes online and answers the waiting conversation.
    await page.goto('/home/index');
    const desk = await openDesk(browser, baseURL);
    const conversation = await openConversation(desk, member.nickname);
    await expect(conversation.getByText('Can I change the colour of my order?', { exact: true })).toBeVisible();
    await say(conversation, 'Yes: tell me which colour you would like.');
    await expect(conversation.locator('[data-sender="agent"][data-state="sent"]')).toContainText('Yes: tell me which colour you would like.');

    // On the next page the floating box says there is an answer; the chat shows it, and the badge goes.
    await page.goto('/home/goods/index');
    const service = page.getByRole('link', { name: 'Customer service, 1 unread message' });
    await expect(service).toBeVisible();
    await expect(page.getByTestId('service-unread')).toHaveText('1');
    await service.click();
    await expect(page.getByRole('log', { name: 'Messages' }).getByText('Yes: tell me which colour you would like.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('service-unread')).toBeHidden();

    await gateOtherPage(desk, testInfo);
    await desk.context().close();
  });
});

test.describe('customer service staffed from the back office, in Chinese', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'zh-cn'));

  test('an administrator makes a customer-service user, who signs in to the back office and answers a member from the desk in the frame', async ({ page, request, browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const username = `desk_${Date.now().toString(36).slice(-8)}`;
    const password = 'Quiet-Harbour-Lantern-77';
    const name = '值班客服小林';

    // The administrator creates the user on the back office's own users page, with the customer-service role.
    const office = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
    const admin = await office.newPage();
    await useLanguage(admin, 'zh-cn');
    await signInStaffAs(admin, office.request, 'admin');
    await admin.goto('/home/admin/system/user');
    await admin.getByRole('button', { name: '新建管理员' }).click();
    const dialog = admin.getByRole('dialog', { name: '新建管理员' });
    await dialog.getByLabel('用户名').fill(username);
    await dialog.getByLabel('姓名').fill(name);
    await dialog.getByLabel('角色').selectOption({ label: '客服' });
    await dialog.getByLabel('密码').fill(password);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('table', { name: '管理员' })).toContainText(username);
    await gateOtherPage(admin, testInfo);
    await office.close();

    // The new user signs in at the back office's sign-in page and opens the desk from the sidebar.
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
    const desk = await context.newPage();
    await useLanguage(desk, 'zh-cn');
    await desk.goto('/home/admin/login');
    await desk.getByLabel('用户名').fill(username);
    await desk.getByLabel('密码').fill(password);
    await desk.getByRole('button', { name: '登录' }).click();
    await desk.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '客服工作台' }).click();
    await expect(desk).toHaveURL(new RegExp(`${DESK}$`));
    await expectDeskInFrame(desk, name, 'zh-cn');

    // A member writes; the conversation comes to the desk, and the answer reaches the member live, signed with the user's name.
    const member = await signInAsNewMember(page, request);
    await page.goto('/home/service/online');
    await expect(page.getByTestId('chat-presence')).toHaveText('客服在线');
    await say(page, '你好，我的订单什么时候发货？', 'zh-cn');
    const conversation = await openConversation(desk, member.nickname, 'zh-cn');
    await expect(conversation.getByText('你好，我的订单什么时候发货？', { exact: true })).toBeVisible();
    await say(conversation, '您好，今天下午发货。', 'zh-cn');
    const log = page.getByRole('log', { name: '聊天记录' });
    await expect(log.getByText('您好，今天下午发货。', { exact: true })).toBeVisible();
    await expect(log.locator('[data-sender="agent"]')).toContainText(name);

    await gateOtherPage(desk, testInfo);
    await context.close();
  });
});
