// node --test scripts/lint-boundaries.test.mjs
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exposesProblems, federationExposes, stylesheetProblems } from './lint-boundaries.mjs';
import { ROOT } from './workspace.mjs';

const roots = [];
after(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A throwaway workspace holding `files` (path -> content). */
function workspace(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-boundaries-'));
  roots.push(root);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

const PAGE = 'export default function Page() { return null; }\n';

test('src/exposes/ may hold the exposed modules and their tests', () => {
  const root = workspace({ 'mf-a/src/exposes/cart-page.tsx': PAGE, 'mf-a/src/exposes/cart-page.test.tsx': '' });
  assert.deepEqual(exposesProblems(path.join(root, 'mf-a'), { './cart-page': './src/exposes/cart-page.tsx' }), []);
});

test('a module in src/exposes/ that federation does not expose is reported', () => {
  const root = workspace({ 'mf-a/src/exposes/cart-page.tsx': PAGE, 'mf-a/src/exposes/cart-helpers.ts': '' });
  const problems = exposesProblems(path.join(root, 'mf-a'), { './cart-page': './src/exposes/cart-page.tsx' });
  assert.equal(problems.length, 1);
  assert.match(problems[0], /mf-a\/src\/exposes\/cart-helpers\.ts is not exposed/);
});

test('a folder in src/exposes/ and a module exposed from elsewhere are reported', () => {
  const root = workspace({ 'mf-a/src/exposes/parts/row.tsx': PAGE, 'mf-a/src/pages/cart-page.tsx': PAGE });
  const problems = exposesProblems(path.join(root, 'mf-a'), { './cart-page': './src/pages/cart-page.tsx' });
  assert.equal(problems.length, 2);
  assert.match(problems[0], /src\/exposes\/parts\/ is a folder/);
  assert.match(problems[1], /exposes \.\/cart-page from \.\/src\/pages\/cart-page\.tsx, outside src\/exposes/);
});

test("the check reads what each remote's webpack config exposes", () => {
  const exposes = federationExposes(path.join(ROOT, 'mf-checkout'));
  assert.ok(Object.keys(exposes).length > 0, 'mf-checkout exposes nothing?');
  for (const file of Object.values(exposes)) assert.match(file, /^\.\/src\/exposes\//);
  assert.deepEqual(federationExposes(path.join(ROOT, 'host')), {});
});

test("a stylesheet that imports or scans another app's folder is reported", () => {
  const root = workspace({
    'mf-a/src/styles.css': "@import '@shop/shared/styles/tailwind-remote.css';\n@import '../../mf-b/src/styles.css';\n",
    'mf-a/src/parts.css': "@source '../../host/src';\n@import '@shop/mf-b/styles.css';\n@source './features';\n",
    'mf-b/src/styles.css': '',
  });
  const problems = stylesheetProblems(root, path.join(root, 'mf-a'), ['host', 'mf-a', 'mf-b']);
  assert.equal(problems.length, 3);
  assert.match(problems.join('\n'), /mf-a\/src\/parts\.css reaches into host/);
  assert.match(problems.join('\n'), /mf-a\/src\/parts\.css reaches into mf-b \(@shop\/mf-b/);
  assert.match(problems.join('\n'), /mf-a\/src\/styles\.css reaches into mf-b \(\.\.\/\.\.\/mf-b/);
});
