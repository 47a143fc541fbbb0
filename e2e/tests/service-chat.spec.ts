import type { Browser, Locator, Page } from '@playwright/test';
import { expect, gateOtherPage, test } from '../support/test';
import { chatSocketCable } from '../support/chat-socket-cable';
import { jsonOf, type Envelope } from '../support/json';
import { signInAs, signInAsNewMember, useLanguage } from '../support/shop';
import { TINY_PNG } from '../support/tiny-png';

// Seeded: the agents agent1 (Mia) and agent2 (password agent1234); the standard offline reply. Each
// test signs up a member of its own, so their conversation starts empty.

const GOODS_ID = 5;
const OFFLINE_REPLY = 'No agent is online now: leave your message and we will reply here as soon as we are back';

/** The agent's desk in a browser context of its own (another person, another browser), signed in as agent1. */
async function openDesk(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1366, height: 900 } });
  const desk = await context.newPage();
  await useLanguage(desk, 'en-us');
  await signInAs(desk, context.request, 'agent1', 'agent1234');
  await desk.goto('/home/service/console');
  await expect(desk.getByRole('heading', { level: 1, name: 'Customer service desk' })).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: 'Your state:' })).toContainText('Online');
  return desk;
}

/** The member's conversation on the desk, opened from the queue. */
async function openConversation(desk: Page, memberName: string): Promise<Locator> {
  await desk.getByRole('button', { name: new RegExp(`^${memberName}(, \\d+ unread)?$`) }).click();
  return desk.getByRole('region', { name: `Conversation with ${memberName}` });
}

/** Writes in a chat's composer and sends with Enter, as people do. */
async function say(where: Page | Locator, text: string): Promise<void> {
  const box = where.getByRole('textbox', { name: 'Your message' });
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
