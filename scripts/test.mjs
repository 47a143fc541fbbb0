// `npm test`: every test of the project: lint, unit and component tests of every package, API tests
// on a real embedded database, then Playwright in Chromium against the production build.
import { APPS, buildApps, ensureInstalled, needsBuild, pnpm, run } from './workspace.mjs';

/** Prints how long the run has taken when each stage starts, so a slow stage shows in the log. */
const started = Date.now();
const stage = (name) => console.log(`==> npm test, ${Math.round((Date.now() - started) / 1000)} s: ${name}`);

await ensureInstalled();
stage('lint');
await pnpm(['run', 'lint']);
stage('node tests');
await run(process.execPath, ['--test', 'scripts/check-skew.test.mjs', 'scripts/lint-boundaries.test.mjs', 'scripts/check-layout.test.mjs', 'scripts/eslint-boundaries.test.mjs', 'scripts/api-module-cycles.test.mjs', 'scripts/kit-styles.test.mjs']);
// Type checks are independent: two at a time on two cores.
stage('typecheck');
await pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
// Every package but the API in one jest run (jest.config.cjs): one worker pool instead of one per package.
stage('front-end jest');
await pnpm(['exec', 'jest']);
stage('API suites');
await pnpm(['--filter', '@shop/api', 'run', 'test']);
const stale = APPS.filter(needsBuild);
stage('build');
if (stale.length) await buildApps(stale);
// Every built manifest agrees on the shared singletons before anything is served together.
await run(process.execPath, ['scripts/check-skew.mjs']);
stage('Playwright');
await pnpm(['--filter', '@shop/e2e', 'run', 'test']);
// Last, the README's own start command in a fresh clone with nothing set but the port.
stage('fresh clone');
await pnpm(['--filter', '@shop/e2e', 'run', 'test:fresh-clone']);
stage('done');
