/**
 * Two workers on these two-core machines, on PGlite and on PostgreSQL alike: there each worker has
 * its own database (src/testing/test-database-url.ts), which scripts/test-api-on-postgres.sh creates.
 */
const WORKERS = 2;

/**
 * Dependencies jest cannot run as they ship: PGlite's CJS build loads Node built-ins with dynamic
 * import(), which jest only allows under --experimental-vm-modules, and the structured-data validator and
 * extractor ship as ES modules only. swc rewrites them to plain require().
 */
const packagesToCompile = ['@electric-sql/pglite', '@electric-sql/pglite-tools', '@adobe/structured-data-validator', '@marbec/web-auto-extractor'];
const inPnpmStore = (name) => name.replace('/', '\\+');
const notCompiled = packagesToCompile.flatMap((name) => [`\\.pnpm/${inPnpmStore(name)}@`, `${name}/`]).join('|');

/**
 * Suites that always start the shop on an embedded database of their own, or test only the embedded
 * database's folder, whatever TEST_DATABASE_URL says. On PostgreSQL they would only repeat themselves:
 * that run leaves them to `test:embedded-driver`, which CI runs next (ADR 0024).
 */
const EMBEDDED_ONLY = ['<rootDir>/src/main.test.ts', '<rootDir>/src/db/data-folder-lock.test.ts', '<rootDir>/src/db/client.test.ts', '<rootDir>/src/backup/backup-drill.test.ts', '<rootDir>/src/backup/restore-refusals.test.ts'];

/**
 * Suites that need a PostgreSQL server of their own and its client tools (pg_dump, pg_restore): only
 * the PostgreSQL run has them.
 */
const POSTGRES_ONLY = ['<rootDir>/src/backup/postgres-backup.test.ts'];

const swc = (syntax) => ['@swc/jest', { jsc: { target: 'es2023', parser: { syntax } }, module: { type: 'commonjs' } }];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? EMBEDDED_ONLY : POSTGRES_ONLY)],
  transform: {
    '^.+\\.ts$': swc('typescript'),
    '^.+\\.c?js$': swc('ecmascript'),
  },
  // The contract is compiled from its sources, like the API's own.
  moduleNameMapper: { '^@shop/contract$': '<rootDir>/../contract/src/index.ts' },
  transformIgnorePatterns: [`/node_modules/(?!${notCompiled})`],
  maxWorkers: WORKERS,
  // Tests run in a random order inside each file, so none leans on another's leftovers: the seed is printed, --seed=N repeats an order.
  randomize: true,
  // One seeded database per run, which every test file's database starts from.
  globalSetup: '<rootDir>/jest.global-setup.js',
  globalTeardown: '<rootDir>/jest.global-teardown.js',
  testTimeout: 20000,
};
