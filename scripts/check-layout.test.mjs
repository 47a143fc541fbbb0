// node --test scripts/check-layout.test.mjs
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { layoutProblems, remotes } from './check-layout.mjs';
import { ROOT } from './workspace.mjs';

const roots = [];
after(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A throwaway remote `mf-a` holding the skeleton's files plus `extra` (path -> content). */
function remote(extra = {}, without = []) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-layout-'));
  roots.push(root);
  const files = {
    'package.json': '{}',
    'tsconfig.json': '{}',
    'jest.config.cjs': '',
    'webpack.config.cjs': '',
    'routes.json': '{"routes":[]}',
    'src/index.ts': '',
    'src/bootstrap.tsx': '',
    'src/styles.css': '',
    'src/exposes/cart-page.tsx': '',
    'src/i18n/messages.ts': '',
    'src/features/cart/api/get-cart.ts': '',
    'src/features/cart/components/cart-view.tsx': '',
    'src/features/cart/components/rows/cart-row.tsx': '',
    'src/features/cart/hooks/use-selection.ts': '',
    'src/features/cart/lib/cart-total.ts': '',
    'src/features/cart/testing/cart-fixtures.ts': '',
    'src/lib/cart-keys.ts': '',
    ...extra,
  };
  for (const [file, content] of Object.entries(files)) {
    if (without.includes(file)) continue;
    fs.mkdirSync(path.dirname(path.join(root, 'mf-a', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'mf-a', file), content);
  }
  return path.join(root, 'mf-a');
}

test('a remote shaped like the skeleton has no problem', () => {
  assert.deepEqual(layoutProblems(remote()), []);
});

test('a missing config, entry or message file is named', () => {
  const problems = layoutProblems(remote({}, ['routes.json', 'src/bootstrap.tsx', 'src/i18n/messages.ts']));
  assert.deepEqual(problems, ['mf-a/routes.json is missing', 'mf-a/src/bootstrap.tsx is missing', 'mf-a/src/i18n/messages.ts is missing']);
});

test('a loose helper in a feature, a folder outside the feature folders and a stray src entry are each named', () => {
  const problems = layoutProblems(
    remote({
      'src/features/cart/cart-total.ts': '',
      'src/features/cart/editor/components/x.tsx': '',
      'src/utils/format.ts': '',
      'src/features/notes.md': '',
    }),
  );
  assert.equal(problems.length, 4, problems.join('\n'));
  assert.match(problems.find((p) => p.includes('cart-total.ts')) ?? '', /lies loose in the feature/);
  assert.match(problems.find((p) => p.includes('editor')) ?? '', /is not a feature folder/);
  assert.match(problems.find((p) => p.includes('src/utils')) ?? '', /is not part of a remote's skeleton/);
  assert.match(problems.find((p) => p.includes('notes.md')) ?? '', /one folder per feature/);
});

test("the workspace's six remotes are all checked, and follow the skeleton", () => {
  const apps = remotes();
  assert.ok(apps.length >= 6, apps.join(', '));
  for (const app of apps) assert.deepEqual(layoutProblems(path.join(ROOT, app)), [], app);
});
