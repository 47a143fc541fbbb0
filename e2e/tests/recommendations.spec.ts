import { expect, test, type Page } from '../support/test';
import { signInAsNewMember, useLanguage } from '../support/shop';

// The seed's goods on the shelf (66); home's feed asks 20 at a time, the member centre's 12.

/** Console errors and uncaught ones, hydration mismatches included. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test.describe('recommendations', () => {
  test('home ends with a feed that loads more as it scrolls for three pages, then on request, asked in the browser only (none of it in the HTML)', async ({ page, request }) => {
    const html = await (await request.get('/home/index', { headers: { 'accept-language': 'en-US' } })).text();
    expect(html).not.toContain('recommend-card');

    await useLanguage(page, 'en-us');
    const errors = watchErrors(page);
    await page.goto('/home/index');
    const feed = page.getByRole('region', { name: 'Recommended for you' });
    await feed.scrollIntoViewIfNeeded();
    const cards = feed.getByTestId('recommend-card');
    await expect(cards.first()).toHaveAttribute('href', /\/home\/goods\/view\?id=\d+$/);
    // Pages of 20: the first, and the next as soon as the end of the list is near.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(20);
    expect((await cards.count()) % 20).toBe(0);
    const { total } = ((await (await request.get('/homeapi/recommend/feed?size=1')).json()) as { data: { total: number } }).data;
    for (const shown of [40, 60]) {
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(shown);
    }
    // Three pages come by scrolling alone; then the feed waits, so the footer can be reached.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    expect(await cards.count()).toBe(60);
    await feed.getByRole('button', { name: 'Show more' }).click();
    await expect(cards).toHaveCount(total);
    await expect(feed.getByText('That is all for now')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await cards.first().click();
    await expect(page).toHaveURL(/\/home\/goods\/view\?id=\d+$/);
    expect(errors).toEqual([]);
  });

  test('a member’s own feed on the member centre leaves out what they viewed, in Chinese too', async ({ page, request }) => {
    await useLanguage(page, 'zh-cn');
    await signInAsNewMember(page, request);
    await page.goto('/home/goods/view?id=5');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const token = (await page.evaluate(() => localStorage.getItem('pc_token')))!;
    // The member's view is in their footprints: the next ranking (a minute at most) leaves it out.
    const feedIds = async () => {
      const answer = await request.get('/homeapi/recommend/feed?size=30', { headers: { authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { data: { list: Array<{ id: number }> } }).data.list.map((row) => row.id);
    };
    await expect.poll(feedIds, { timeout: 70_000, intervals: [2000, 5000] }).not.toContain(5);

    await page.goto('/home/ucenter/index');
    const feed = page.getByRole('region', { name: '为你推荐' });
    const cards = feed.getByTestId('recommend-card');
    await expect(cards).toHaveCount(12);
    await expect(feed.locator('a[href$="/goods/view?id=5"]')).toHaveCount(0);
    await expect(cards.first()).toContainText(/已售 \d+/);
  });
});
