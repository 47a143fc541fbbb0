// Deploys one remote's build into the folder the site serves it from, while the site runs:
//   node scripts/deploy-remote.mjs <built dist folder> <served folder, e.g. mf-catalog/dist>
// Hashed chunks are copied first and old ones are kept, so tabs still running the previous build
// can load what they need; the entry files (remoteEntry.js, mf-manifest.json, routes.json) are
// swapped last, each by an atomic rename, so no shopper sees a half-deployed remote. Old chunks stay
// until the operator prunes them.
import fs from 'node:fs';
import path from 'node:path';

const ENTRY_FILES = ['remoteEntry.js', 'mf-manifest.json', 'mf-manifest-stats.json', 'index.html', 'routes.json', 'ssr-manifest.json'];

function filesIn(folder, prefix = '') {
  return fs.readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesIn(folder, relative) : [relative];
  });
}

function copyAtomically(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const staging = `${to}.deploying-${process.pid}`;
  fs.copyFileSync(from, staging);
  fs.renameSync(staging, to);
}

export function deployRemote(built, served) {
  if (!fs.existsSync(path.join(built, 'mf-manifest.json'))) throw new Error(`${built} is not a remote build (no mf-manifest.json)`);
  const files = filesIn(built);
  const entries = ENTRY_FILES.filter((name) => files.includes(name));
  const chunks = files.filter((name) => !ENTRY_FILES.includes(name));
  for (const name of [...chunks, ...entries]) copyAtomically(path.join(built, name), path.join(served, name));
  return { chunks: chunks.length, entries };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [built, served] = process.argv.slice(2);
  if (!built || !served) {
    console.error('usage: node scripts/deploy-remote.mjs <built dist folder> <served folder>');
    process.exit(2);
  }
  const { chunks, entries } = deployRemote(path.resolve(built), path.resolve(served));
  console.log(`deployed ${chunks} files, then ${entries.join(', ')}, into ${served}`);
}
