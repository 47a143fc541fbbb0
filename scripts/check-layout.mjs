// `pnpm lint` runs this: every remote's folders follow "The skeleton of a remote" in
// docs/frontend-patterns.md, so that a newcomer finds a fetcher, a component or a helper in the same
// place in every remote. What goes where inside a file (imports between features, requests outside
// api/ folders) is ESLint's part (eslint.config.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './workspace.mjs';

/** What a remote's folder holds beside its sources: its package, its configs, its published pages. */
export const REMOTE_FILES = ['package.json', 'tsconfig.json', 'jest.config.cjs', 'webpack.config.cjs', 'routes.json'];
/** What every remote's src/ has: the async boundary, the dev shell, its pages, its features, its words. */
export const SRC_REQUIRED = ['index.ts', 'bootstrap.tsx', 'exposes', 'features', 'i18n/messages.ts'];
/** Besides those: the stylesheet, what two features share, the test data, declared types. */
export const SRC_OPTIONAL = ['styles.css', 'api', 'components', 'lib', 'hooks', 'testing', 'types'];
/** The only folders of a feature; nothing lies loose beside them. */
export const FEATURE_FOLDERS = ['api', 'components', 'hooks', 'lib', 'testing'];

const entries = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []);

/** Every way the remote at `appDir` leaves the skeleton, one sentence each. */
export function layoutProblems(appDir) {
  const app = path.basename(appDir);
  const problems = [];
  for (const file of REMOTE_FILES) {
    if (!fs.existsSync(path.join(appDir, file))) problems.push(`${app}/${file} is missing`);
  }
  const src = path.join(appDir, 'src');
  for (const entry of SRC_REQUIRED) {
    if (!fs.existsSync(path.join(src, entry))) problems.push(`${app}/src/${entry} is missing`);
  }
  const topLevel = new Set([...SRC_REQUIRED.map((entry) => entry.split('/')[0]), ...SRC_OPTIONAL]);
  for (const entry of entries(src)) {
    if (!topLevel.has(entry.name)) {
      problems.push(`${app}/src/${entry.name} is not part of a remote's skeleton: put it in a feature, or in src/api, src/components, src/hooks or src/lib when two features share it`);
    }
  }
  for (const feature of entries(path.join(src, 'features'))) {
    const where = `${app}/src/features/${feature.name}`;
    if (!feature.isDirectory()) {
      problems.push(`${where} is a file: src/features/ holds one folder per feature`);
      continue;
    }
    for (const entry of entries(path.join(src, 'features', feature.name))) {
      if (!entry.isDirectory()) problems.push(`${where}/${entry.name} lies loose in the feature: move it to its lib/ (a helper), components/, hooks/ or api/`);
      else if (!FEATURE_FOLDERS.includes(entry.name)) problems.push(`${where}/${entry.name}/ is not a feature folder (${FEATURE_FOLDERS.join(', ')}): a part of its own is a feature of its own`);
    }
  }
  return problems;
}

/** The remotes of the workspace at `root`: every mf-* folder with a package. */
export function remotes(root = ROOT) {
  return fs
    .readdirSync(root)
    .filter((name) => name.startsWith('mf-') && fs.existsSync(path.join(root, name, 'package.json')))
    .sort();
}

function main() {
  const apps = remotes();
  const problems = apps.flatMap((app) => layoutProblems(path.join(ROOT, app)));
  if (problems.length) {
    console.error(`Remote layout (docs/frontend-patterns.md, "The skeleton of a remote"):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`layout: ${apps.length} remotes follow the skeleton of docs/frontend-patterns.md`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
