import fs from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium where it exists; otherwise chrome-launcher / Playwright find their own. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || (fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);

/** Flags that keep a headless Chromium quiet on a closed network. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
