import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { runFolder, shopCommand, shopDatabaseUrl, shopOrigin, shopPort, WORKERS } from './support/shops';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const RUN = runFolder();

export default defineConfig({
  testDir: './tests',
  // Spec files spread over the workers; the tests of one file run in order, in one worker.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: true,
  // Two workers share two cores in CI: a long flow gets half a core more often than it did alone.
  // A hang detector, not a speed check (each step's own wait is `expect.timeout`): the longest flows
  // take 25-30 s alone and 40-50 s while the other worker's shop and audits load both cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Each worker's own shop: `baseURL` is set per worker in support/test.ts.
    locale: 'en-US',
    viewport: { width: 1366, height: 900 },
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium where it exists (no browser download here); Playwright's own elsewhere.
      executablePath: fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  // One shop per worker, each on a fresh database of its own (embedded, or PostgreSQL with
  // E2E_DATABASE_URL), served exactly as `npm start` serves it.
  webServer: Array.from({ length: WORKERS }, (_, index) => shopDatabaseUrl(index)).map((database, index) => ({
    command: shopCommand(database),
    url: `${shopOrigin(index)}/homeapi/common/init`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe' as const,
    // SMS_OUTBOX lets the specs read the codes a phone would get; `npm start` never serves it.
    env: {
      PORT: String(shopPort(index)),
      DATA_DIR: fs.mkdtempSync(path.join(RUN, `shop-${index}-`)),
      RATE_LIMIT_FACTOR: '20',
      SMS_RESEND_SECONDS: '1',
      SMS_OUTBOX: '1',
      LOG_LEVEL: 'warn',
      ...(database ? { DATABASE_URL: database.href } : {}),
    },
  })),
});
