// The architecture rules ESLint cannot see (it guards imports between scripts, see
// eslint.config.mjs and docs/adr/0010-lint-guards-the-architecture.md):
// - a remote's src/exposes/ holds only what its federation config exposes, and everything it
//   exposes is there;
// - no stylesheet reaches into another app's folder (`@import`, `@source`).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { FRONTEND_APPS, ROOT } from './workspace.mjs';

const require = createRequire(import.meta.url);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const STYLESHEET_REFERENCE = /@(?:import|source)\s+(?:url\(\s*)?['"]([^'"]+)['"]/g;

/**
 * What the app's federation config exposes (request -> file), read from the webpack config the
 * build uses. The host exposes nothing.
 */
export function federationExposes(appDir) {
  const { EmitRoutesPlugin } = require(path.join(ROOT, 'shared', 'webpack', 'emit-routes-plugin.cjs'));
  const { browserConfigOf } = require(path.join(ROOT, 'shared', 'webpack', 'create-config.cjs'));
  const config = browserConfigOf(require(path.join(appDir, 'webpack.config.cjs'))({}, { mode: 'production' }));
  return config.plugins.find((plugin) => plugin instanceof EmitRoutesPlugin)?.options.exposes ?? {};
}

/** Files of src/exposes/ that federation does not expose, and exposed files that are not in src/exposes/. */
export function exposesProblems(appDir, exposes) {
  const app = path.basename(appDir);
  const dir = path.join(appDir, 'src', 'exposes');
  const exposed = new Set(Object.values(exposes).map((file) => path.resolve(appDir, file)));
  const problems = [];
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
  for (const entry of files) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) problems.push(`${app}/src/exposes/${entry.name}/ is a folder: src/exposes/ holds the exposed modules only`);
    else if (!TEST_FILE.test(entry.name) && !exposed.has(file)) {
      problems.push(`${app}/src/exposes/${entry.name} is not exposed by ${app}'s federation config: move it out of src/exposes/`);
    }
  }
  for (const [request, file] of Object.entries(exposes)) {
    if (path.dirname(path.resolve(appDir, file)) !== dir) problems.push(`${app} exposes ${request} from ${file}, outside src/exposes/`);
  }
  return problems;
}

function* stylesheets(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* stylesheets(full);
    else if (entry.name.endsWith('.css')) yield full;
  }
}

/** Stylesheets of `packageDir` that import or scan (Tailwind's @source) a folder of another app. */
export function stylesheetProblems(root, packageDir, apps) {
  const owner = path.basename(packageDir);
  const problems = [];
  for (const file of stylesheets(packageDir)) {
    for (const [, reference] of fs.readFileSync(file, 'utf8').matchAll(STYLESHEET_REFERENCE)) {
      const target = reference.startsWith('.')
        ? path.relative(root, path.resolve(path.dirname(file), reference)).split(path.sep)[0]
        : /^@shop\/([^/]+)/.exec(reference)?.[1];
      if (target && target !== owner && apps.includes(target)) {
        problems.push(`${path.relative(root, file)} reaches into ${target} (${reference}): apps share styles through @shop/shared`);
      }
    }
  }
  return problems;
}

function main() {
  const problems = [];
  for (const app of FRONTEND_APPS) {
    const appDir = path.join(ROOT, app);
    problems.push(...exposesProblems(appDir, federationExposes(appDir)));
    problems.push(...stylesheetProblems(ROOT, appDir, FRONTEND_APPS));
  }
  problems.push(...stylesheetProblems(ROOT, path.join(ROOT, 'shared'), FRONTEND_APPS));
  if (problems.length) {
    console.error(`Boundary violations:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`boundaries: src/exposes/ of ${FRONTEND_APPS.length} apps matches their federation config, no stylesheet crosses apps`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
