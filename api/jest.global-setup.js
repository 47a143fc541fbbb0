const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * Writes this run's seeded database template once, before the workers start (they inherit its name
 * through the environment): src/testing/seeded-database-template.ts. It runs under tsx, as the API's
 * own scripts do, where PGlite and the contract's sources load as they ship. A PostgreSQL run
 * (DATABASE_URL) prepares each worker's database itself and has no use for it.
 */
module.exports = () => {
  if (process.env.DATABASE_URL) return;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-template-')), 'seeded.tar');
  execFileSync(process.execPath, [require.resolve('tsx/cli'), '--conditions=source', path.join(__dirname, 'src/testing/write-seeded-template.ts'), file], { stdio: 'inherit' });
  process.env.SHOP_TEST_DATABASE_TEMPLATE = file;
};
