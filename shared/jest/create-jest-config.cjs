// One jest config for every front-end package: SWC transform, jsdom, Testing Library matchers.
const path = require('node:path');

function createJestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.m?[jt]sx?$': [
        require.resolve('@swc/jest'),
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    // ESM-only packages are compiled too.
    transformIgnorePatterns: ['/node_modules/(?!.pnpm|swiper|ssr-window|dom7)', '/node_modules/\\.pnpm/(?!swiper|ssr-window|dom7)'],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      '^axios$': require.resolve('axios/dist/node/axios.cjs'),
      '^@/(.*)$': '<rootDir>/src/$1',
      '^@shop/contract$': path.join(__dirname, '../../contract/src/index.ts'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.cjs')],
    clearMocks: true,
    // Two workers on these two-core machines: jest's default (cores - 1) runs a package's files one
    // after another on a single core.
    maxWorkers: 2,
    ...overrides,
  };
}

module.exports = { createJestConfig };
