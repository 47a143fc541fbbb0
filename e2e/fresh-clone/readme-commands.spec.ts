import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readJsonFile, type PublishedRoutes } from '../support/json';
import { cloneRepository, removeClone, runReadmeCommand, stopCommand, waitForUrl } from './fresh-clone';

// The README's commands in the order a newcomer meets them, in one fresh clone.
const PORT = process.env.FRESH_CLONE_PORT ?? '8191';
const PNPM = 'npx --yes pnpm@10.34.9';

test.describe.configure({ mode: 'serial' });

let folder: string;
test.beforeAll(() => {
  folder = cloneRepository();
});
test.afterAll(() => removeClone(folder));

async function expectProductPage(page: Page, origin: string) {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en-us'));
  await page.goto(`${origin}/home/goods/view?id=5`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cloudstep');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
}

test('`npm start` on a fresh clone serves the shop, and a product page loads in Chromium', async ({ page }) => {
  // Exactly the README's command; only the port is set, so that it does not meet another shop.
  const start = runReadmeCommand(folder, 'npm start', { PORT });
  try {
    await waitForUrl(`http://localhost:${PORT}/home/index`, start, 12 * 60_000);
    await expectProductPage(page, `http://localhost:${PORT}`);
    expect(fs.existsSync(path.join(folder, 'api', '.data', 'pglite', 'PG_VERSION'))).toBe(true);
  } finally {
    await stopCommand(start);
  }
});

test('the build command builds every app, each remote with the pages it publishes', async () => {
  const build = runReadmeCommand(folder, `${PNPM} build`);
  const code = await new Promise((resolve) => build.once('exit', resolve));
  expect(code, build.output().slice(-3000)).toBe(0);
  const remotes = fs.readdirSync(folder).filter((name) => name.startsWith('mf-') && fs.existsSync(path.join(folder, name, 'routes.json')));
  expect(remotes.length).toBeGreaterThanOrEqual(4);
  for (const remote of remotes) {
    const published = readJsonFile<PublishedRoutes>(path.join(folder, remote, 'dist', 'routes.json'));
    expect(published.routes.length, remote).toBeGreaterThan(0);
  }
  expect(fs.existsSync(path.join(folder, 'host', 'dist', 'index.html'))).toBe(true);
});

test('the dev command serves the shop from the dev servers, a product page included', async ({ page }) => {
  const dev = runReadmeCommand(folder, `${PNPM} dev`);
  try {
    await waitForUrl('http://localhost:3000/home/remotes.json', dev, 6 * 60_000);
    await waitForUrl('http://localhost:3000/remotes/catalog/routes.json', dev, 6 * 60_000);
    await waitForUrl('http://localhost:3000/homeapi/common/init', dev, 6 * 60_000);
    await expectProductPage(page, 'http://localhost:3000');
  } finally {
    await stopCommand(dev);
  }
});
