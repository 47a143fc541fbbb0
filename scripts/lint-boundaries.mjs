// Federation boundaries: a remote never imports another remote or the host, and @shop/shared
// imports no app. They talk through @shop/shared and URLs only.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

const APP_DIRS = fs.readdirSync(ROOT).filter((name) => name === 'host' || name.startsWith('mf-'));
const IMPORT = /(?:from\s+|import\s+|import\s*\(\s*|require\s*\(\s*)['"]([^'"]+)['"]/g;
const problems = [];

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|jsx?|cjs|mjs)$/.test(entry.name)) yield full;
  }
}

/** The app a specifier points into: a relative path into another app's folder, or its package. */
function targetApp(file, specifier) {
  if (specifier.startsWith('.')) return path.relative(ROOT, path.resolve(path.dirname(file), specifier)).split(path.sep)[0];
  const match = /^@shop\/([^/]+)/.exec(specifier);
  return match ? match[1] : null;
}

function check(owner, file) {
  const text = fs.readFileSync(file, 'utf8');
  for (const [, specifier] of text.matchAll(IMPORT)) {
    const target = targetApp(file, specifier);
    if (target && target !== owner && APP_DIRS.includes(target)) {
      problems.push(`${path.relative(ROOT, file)} imports ${specifier} (${owner} must not import ${target})`);
    }
  }
}

for (const app of APP_DIRS) for (const file of sourceFiles(path.join(ROOT, app, 'src'))) check(app, file);
for (const file of sourceFiles(path.join(ROOT, 'shared'))) check('shared', file);

if (problems.length) {
  console.error(`Boundary violations:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`boundaries: ${APP_DIRS.length} apps and shared checked, no cross-app imports`);
