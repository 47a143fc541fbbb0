import { expect, test } from '../support/test';
import { apiToken, callApi, readyPickupOrder, signInAsDemo, signInStaffAs, useLanguage } from '../support/shop';

// One time rule for the whole shop (ADR 0041): every time is China time, in one numeric format, said
// once on the page; a shopper whose browser runs on another zone sees the same times as one in China,
// and the order number's date agrees with the time the order was placed.

const MUG = 7;

test.use({ timezoneId: 'America/Los_Angeles' });

/** "2025-03-02 17:05:07" in China time, computed here independently of the shop's code. */
function chinaTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const WORDS = {
  'en-us': { progress: 'Order progress', note: 'All times are China time (UTC+8).' },
  'zh-cn': { progress: '订单进度', note: '本站时间均为北京时间（UTC+8）。' },
};

for (const lang of ['en-us', 'zh-cn'] as const) {
  test(`a browser on another time zone sees an order's times in China time, as its number's date says (${lang})`, async ({ page, request }) => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
    await useLanguage(page, lang);
    const member = await apiToken(request, 'demo', 'demo1234');
    const orderId = await readyPickupOrder(request, member, MUG);
    const order = await callApi<{ order_no: string; created_at: string }>(request, member, 'GET', `order/detail?id=${orderId}`);
    await signInAsDemo(page, request);
    await page.goto(`/home/ucenter/order/detail?id=${orderId}`);
    const placed = page.getByRole('list', { name: WORDS[lang].progress }).getByRole('listitem').first().locator('time');
    await expect(placed).toHaveText(chinaTime(order.created_at));
    // The order number starts with the China date the order was placed on: the page agrees with it.
    const numberDate = `${order.order_no.slice(0, 4)}-${order.order_no.slice(4, 6)}-${order.order_no.slice(6, 8)}`;
    await expect(placed).toHaveText(new RegExp(`^${numberDate} `));
    // Said once, in the footer.
    await expect(page.getByText(WORDS[lang].note)).toHaveCount(1);
  });
}

const FIELDS = {
  'en-us': { from: 'From', pickDay: 'Choose a date', search: 'Search', starts: 'Starts', pickMinute: 'Choose a date and time', done: 'Done', hour: 'Hour' },
  'zh-cn': { from: '开始日期', pickDay: '选择日期', search: '查询', starts: '开始时间', pickMinute: '选择日期时间', done: '确定', hour: '时' },
};

for (const lang of ['en-us', 'zh-cn'] as const) {
  test(`the back office's date fields show and take the shop's format, not the browser's, and China's today (${lang})`, async ({ page, request }) => {
    const words = FIELDS[lang];
    await useLanguage(page, lang);
    await signInStaffAs(page, request, 'admin');
    const chinaToday = chinaTime(new Date().toISOString()).slice(0, 10);

    await page.goto('/home/admin/order/index');
    const from = page.getByRole('textbox', { name: words.from, exact: true });
    await expect(from).toHaveAttribute('placeholder', lang === 'en-us' ? 'YYYY-MM-DD' : '年-月-日');
    await page.getByRole('button', { name: words.pickDay, exact: true }).first().click();
    const calendar = page.getByRole('dialog', { name: words.pickDay });
    // The calendar marks China's today, whatever day it is in Los Angeles.
    await calendar.locator('[data-today] button').click();
    await expect(calendar).toBeHidden();
    await expect(from).toHaveValue(chinaToday);
    await page.getByRole('button', { name: words.search, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`date_from=${chinaToday}`));

    await page.goto('/home/admin/marketing/activity/edit');
    const starts = page.getByRole('textbox', { name: words.starts, exact: true });
    await expect(starts).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await starts.fill('2027/1/5 9:30');
    await starts.blur();
    await expect(starts).toHaveValue('2027-01-05 09:30');
    await page.getByRole('button', { name: words.pickMinute }).first().click();
    const picker = page.getByRole('dialog', { name: words.pickMinute });
    await picker.getByLabel(words.hour, { exact: true }).selectOption('18');
    await picker.getByRole('button', { name: words.done }).click();
    await expect(starts).toHaveValue('2027-01-05 18:30');
  });
}
