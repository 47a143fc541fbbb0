// node --test scripts/kit-styles.test.mjs
// Every app bundles the UI kits (ADR 0023), so every app's Tailwind must generate the classes the
// kits use, not only the ones its own code happens to share with them. A remote's stylesheet is
// shared/styles/tailwind-remote.css; the host's is host/src/styles.css. This compiles the remote's
// with Tailwind and checks that each class written in a kit's className is in the CSS, and that the
// host scans the kits with the same glob.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './workspace.mjs';

const SHARED = path.join(ROOT, 'shared');
const require = createRequire(path.join(SHARED, 'package.json'));
const postcss = require('postcss');
const tailwind = require('@tailwindcss/postcss');

const REMOTE_STYLESHEET = path.join(SHARED, 'styles', 'tailwind-remote.css');
const HOST_STYLESHEET = path.join(ROOT, 'host', 'src', 'styles.css');
/** Class names that style through other classes and generate no rule of their own. */
const MARKERS = new Set(['group', 'peer']);
const CLASS_NAME = /className="([^"]+)"/g;

function* kitSources() {
  for (const kit of fs.readdirSync(path.join(ROOT, 'kits'))) {
    const src = path.join(ROOT, 'kits', kit, 'src');
    for (const name of fs.readdirSync(src, { recursive: true }).map(String)) {
      if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path.join(src, name);
    }
  }
}

/** Every class a kit writes in a plain className string, with the file it is in. */
function kitClasses() {
  const classes = new Map();
  for (const file of kitSources()) {
    for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(CLASS_NAME)) {
      for (const name of list.split(/\s+/).filter(Boolean)) if (!MARKERS.has(name)) classes.set(name, path.relative(ROOT, file));
    }
  }
  return classes;
}

/** The selector Tailwind writes for a class: every character but letters, digits, `-` and `_` escaped. */
const selector = (name) => `.${name.replace(/[^A-Za-z0-9_-]/g, (character) => `\\${character}`)}`;

/** The `@source` lines of a stylesheet that reach into kits/, as absolute globs. */
const kitSourceGlobs = (stylesheet) =>
  [...fs.readFileSync(stylesheet, 'utf8').matchAll(/@source\s+'([^']+)'/g)]
    .map(([, glob]) => path.resolve(path.dirname(stylesheet), glob))
    .filter((glob) => glob.startsWith(path.join(ROOT, 'kits') + path.sep));

test('a remote’s Tailwind generates every class the UI kits use', async () => {
  const classes = kitClasses();
  assert.ok(classes.size > 50, `only ${classes.size} classes found in kits/*/src: the pattern no longer reads them`);
  const { css } = await postcss([tailwind({ base: SHARED })]).process(fs.readFileSync(REMOTE_STYLESHEET, 'utf8'), { from: REMOTE_STYLESHEET });
  const missing = [...classes].filter(([name]) => !css.includes(`${selector(name)} `) && !css.includes(`${selector(name)}:`)).map(([name, file]) => `${name} (${file})`);
  assert.deepEqual(missing, [], 'classes of the kits that no remote would style');
});

test('the host scans the kits as the remotes do', () => {
  const remote = kitSourceGlobs(REMOTE_STYLESHEET);
  assert.equal(remote.length, 1, `${path.relative(ROOT, REMOTE_STYLESHEET)} has one @source for the kits`);
  assert.deepEqual(kitSourceGlobs(HOST_STYLESHEET), remote);
});
