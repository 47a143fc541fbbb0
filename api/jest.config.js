/** Tests share one PostgreSQL database when DATABASE_URL is set, so they must then run one at a time. */
const sharedDatabase = Boolean(process.env.DATABASE_URL);

/**
 * Dependencies jest cannot run as they ship: PGlite's CJS build loads Node built-ins with dynamic
 * import(), which jest only allows under --experimental-vm-modules. swc rewrites it to plain require().
 */
const packagesToCompile = ['@electric-sql/pglite'];
const inPnpmStore = (name) => name.replace('/', '\\+');
const notCompiled = packagesToCompile.flatMap((name) => [`\\.pnpm/${inPnpmStore(name)}@`, `${name}/`]).join('|');

const swc = (syntax) => ['@swc/jest', { jsc: { target: 'es2023', parser: { syntax } }, module: { type: 'commonjs' } }];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': swc('typescript'),
    '^.+\\.c?js$': swc('ecmascript'),
  },
  // The contract is compiled from its sources, like the API's own.
  moduleNameMapper: { '^@shop/contract$': '<rootDir>/../contract/src/index.ts' },
  transformIgnorePatterns: [`/node_modules/(?!${notCompiled})`],
  maxWorkers: sharedDatabase ? 1 : '50%',
  testTimeout: 20000,
};
