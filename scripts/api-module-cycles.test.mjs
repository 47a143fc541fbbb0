// node --test scripts/api-module-cycles.test.mjs
// Cruises small fixture trees with the rules and options of api/.dependency-cruiser.cjs (what
// `pnpm --filter @shop/api run lint:modules` runs), so that a cycle between the API's modules cannot
// pass unseen and a cycle that is not one (through src/http, inside a module) cannot fail it.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { ROOT } from './workspace.mjs';

const require = createRequire(import.meta.url);
const { options, ...ruleSet } = require(path.join(ROOT, 'api', '.dependency-cruiser.cjs'));

const fixtures = [];
after(() => {
  for (const dir of fixtures) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * The cycles dependency-cruiser reports for a fixture of the API's shape, `files` naming each
 * file (relative to api/) and its code, as ['src/modules/a -> src/modules/b', ...], sorted.
 */
async function moduleCycles(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-module-cycles-'));
  fixtures.push(dir);
  // The API's own compiler options, so imports resolve as they do in api/.
  const tsConfig = path.join(dir, options.tsConfig.fileName);
  fs.writeFileSync(tsConfig, JSON.stringify({ extends: path.join(ROOT, 'api', 'tsconfig.json'), include: ['src'] }));
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `${code}\n`);
  }
  const { output } = await cruise(['src'], { ...options, ruleSet, validate: true, baseDir: dir, tsConfig: { fileName: tsConfig } }, {}, { tsConfig: extractTSConfig(tsConfig) });
  const violations = output.summary.violations;
  for (const violation of violations) assert.equal(violation.rule.name, 'no-module-cycle');
  return violations.map((violation) => `${violation.from} -> ${violation.to}`).sort();
}

const ENTRIES = { 'src/modules/a/index.ts': 'export {};', 'src/modules/b/index.ts': 'export {};', 'src/modules/c/index.ts': 'export {};' };

test('two modules that import each other through their entries are a cycle, though no file is in one', async () => {
  const cycles = await moduleCycles({
    ...ENTRIES,
    'src/modules/a/x.ts': `import '../b';`,
    'src/modules/b/y.ts': `import '../a';`,
  });
  assert.deepEqual(cycles, ['src/modules/a -> src/modules/b', 'src/modules/b -> src/modules/a']);
});

test('a cycle through three modules is reported on each of its imports, a type-only import among them', async () => {
  const cycles = await moduleCycles({
    ...ENTRIES,
    'src/modules/a/x.ts': `import '../b';`,
    'src/modules/b/sub/y.ts': `import '../../c';`,
    'src/modules/c/z.ts': `import type { A } from '../a';\nexport type Z = A;`,
    'src/modules/a/index.ts': `export type A = string;`,
  });
  assert.deepEqual(cycles, ['src/modules/a -> src/modules/b', 'src/modules/b -> src/modules/c', 'src/modules/c -> src/modules/a']);
});

test('modules that depend one way only, and folders of one module that import each other, are no cycle', async () => {
  const cycles = await moduleCycles({
    ...ENTRIES,
    'src/modules/a/x.ts': `import '../b';\nimport './p/y';`,
    'src/modules/a/p/y.ts': `import '../x';\nimport '../q/z';\nimport '../../c';`,
    'src/modules/a/q/z.ts': `import '../p/y';`,
    'src/modules/b/y.ts': `import '../c';`,
  });
  assert.deepEqual(cycles, []);
});

test('a cycle that goes through the rest of the API (src/http gathers the modules’ messages) is not a module cycle', async () => {
  const cycles = await moduleCycles({
    ...ENTRIES,
    'src/modules/a/messages.ts': `export const aMessages = {};`,
    'src/modules/b/messages.ts': `export const bMessages = {};`,
    'src/http/i18n.ts': `import '../modules/a/messages';\nimport '../modules/b/messages';`,
    'src/modules/a/x.ts': `import '../b';\nimport '../../http/i18n';`,
    'src/modules/b/y.ts': `import '../../http/i18n';`,
  });
  assert.deepEqual(cycles, []);
});

test('tests and src/testing are white-box: their imports make no cycle', async () => {
  const cycles = await moduleCycles({
    ...ENTRIES,
    'src/modules/a/x.ts': `import '../b';`,
    'src/modules/b/y.test.ts': `import '../a';`,
    'src/testing/helpers.ts': `import '../modules/a';\nimport '../modules/b';`,
    'src/modules/b/z.ts': `import '../../testing/helpers';`,
  });
  assert.deepEqual(cycles, []);
});
