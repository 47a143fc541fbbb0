// node --test scripts/check-skew.test.mjs
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-skew.mjs');

const REACT = '19.3.1';
const SHARED = '1.2.0';

/** The shared list of a manifest, as @module-federation/enhanced writes it (assets left out). */
function sharedList({ react = REACT, reactRange = `^${react}`, shop = SHARED, shopRange } = {}) {
  const [major, minor] = shop.split('.');
  return [
    { id: 'x:@shop/shared', name: '@shop/shared', version: shop, singleton: true, requiredVersion: shopRange ?? `^${major}.${minor}.0` },
    { id: 'x:react', name: 'react', version: react, singleton: true, requiredVersion: reactRange },
    // deep imports shared through the `react/` prefix come without the singleton flag
    { id: 'x:react/jsx-runtime', name: 'react/jsx-runtime', version: react, requiredVersion: reactRange },
    { id: 'x:react-dom', name: 'react-dom', version: react, singleton: true, requiredVersion: reactRange },
    { id: 'x:zustand', name: 'zustand', version: '5.1.0', singleton: true, requiredVersion: '^5.1.0' },
  ];
}

const roots = [];
after(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function workspace(apps) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-skew-'));
  roots.push(root);
  for (const [dir, shared] of Object.entries(apps)) {
    fs.mkdirSync(path.join(root, dir, 'dist'), { recursive: true });
    const manifest = { id: dir, name: dir, metaData: { name: dir }, shared, remotes: [], exposes: [] };
    fs.writeFileSync(path.join(root, dir, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
  }
  fs.mkdirSync(path.join(root, 'shared')); // a folder without a manifest is not an app
  fs.mkdirSync(path.join(root, 'mf-unbuilt')); // nor is a remote that was not built
  return root;
}

function run(root, ...args) {
  const r = spawnSync(process.execPath, [SCRIPT, '--root', root, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, lines: r.stderr.split('\n').filter(Boolean) };
}

test('a compatible set passes', () => {
  const root = workspace({
    host: sharedList({ shop: '1.3.0' }),
    'mf-home': sharedList(),
    'mf-catalog': sharedList({ react: '19.2.0', shop: '1.0.0' }), // built earlier, against older 19.x and 1.0
  });
  const r = run(root);
  assert.equal(r.code, 0, r.lines.join('\n'));
  assert.deepEqual(r.lines, []);
  assert.match(r.out, /3 manifest\(s\) agree on 5 shared singleton\(s\): host, mf-catalog, mf-home/);
});

test('a remote built against a newer minor than the host has fails', () => {
  const root = workspace({ host: sharedList(), 'mf-checkout': sharedList({ react: '19.4.0' }) });
  const r = run(root);
  assert.equal(r.code, 1);
  assert.deepEqual(r.lines, [
    'check:skew: mf-checkout: requires react ^19.4.0 but the host (host) provides 19.3.1',
    'check:skew: mf-checkout: requires react/jsx-runtime ^19.4.0 but the host (host) provides 19.3.1',
    'check:skew: mf-checkout: requires react-dom ^19.4.0 but the host (host) provides 19.3.1',
  ]);
});

test('a remote built for react ^20 fails', () => {
  const root = workspace({
    host: sharedList(),
    'mf-home': sharedList(),
    'mf-catalog': sharedList({ react: '20.0.0' }),
  });
  const r = run(root);
  assert.equal(r.code, 1);
  assert.ok(r.lines.includes('check:skew: mf-catalog: requires react ^20.0.0 but the host (host) provides 19.3.1'), r.lines.join('\n'));
  assert.ok(r.lines.includes('check:skew: react: singleton provided in different major versions: host 19.3.1, mf-catalog 20.0.0, mf-home 19.3.1'), r.lines.join('\n'));
  assert.ok(r.lines.every((l) => !l.includes('mf-home:')), 'the compatible remote is not blamed');
});

test('a remote requiring @shop/shared ^2.0.0 when the host has 1.x fails', () => {
  const root = workspace({
    host: sharedList({ shop: '1.4.2' }),
    'mf-ucenter': sharedList({ shop: '2.0.0' }),
  });
  const r = run(root);
  assert.equal(r.code, 1);
  assert.deepEqual(r.lines, [
    'check:skew: mf-ucenter: requires @shop/shared ^2.0.0 but the host (host) provides 1.4.2',
    'check:skew: @shop/shared: singleton provided in different major versions: host 1.4.2, mf-ucenter 2.0.0',
  ]);
});

test('a remote needing a newer @shop/shared minor than the host has fails', () => {
  const root = workspace({ host: sharedList({ shop: '1.2.0' }), 'mf-home': sharedList({ shop: '1.3.1' }) });
  const r = run(root);
  assert.equal(r.code, 1);
  assert.deepEqual(r.lines, ['check:skew: mf-home: requires @shop/shared ^1.3.0 but the host (host) provides 1.2.0']);
});

test('a singleton the host does not provide fails', () => {
  const extra = [...sharedList(), { id: 'x:jotai', name: 'jotai', version: '2.0.0', singleton: true, requiredVersion: '^2.0.0' }];
  const root = workspace({ host: sharedList(), 'mf-home': extra });
  const r = run(root);
  assert.equal(r.code, 1);
  assert.deepEqual(r.lines, ['check:skew: mf-home: shares the singleton jotai, which the host (host) does not provide']);
});

test('a manifest given on the command line is checked against the host', () => {
  const root = workspace({ host: sharedList() });
  const elsewhere = workspace({ 'mf-home': sharedList({ react: '20.1.0' }) });
  const alone = run(root);
  assert.equal(alone.code, 0);
  assert.match(alone.out, /only the host is built/);
  const r = run(root, path.join(elsewhere, 'mf-home'));
  assert.equal(r.code, 1);
  assert.ok(r.lines.some((l) => /mf-manifest\.json: requires react \^20\.1\.0 but the host \(host\) provides 19\.3\.1$/.test(l)), r.lines.join('\n'));
});

test('no host manifest fails with a clear line', () => {
  const root = workspace({ 'mf-home': sharedList() });
  const r = run(root);
  assert.equal(r.code, 1);
  assert.equal(r.lines.length, 1);
  assert.match(r.lines[0], /^check:skew: no host\/dist\/mf-manifest\.json under .*: build the host first/);
});
