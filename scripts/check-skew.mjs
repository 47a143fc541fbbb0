#!/usr/bin/env node
// Fails when built apps disagree on their shared singletons (docs/adr/0008-shared-singletons-evolve.md).
//
//   node scripts/check-skew.mjs [--root DIR] [--host NAME] [MANIFEST_OR_DIR ...]
//
// Reads <app>/dist/mf-manifest.json of every top-level folder of the workspace that has one (the host
// and whichever remotes were built; nothing is hard-coded), plus any manifest given on the command line
// (a file, a folder holding mf-manifest.json, or an app folder with dist/mf-manifest.json: e.g. a
// remote built elsewhere that is about to be deployed). The host (folder `host`, or --host) provides the
// singletons at run time, so:
//   - every singleton an app shares must be provided by the host, and the app's requiredVersion must be
//     satisfied by the host's version;
//   - no two apps may provide the same singleton in different major versions.
// One line per problem on stderr, exit 1; exit 0 when every manifest agrees.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const MANIFEST = 'mf-manifest.json';

/** 'react/jsx-runtime' -> 'react', '@shop/shared' -> '@shop/shared', '@a/b/c' -> '@a/b'. */
export function basePackage(name) {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Major, or 0.minor below 1.0.0 (what a caret range treats as breaking). */
function compatKey(version) {
  const v = semver.parse(version, { loose: true });
  if (!v) return null;
  return v.major === 0 ? `0.${v.minor}` : String(v.major);
}

/**
 * A manifest's shared entries, normalised. A deep import shared through a prefix key (`react/` gives
 * `react/jsx-runtime`) is listed by the manifest without its `singleton` flag, although the runtime
 * treats it as one: it counts as a singleton when its package is one.
 */
export function sharedEntries(manifest) {
  const list = Array.isArray(manifest?.shared) ? manifest.shared : [];
  const singletonPackages = new Set(list.filter((s) => s.singleton).map((s) => s.name));
  return list
    .filter((s) => s && typeof s.name === 'string')
    .map((s) => ({
      name: s.name,
      version: typeof s.version === 'string' ? s.version : '',
      requiredVersion: typeof s.requiredVersion === 'string' ? s.requiredVersion : '',
      singleton: Boolean(s.singleton) || singletonPackages.has(basePackage(s.name)),
    }));
}

/**
 * @param {{host: {label: string, manifest: object}, apps: {label: string, manifest: object}[]}} input
 *   apps: every manifest including the host's
 * @returns {string[]} problems, one line each
 */
export function findSkew({ host, apps }) {
  const problems = [];
  const hostEntries = sharedEntries(host.manifest);
  const hostProvides = new Map(hostEntries.map((e) => [e.name, e]));
  const provider = (name) => hostProvides.get(name) || hostProvides.get(basePackage(name));

  for (const app of apps) {
    for (const entry of sharedEntries(app.manifest)) {
      if (!entry.singleton) continue;
      const provided = provider(entry.name);
      if (!provided || !provided.version) {
        problems.push(`${app.label}: shares the singleton ${entry.name}, which the host (${host.label}) does not provide`);
        continue;
      }
      const range = entry.requiredVersion;
      if (!range || range === '*') continue;
      if (!semver.validRange(range, { loose: true })) {
        problems.push(`${app.label}: ${entry.name} has an invalid requiredVersion "${range}"`);
        continue;
      }
      if (!semver.satisfies(provided.version, range, { loose: true, includePrerelease: true })) {
        problems.push(
          `${app.label}: requires ${entry.name} ${range} but the host (${host.label}) provides ${provided.version}`,
        );
      }
    }
  }

  // The same singleton provided in incompatible versions by two apps (whichever loads first wins).
  const byName = new Map();
  for (const app of apps) {
    for (const entry of sharedEntries(app.manifest)) {
      if (!entry.singleton || !entry.version) continue;
      if (!byName.has(entry.name)) byName.set(entry.name, []);
      byName.get(entry.name).push({ label: app.label, version: entry.version });
    }
  }
  for (const [name, providers] of byName) {
    const keys = new Set(providers.map((p) => compatKey(p.version)));
    if (keys.size > 1) {
      const who = providers.map((p) => `${p.label} ${p.version}`).join(', ');
      problems.push(`${name}: singleton provided in different major versions: ${who}`);
    }
  }
  return [...new Set(problems)];
}

function manifestPathOf(target) {
  const candidates = [target, path.join(target, MANIFEST), path.join(target, 'dist', MANIFEST)];
  return candidates.find((p) => fs.existsSync(p) && fs.statSync(p).isFile()) || null;
}

function readManifest(file, label) {
  try {
    return { label, file, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (error) {
    throw new Error(`${label}: cannot read ${file}: ${error.message}`);
  }
}

/** Every top-level folder of root with dist/mf-manifest.json. */
export function discoverManifests(root) {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'node_modules' && !d.name.startsWith('.'))
    .map((d) => ({ label: d.name, file: path.join(root, d.name, 'dist', MANIFEST) }))
    .filter((m) => fs.existsSync(m.file))
    .sort((a, b) => a.label.localeCompare(b.label));
}

function parseArgs(argv) {
  const args = { root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), host: 'host', extra: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--root') args.root = path.resolve(argv[++i]);
    else if (a === '--host') args.host = argv[++i];
    else if (a === '-h' || a === '--help') args.help = true;
    else args.extra.push(a);
  }
  return args;
}

export function main(argv = process.argv.slice(2)) {
  const args = parseArgs(argv);
  if (args.help) {
    console.log('usage: node scripts/check-skew.mjs [--root DIR] [--host NAME] [MANIFEST_OR_DIR ...]');
    return 0;
  }
  const problems = [];
  const apps = [];
  try {
    for (const { label, file } of discoverManifests(args.root)) apps.push(readManifest(file, label));
    for (const target of args.extra) {
      const file = manifestPathOf(path.resolve(target));
      if (!file) {
        problems.push(`${target}: no ${MANIFEST} there`);
        continue;
      }
      const relative = path.relative(process.cwd(), file);
      apps.push(readManifest(file, relative && !relative.startsWith('..') ? relative : file));
    }
  } catch (error) {
    problems.push(error.message);
  }
  const host = apps.find((a) => a.label === args.host);
  if (!host) {
    problems.push(`no ${args.host}/dist/${MANIFEST} under ${args.root}: build the host first (the host provides the singletons)`);
  } else {
    problems.push(...findSkew({ host, apps }));
  }
  if (problems.length) {
    for (const p of problems) console.error(`check:skew: ${p}`);
    return 1;
  }
  const singletons = sharedEntries(host.manifest).filter((e) => e.singleton).length;
  console.log(`check:skew: ${apps.length} manifest(s) agree on ${singletons} shared singleton(s): ${apps.map((a) => a.label).join(', ')}`);
  if (apps.length === 1) console.log('check:skew: only the host is built; build the remotes to compare them');
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
