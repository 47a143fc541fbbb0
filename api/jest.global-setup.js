const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** Runs src/testing/write-seeded-template.ts under tsx, as the API's own scripts run, where PGlite and the contract's sources load as they ship; answers what it printed. */
const writeTemplate = (...args) =>
  execFileSync(process.execPath, [require.resolve('tsx/cli'), '--conditions=source', path.join(__dirname, 'src/testing/write-seeded-template.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });

/**
 * Writes this run's seeded database template once, before the workers start (they inherit its name
 * through the environment): with TEST_DATABASE_URL a template database on that PostgreSQL server
 * (src/testing/seeded-postgres-template.ts), else a PGlite data folder in a file
 * (src/testing/seeded-database-template.ts). A run with the server's own DATABASE_URL set uses neither.
 */
module.exports = () => {
  if (process.env.DATABASE_URL) return;
  if (process.env.TEST_DATABASE_URL) {
    process.env.SHOP_TEST_POSTGRES_TEMPLATE = writeTemplate().trim().split('\n').at(-1);
    return;
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-template-')), 'seeded.tar');
  writeTemplate(file);
  process.env.SHOP_TEST_DATABASE_TEMPLATE = file;
};
