import { expect, test } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { staffToken, useLanguage } from '../support/shop';

// Goods 2 is on the first page of all goods (sorted by id). A group buy at 0.01 is cheaper than
// anything the seeds put on it, so it is the product's badge while it sells.
const GOODS_ID = 2;

type Saved = Envelope<{ id: number }>;

test.describe('activity badges and the flash-sale strip', () => {
  test('a product in a promotion is badged in the list, and its page has a band that leads to the promotion', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    const admin = await staffToken(request, 'operator');
    const product = await jsonOf<Envelope<{ skus: Array<{ id: number }> }>>(await request.get(`/homeapi/goods/view?id=${GOODS_ID}`));
    const now = Date.now();
    const saved = await jsonOf<Saved>(
      await request.post('/homeapi/admin/activity/save', {
        headers: { Authorization: `Bearer ${admin}` },
        data: {
          type: 'group',
          goods_id: GOODS_ID,
          title: { zh: '一分钱拼团', en: 'One-cent group buy' },
          starts_at: new Date(now - 60_000).toISOString(),
          ends_at: new Date(now + 2 * 60 * 60_000).toISOString(),
          group_size: 2,
          window_minutes: 60,
          skus: [{ sku_id: product.data.skus[0]!.id, price: '0.01', stock: 10 }],
        },
      }),
    );
    const activityId = saved.data.id;

    await page.goto('/home/goods/index');
    const card = page.locator(`a[href$="/goods/view?id=${GOODS_ID}"]`).filter({ has: page.getByTestId('activity-badge') });
    await expect(card.getByTestId('activity-badge')).toHaveText(/^Group¥0\.01/);

    await card.click();
    const band = page.getByRole('region', { name: 'Promotion' });
    await expect(band).toContainText('Group');
    await expect(band).toContainText('Ends in');
    await expect(band.getByRole('timer')).toHaveText(/^[12]:\d{2}:\d{2}$/);
    await band.getByRole('link', { name: 'Join a group ›' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/activity/group/view\\?id=${activityId}$`));

    // Stopped in the back office: the product no longer offers it.
    await request.post('/homeapi/admin/activity/stop', { headers: { Authorization: `Bearer ${admin}` }, data: { id: activityId } });
    await page.goto(`/home/goods/view?id=${GOODS_ID}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(`a[href$="/activity/group/view?id=${activityId}"]`)).toHaveCount(0);
  });

  test('the home page shows today’s flash sale only when a slot sells or starts today, and its promotion links all open real pages', async ({ page, request }) => {
    await useLanguage(page, 'zh-cn');
    const flash = await jsonOf<Envelope<{ slot: { state: string } | null; list: Array<{ state: string }> }>>(await request.get('/homeapi/activity/second/index?size=5'));
    const live = flash.data.slot !== null && flash.data.slot.state !== 'ended' && flash.data.list.some((card) => card.state !== 'ended');

    await page.goto('/home/index');
    await expect(page.locator('[data-block="category"]')).toBeVisible();
    await expect(page.getByRole('status', { name: '秒杀加载中' })).toHaveCount(0);
    const strip = page.locator('[data-flash-sale]');
    if (live) {
      await expect(strip.getByRole('heading', { name: '限时秒杀' })).toBeVisible();
      await expect(strip.getByRole('timer')).toHaveText(/^\d{1,2}:\d{2}(:\d{2})?$/);
      await expect(strip.getByTestId('flash-card').first()).toHaveAttribute('href', /\/activity\/second\/view\?id=\d+$/);
    } else {
      await expect(strip).toHaveCount(0);
    }

    const paths = [...new Set(await page.locator('a[href*="/activity/"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).search)))];
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByText('Something went wrong'), path).toHaveCount(0);
      await expect(page.getByText('出错了'), path).toHaveCount(0);
    }
  });
});
