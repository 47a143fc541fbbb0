import { expect, test } from '@playwright/test';
import { cloneRepository, removeClone, runReadmeCommand, stopCommand, waitForUrl } from './fresh-clone';

const PORT = process.env.FRESH_CLONE_PORT ?? '8191';

test('`npm start` on a fresh clone serves the shop, and a product page loads in Chromium', async ({ page }) => {
  const folder = cloneRepository();
  // Exactly the README's command; only the port is set, so that it does not meet another shop.
  const start = runReadmeCommand(folder, 'npm start', { PORT });
  try {
    await waitForUrl(`http://localhost:${PORT}/home/index`, start, 12 * 60_000);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'en-us'));
    await page.goto(`http://localhost:${PORT}/home/goods/view?id=5`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cloudstep');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  } finally {
    await stopCommand(start);
    removeClone(folder);
  }
});
