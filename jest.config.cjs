// Every package's unit and component tests in one jest run (`pnpm run test:unit`), each with its own
// package's config: one worker pool and one start-up instead of one per package. The API's suites
// run on their own (`pnpm --filter @shop/api test`): they need databases of their own per worker.
const fs = require('node:fs');
const path = require('node:path');

const folders = (parent, keep) => fs.readdirSync(path.join(__dirname, parent)).filter(keep).sort().map((name) => path.join(parent, name));
const packages = ['contract', 'shared', ...folders('kits', () => true), 'host', ...folders('.', (name) => name.startsWith('mf-'))];

/** @type {import('jest').Config} */
module.exports = {
  projects: packages.filter((folder) => fs.existsSync(path.join(__dirname, folder, 'jest.config.cjs'))).map((folder) => `<rootDir>/${folder}`),
  // Two workers on these two-core machines, shared by every package.
  maxWorkers: 2,
};
