import { expect, test } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { signInAsDemo, useLanguage } from '../support/shop';

const CONTENT_BLOCKS = ['category', 'blank', 'title', 'goods', 'line', 'column', 'text'];
const LAYOUT_BLOCKS = ['top', 'search', 'navigation', 'footer'];

test.describe('the designed home page', () => {
  test('renders every block type that index/index returns', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    const design = await jsonOf<Envelope<{ list: Array<{ type: string }> }>>(
      await request.get('/homeapi/index/index?temp_id=pc', { headers: { 'Accept-Language': 'en-us' } }),
    );
    const types = new Set(design.data.list.map((block) => block.type));
    expect([...types].sort()).toEqual([...CONTENT_BLOCKS, ...LAYOUT_BLOCKS].sort());

    await page.goto('/home/index');
    for (const type of [...CONTENT_BLOCKS, ...LAYOUT_BLOCKS]) {
      await expect(page.locator(`[data-block="${type}"]`).first(), `block ${type}`).toBeVisible();
    }
    // Goods link to real products, and missing pictures never show a broken image.
    const firstGoods = page.locator('[data-block="goods"] a[href*="/goods/view?id="]').first();
    await expect(firstGoods).toBeVisible();
    const broken = await page.locator('img').evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0).length);
    expect(broken).toBe(0);
  });

  test('the banner carousel advances by itself, and Next brings the next banner into its frame', async ({ page }) => {
    await useLanguage(page, 'en-us');
    await page.goto('/home/index');
    const carousel = page.getByTestId('banner-carousel');
    const active = carousel.locator('.swiper-slide-active');
    await expect(active).toHaveCount(1);
    const first = await active.getAttribute('data-swiper-slide-index');
    await expect.poll(async () => active.getAttribute('data-swiper-slide-index'), { timeout: 8000 }).not.toBe(first);

    // The unit test follows Swiper's state in jsdom; only a browser lays the slides out and moves them.
    await carousel.locator('.swiper').hover(); // autoplay waits while the pointer is over the banners
    const before = await active.getAttribute('data-swiper-slide-index');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(active).not.toHaveAttribute('data-swiper-slide-index', before ?? '');
    const inFrame = async () => {
      const [frame, slide] = await Promise.all([carousel.boundingBox(), active.boundingBox()]);
      return Boolean(frame && slide && Math.abs(slide.x - frame.x) < 1 && Math.abs(slide.width - frame.width) < 1);
    };
    await expect.poll(inFrame).toBe(true);
  });

  test('hovering a category opens its sub-menu over the banner', async ({ page }) => {
    await useLanguage(page, 'en-us');
    await page.goto('/home/index');
    const menu = page.getByRole('navigation', { name: 'Goods categories' });
    await expect(page.getByTestId('category-submenu')).toHaveCount(0);
    await menu.getByRole('listitem').first().hover();
    const submenu = page.getByTestId('category-submenu');
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole('link').nth(1)).toHaveAttribute('href', /\/home\/goods\/index\?category_id=\d+/);
    await page.mouse.move(5, 5);
    await expect(submenu).toHaveCount(0);
  });

  test('skeletons hold the place while index/index is on its way', async ({ page }) => {
    await useLanguage(page, 'en-us');
    // A first visit gets the home page's data with its HTML (ADR 0039): the browser asks for it when
    // it arrives from another page.
    await page.goto('/home/goods/index');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/homeapi/index/index*', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('[data-block="search"] a').first().click();
    await expect(page).toHaveURL(/\/home\/index$/);
    const skeleton = page.getByTestId('home-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(page.getByTestId('goods-skeleton').getByRole('listitem')).toHaveCount(10);
    expect((await page.getByTestId('category-skeleton').boundingBox())?.height).toBe(445);
    release();
    await expect(skeleton).toHaveCount(0);
    await expect(page.locator('[data-block="category"]')).toBeVisible();
    expect((await page.locator('[data-block="category"]').boundingBox())?.height).toBe(445);
  });

  test('a member sees a greeting and offers where a visitor sees sign-in and sign-up', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    await page.goto('/home/index');
    const visitorPanel = page.getByTestId('user-panel');
    await expect(visitorPanel).toHaveAttribute('data-state', 'visitor');
    await expect(visitorPanel.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/home/user/login');
    await expect(visitorPanel.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/home/user/register');

    await signInAsDemo(page, request);
    await page.reload();
    const memberPanel = page.getByTestId('user-panel');
    await expect(memberPanel).toHaveAttribute('data-state', 'member');
    await expect(memberPanel).toContainText('Hi, demo');
    await expect(memberPanel.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test('the home page speaks Chinese too, with its design in Chinese', async ({ page }) => {
    await useLanguage(page, 'zh-cn');
    await page.goto('/home/index');
    await expect(page.getByRole('navigation', { name: '商品分类' })).toBeVisible();
    await expect(page.getByTestId('user-panel')).toContainText('登录');
    await expect(page.locator('[data-block="category"]')).toContainText(/[\u4e00-\u9fff]/);
  });

  for (const lang of ['en-us', 'zh-cn'] as const) {
    test(`the content reads as a shop, not a template (${lang})`, async ({ page, request }) => {
      await useLanguage(page, lang);
      await page.goto('/home/index');
      await expect(page.locator('[data-block="category"]')).toBeVisible();
      // One h1 naming the site's home page.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // No heading is repeated right after itself ("Digital" above a "Digital" column).
      const headings = await page.locator('main h2').allTextContents();
      const repeats = headings.filter((text, index) => index > 0 && text.trim() === headings[index - 1]?.trim());
      expect(repeats).toEqual([]);
      // Every product card of the design shows its price.
      const cards = page.locator('[data-block="goods"], [data-block="column"]').getByTestId('goods-card');
      expect(await cards.count()).toBeGreaterThan(10);
      for (const card of await cards.all()) await expect(card).toContainText(/¥\s?\d+\.\d{2}/);

      // The member panel's offers are pictures with names, not numbered placeholders.
      await signInAsDemo(page, request);
      await page.reload();
      const offers = page.getByTestId('user-promotions').locator('img');
      await expect(offers).toHaveCount(4);
      for (const src of await offers.evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''))) expect(src).not.toMatch(/promo-\d/);
    });
  }

  test('the category fly-out is sized to its sub-categories', async ({ page }) => {
    await useLanguage(page, 'en-us');
    await page.goto('/home/index');
    const menu = page.getByRole('navigation', { name: 'Goods categories' });
    await menu.getByRole('listitem').first().hover();
    const submenu = page.getByTestId('category-submenu');
    await expect(submenu).toBeVisible();
    const box = (await submenu.boundingBox())!;
    const links = await submenu.getByRole('link').count();
    // A few sub-categories must not sit in a 740 x 445 panel.
    expect(box.width).toBeLessThanOrEqual(480);
    expect(box.height).toBeLessThanOrEqual(445);
    if (links <= 10) expect(box.height).toBeLessThan(300);
  });
});
