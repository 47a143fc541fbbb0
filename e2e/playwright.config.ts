import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
// A fresh embedded database for every run, served exactly as `npm start` serves the shop.
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
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
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://localhost:${PORT}/homeapi/common/init`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    // SMS_OUTBOX lets the specs read the codes a phone would get; `npm start` never serves it.
    env: { PORT: String(PORT), DATA_DIR, RATE_LIMIT_FACTOR: '20', SMS_RESEND_SECONDS: '1', SMS_OUTBOX: '1', LOG_LEVEL: 'warn' },
  },
});
