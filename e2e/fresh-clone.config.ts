import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The README's commands, run as a newcomer runs them: in a fresh clone, with no environment but the
 * port. Kept apart from the main suite because each test starts its own shop from nothing.
 */
export default defineConfig({
  testDir: './fresh-clone',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // A fresh clone installs from the package store and builds every app: minutes, not seconds.
  timeout: 15 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    locale: 'en-US',
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      executablePath: fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
