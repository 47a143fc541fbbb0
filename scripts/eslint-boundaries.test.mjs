// node --test scripts/eslint-boundaries.test.mjs
// Lints small fixtures that break each architectural boundary of eslint.config.mjs (and a few that
// keep to them), so that a broken pattern or a renamed folder cannot switch a boundary off silently.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from './workspace.mjs';

const eslint = new ESLint({
  cwd: ROOT,
  // Only the boundaries matter here; the fixtures are not on disk, so no type information either.
  ruleFilter: ({ ruleId }) => ruleId === 'boundaries/dependencies',
  overrideConfig: { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** Boundary messages for `code` linted as if it were the file `file` of the workspace. */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${file} could not be parsed`);
  return result.messages.map((message) => message.message);
}

/** A source file of `dir` (relative to the root), found now so that fixtures follow renames. */
function someSource(dir) {
  const entry = fs
    .readdirSync(path.join(ROOT, dir), { recursive: true })
    .map(String)
    .sort()
    .find((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'));
  assert.ok(entry, `no source file in ${dir}`);
  return path.posix.join(dir, entry.split(path.sep).join('/'));
}

/** The specifier that reaches `target` from `file`, both relative to the root. */
function relative(file, target) {
  const specifier = path.posix.relative(path.posix.dirname(file), target).replace(/\.tsx?$/, '');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

function features(app) {
  return fs.readdirSync(path.join(ROOT, app, 'src', 'features')).sort();
}

const exposedPages = (app) =>
  fs
    .readdirSync(path.join(ROOT, app, 'src', 'exposes'))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort()
    .map((name) => `${app}/src/exposes/${name}`);

const APP_RULE = /An app never imports another app/;

test('the host may not import a remote', async () => {
  const file = 'host/src/app/fixture.ts';
  const errors = await boundaryErrors(file, `import '${relative(file, someSource('mf-catalog/src/features'))}';\n`);
  assert.equal(errors.length, 1);
  assert.match(errors[0], APP_RULE);
});

test('a remote may not import another remote, from a feature or through the package name', async () => {
  const file = `mf-checkout/src/features/${features('mf-checkout')[0]}/fixture.ts`;
  const code = `import '${relative(file, someSource('mf-ucenter/src'))}';\nimport '@shop/mf-catalog';\n`;
  const errors = await boundaryErrors(file, code);
  assert.equal(errors.length, 2);
  assert.match(errors[0], APP_RULE);
  assert.match(errors[1], /never imported as packages/);
});

test('a remote may not import the host', async () => {
  const file = 'mf-home/src/fixture.ts';
  const errors = await boundaryErrors(file, `import '${relative(file, someSource('host/src/layout'))}';\n`);
  assert.equal(errors.length, 1);
  assert.match(errors[0], APP_RULE);
});

test('@shop/shared may not import an app', async () => {
  const file = 'shared/src/fixture.ts';
  const errors = await boundaryErrors(file, `import '${relative(file, someSource('host/src/layout'))}';\n`);
  assert.equal(errors.length, 1);
  assert.match(errors[0], /@shop\/shared is imported by the apps/);
});

test('a UI kit imports no app, and @shop/shared imports no kit', async () => {
  const file = someSource('kits/forms/src').replace(/[^/]+$/, 'fixture.ts');
  const code = `import '${relative(file, someSource('host/src/layout'))}';\nimport '${relative(file, someSource('mf-checkout/src/features'))}';\n`;
  const errors = await boundaryErrors(file, code);
  assert.equal(errors.length, 2);
  for (const error of errors) assert.match(error, /A UI kit builds on @shop\/shared and the contract only/);
  const fromShared = await boundaryErrors('shared/src/fixture.ts', `import '@shop/forms';\n`);
  assert.equal(fromShared.length, 1);
  assert.match(fromShared[0], /the kits build on it, never the other way round/);
});

test('every folder of kits/ is a kit: the commerce kit imports no other kit and no app, and @shop/shared imports it not', async () => {
  const file = someSource('kits/commerce/src').replace(/[^/]+$/, 'fixture.ts');
  const code = `import '${relative(file, someSource('kits/forms/src'))}';\nimport '${relative(file, someSource('mf-catalog/src/features'))}';\n`;
  const errors = await boundaryErrors(file, code);
  assert.equal(errors.length, 2);
  for (const error of errors) assert.match(error, /A UI kit builds on @shop\/shared and the contract only/);
  const fromShared = await boundaryErrors('shared/src/fixture.ts', `import '@shop/commerce';\n`);
  assert.equal(fromShared.length, 1);
  assert.match(fromShared[0], /the kits build on it, never the other way round/);
});

test('@shop/contract imports nothing of the workspace and nothing of React', async () => {
  const file = 'contract/src/fixture.ts';
  const code = `import '${relative(file, someSource('shared/src/http'))}';\nimport 'react';\nimport '@tanstack/react-query';\n`;
  const errors = await boundaryErrors(file, code);
  assert.equal(errors.length, 3);
  for (const error of errors) assert.match(error, /@shop\/contract is server-safe/);
});

test('a feature may not import another feature of its app', async () => {
  const [first, second] = features('mf-checkout');
  const file = `mf-checkout/src/features/${first}/fixture.ts`;
  const errors = await boundaryErrors(file, `import '@/features/${second}/${path.posix.relative(`mf-checkout/src/features/${second}`, someSource(`mf-checkout/src/features/${second}`)).replace(/\.tsx?$/, '')}';\n`);
  assert.equal(errors.length, 1);
  assert.match(errors[0], /A feature never imports another feature/);
});

test('nothing in an app imports an exposed page, not even another exposed page', async () => {
  const [page, otherPage] = exposedPages('mf-ucenter');
  const fromLib = 'mf-ucenter/src/lib/fixture.ts';
  const fromPage = otherPage.replace(/\.tsx?$/, '.fixture.tsx');
  for (const [file, target] of [
    [fromLib, page],
    [fromPage, page],
  ]) {
    const errors = await boundaryErrors(file, `import '${relative(file, target)}';\n`);
    assert.equal(errors.length, 1, file);
    assert.match(errors[0], /Files in src\/exposes\/ are federation entry points/);
  }
});

test('what the boundaries allow stays allowed', async () => {
  const [page] = exposedPages('mf-catalog');
  const feature = features('mf-catalog')[0];
  const allowed = [
    // a page's own test renders it
    [page.replace(/\.tsx?$/, '.test.tsx'), `import '${relative(page.replace(/\.tsx?$/, '.test.tsx'), page)}';`],
    // the standalone dev shell mounts the pages
    ['mf-catalog/src/bootstrap.tsx', `import '${relative('mf-catalog/src/bootstrap.tsx', page)}';`],
    // a feature uses its app's shared code, @shop/shared, the contract and its own files
    [
      `mf-catalog/src/features/${feature}/fixture.ts`,
      [
        `import '${relative(`mf-catalog/src/features/${feature}/fixture.ts`, someSource('mf-catalog/src/hooks'))}';`,
        `import '@shop/shared';`,
        `import '@shop/forms';`,
        `import '@shop/contract';`,
        `import '${relative(`mf-catalog/src/features/${feature}/fixture.ts`, someSource(`mf-catalog/src/features/${feature}`))}';`,
      ].join('\n'),
    ],
    // an exposed page is made of features
    [page.replace(/\.tsx?$/, '.fixture.tsx'), `import '${relative(page, someSource(`mf-catalog/src/features/${feature}`))}';`],
    ['shared/src/fixture.ts', `import '@shop/contract';\nimport 'react';`],
    // a kit builds on @shop/shared, the contract and its own files
    ['kits/forms/src/fixture.ts', `import '@shop/shared';\nimport '@shop/contract';\nimport './use-contract-form';`],
    ['contract/src/fixture.ts', `import { z } from 'zod';\nexport const schema = z.string();`],
  ];
  for (const [file, code] of allowed) assert.deepEqual(await boundaryErrors(file, `${code}\n`), [], file);
});

const requestLint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' || ruleId === 'no-restricted-globals',
  overrideConfig: { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** Messages of the request rule for `code` linted as if it were the file `file` of the workspace. */
async function requestErrors(file, code) {
  const [result] = await requestLint.lintText(code, { filePath: path.join(ROOT, file) });
  assert.deepEqual(result.messages.filter((message) => message.fatal), [], `${file} could not be parsed`);
  return result.messages.map((message) => message.message);
}

const REQUEST_RULE = /Requests to the server are sent from an api\/ folder/;
const SENDS_REQUESTS = [
  `import { http } from '@shop/shared';`,
  `import { staffHttp as client } from '@shop/shared';`,
  `import axios from 'axios';`,
  `export const read = (url: string) => fetch(url);`,
  `export const request = new XMLHttpRequest();`,
].join('\n');

test('outside an api/ folder, no app, kit or shared file sends a request', async () => {
  const feature = features('mf-checkout')[0];
  for (const file of [
    'host/src/app/fixture.ts',
    `mf-checkout/src/features/${feature}/components/fixture.tsx`,
    'mf-ucenter/src/lib/fixture.ts',
    'kits/forms/src/fixture.ts',
    'kits/commerce/src/goods/fixture.ts',
  ]) {
    const errors = await requestErrors(file, `${SENDS_REQUESTS}\n`);
    assert.equal(errors.length, 5, file);
    for (const error of errors) assert.match(error, REQUEST_RULE);
  }
  const shared = await requestErrors('shared/src/cart/fixture.ts', `import { http } from '../http/client';\n`);
  assert.equal(shared.length, 1);
  assert.match(shared[0], REQUEST_RULE);
});

test('an api/ folder, the HTTP client and tests send requests; elsewhere the rest of @shop/shared is imported', async () => {
  const feature = features('mf-checkout')[0];
  for (const file of [
    `mf-checkout/src/features/${feature}/api/fixture.ts`,
    'host/src/app/api/fixture.ts',
    'mf-catalog/src/api/fixture.ts',
    'shared/src/cart/api/fixture.ts',
    'kits/commerce/src/service/api/fixture.ts',
    'shared/src/http/fixture.ts',
    `mf-checkout/src/features/${feature}/components/fixture.test.tsx`,
  ]) {
    assert.deepEqual(await requestErrors(file, `${SENDS_REQUESTS}\n`), [], file);
  }
  assert.deepEqual(await requestErrors('mf-ucenter/src/lib/fixture.ts', `import { useAuthStore, ApiError } from '@shop/shared';\n`), []);
});

const urlCallLint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
  overrideConfig: { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, project: null } } },
});

const URL_CALL_RULE = /Call an operation of the contract’s registry, not a URL/;

test('front-ends prefetch operations of the contract’s registry, never a URL written out (the types refuse any other call by URL)', async () => {
  const feature = features('mf-ucenter')[0];
  const byUrl = [
    `import { http, staffHttp } from '@shop/shared';`,
    `export const a = () => http.prefetch('index/global');`,
    `export const b = (id: number) => staffHttp.prefetch(\`admin/order/\${id}\`);`,
  ].join('\n');
  for (const file of [`mf-ucenter/src/features/${feature}/api/fixture.ts`, 'host/src/app/api/fixture.ts', 'shared/src/upload/api/fixture.ts', 'kits/commerce/src/service/api/fixture.ts']) {
    const [result] = await urlCallLint.lintText(`${byUrl}\n`, { filePath: path.join(ROOT, file) });
    const messages = result.messages.map((message) => message.message);
    assert.equal(messages.length, 2, file);
    for (const message of messages) assert.match(message, URL_CALL_RULE);
  }
  const byOperation = [
    `import { endpoints } from '@shop/contract';`,
    `import { http } from '@shop/shared';`,
    `export const a = () => http.call(endpoints.listAddresses);`,
    `export const c = (file: Blob) => http.upload(endpoints.uploadImage, file);`,
    `export const d = (url: string) => http.prefetch(url);`,
  ].join('\n');
  const [allowed] = await urlCallLint.lintText(`${byOperation}\n`, { filePath: path.join(ROOT, `mf-ucenter/src/features/${feature}/api/fixture.ts`) });
  assert.deepEqual(allowed.messages, []);
});

test('only the wallet’s ledger changes a balance or writes a ledger row, and only the stock module changes stock', async () => {
  const writes = [
    `import { sql } from 'drizzle-orm';`,
    `import { activitySkus, goodsSkus, users, walletLedger } from '../../db/schema';`,
    `export const pay = (tx: any) => tx.update(users).set({ balanceCents: sql\`\${users.balanceCents} - 1\` });`,
    `export const log = (tx: any) => tx.insert(walletLedger).values({});`,
    `export const take = (tx: any) => tx.update(goodsSkus).set({ stock: sql\`\${goodsSkus.stock} - 1\` });`,
    `export const sell = (tx: any) => tx.update(activitySkus).set({ sold: 1 });`,
  ].join('\n');
  const lint = async (file, code = writes) => (await urlCallLint.lintText(`${code}\n`, { filePath: path.join(ROOT, file) }))[0].messages.map((message) => message.message);
  const WALLET = /A balance changes only through the wallet’s ledger/;
  const STOCK = /Stock changes only through api\/src\/modules\/stock/;
  const kinds = (messages) => messages.map((message) => (WALLET.test(message) ? 'wallet' : STOCK.test(message) ? 'stock' : message));
  for (const file of ['api/src/modules/payment/fixture.ts', 'api/src/modules/refund/fixture.ts', 'api/src/modules/admin-goods/fixture.ts']) {
    assert.deepEqual(kinds(await lint(file)), ['wallet', 'wallet', 'stock', 'stock'], file);
  }
  assert.deepEqual(kinds(await lint('api/src/modules/wallet/ledger.ts')), ['stock', 'stock']);
  assert.deepEqual(kinds(await lint('api/src/modules/stock/warehouse-stock.ts')), ['wallet', 'wallet']);
  assert.deepEqual(await lint('api/src/modules/wallet/fixture.test.ts'), []);
  assert.deepEqual(await lint('api/src/seed/fixture.ts'), []);
  const reads = `import { users } from '../../db/schema';\nexport const read = (db: any) => db.select({ balanceCents: users.balanceCents, stock: users.id }).from(users);`;
  assert.deepEqual(await lint('api/src/modules/payment/fixture.ts', reads), []);
});

const API_MODULES = 'api/src/modules';
const API_MODULE_RULE = /An API module is used through its index\.ts: import '\.\.\/<module>', not a file inside it/;

/** The API's modules (the folders of api/src/modules), found now so that fixtures follow renames. */
const apiModules = () =>
  fs
    .readdirSync(path.join(ROOT, API_MODULES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Source files of `dir` (relative to the root) itself, neither a test nor an index.ts or messages.ts. */
const internalFiles = (dir) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && name !== 'index.ts' && name !== 'messages.ts')
    .sort()
    .map((name) => `${dir}/${name}`);

/** A module with a sub-folder holding a source file, that folder and that file. */
function moduleWithSubfolder() {
  for (const module of apiModules()) {
    const dir = `${API_MODULES}/${module}`;
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
      const [file] = internalFiles(`${dir}/${entry.name}`);
      if (file) return { module, subfolder: `${dir}/${entry.name}`, file };
    }
  }
  assert.fail(`no module of ${API_MODULES} has a sub-folder with a source file`);
}

/** Two modules (neither `except`) with a file inside them, and one with a messages.ts. */
function apiFixtures(except = []) {
  const [a, b] = apiModules().filter((module) => !except.includes(module) && internalFiles(`${API_MODULES}/${module}`).length > 0);
  assert.ok(a && b, `fewer than two modules with source files in ${API_MODULES}`);
  const withMessages = apiModules().find((module) => fs.existsSync(path.join(ROOT, API_MODULES, module, 'messages.ts')));
  assert.ok(withMessages, `no module of ${API_MODULES} has a messages.ts`);
  return { a, b, inB: internalFiles(`${API_MODULES}/${b}`)[0], messages: `${API_MODULES}/${withMessages}/messages.ts` };
}

test('an API module imports another module through its index.ts only, never a file inside it', async () => {
  const sub = moduleWithSubfolder();
  const { a, inB } = apiFixtures([sub.module]);
  const file = `${API_MODULES}/${a}/fixture.ts`;
  const fromSubfolder = `${sub.subfolder}/fixture.ts`;
  for (const [from, target] of [
    [file, inB],
    [file, sub.file], // a file in a sub-folder of another module
    [fromSubfolder, inB], // from a sub-folder of a module
    [file, `${API_MODULES}/${path.posix.basename(path.posix.dirname(inB))}/messages.ts`],
  ].filter(([, target]) => fs.existsSync(path.join(ROOT, target)))) {
    const errors = await boundaryErrors(from, `import '${relative(from, target)}';\n`);
    assert.equal(errors.length, 1, `${from} -> ${target}`);
    assert.match(errors[0], API_MODULE_RULE);
  }
  // The rest of the workspace still sees a module as part of the API.
  const fromShared = await boundaryErrors('shared/src/fixture.ts', `import '${relative('shared/src/fixture.ts', inB)}';\n`);
  assert.equal(fromShared.length, 1);
  assert.match(fromShared[0], /@shop\/shared is imported by the apps/);
});

test('the rest of the API imports a module through its index.ts only; http/i18n.ts alone gathers the messages', async () => {
  const { inB, messages } = apiFixtures();
  for (const [from, target] of [
    ['api/src/app.ts', inB],
    ['api/src/http/fixture.ts', inB],
    ['api/src/seed/fixture.ts', inB],
    ['api/src/http/fixture.ts', messages], // only i18n.ts gathers the messages
    ['api/src/http/i18n.ts', inB], // and nothing else of a module
  ]) {
    const errors = await boundaryErrors(from, `import '${relative(from, target)}';\n`);
    assert.equal(errors.length, 1, `${from} -> ${target}`);
    assert.match(errors[0], API_MODULE_RULE);
  }
  assert.deepEqual(await boundaryErrors('api/src/http/i18n.ts', `import '${relative('api/src/http/i18n.ts', messages)}';\n`), []);
});

test('inside a module imports are free, and tests and src/testing may reach into any module', async () => {
  const sub = moduleWithSubfolder();
  const { a, inB } = apiFixtures([sub.module]);
  const [inA] = internalFiles(`${API_MODULES}/${a}`);
  const [inSubModule] = internalFiles(`${API_MODULES}/${sub.module}`);
  const allowed = [
    [`${API_MODULES}/${a}/fixture.ts`, inA],
    [`${sub.subfolder}/fixture.ts`, inSubModule], // a sub-folder uses its module's files
    [`${API_MODULES}/${sub.module}/fixture.ts`, sub.file], // and the module its sub-folders'
    [`${API_MODULES}/${a}/fixture.test.ts`, inB], // white-box tests
    [`${sub.subfolder}/fixture.test.ts`, inB],
    ['api/src/fixture.test.ts', inB],
    ['api/src/testing/fixture.ts', inB],
  ];
  for (const [from, target] of allowed) assert.deepEqual(await boundaryErrors(from, `import '${relative(from, target)}';\n`), [], `${from} -> ${target}`);
});

test('every module has an index.ts, and it is the entry for the other modules and the rest of the API', async () => {
  const missing = apiModules().filter((module) => !fs.existsSync(path.join(ROOT, API_MODULES, module, 'index.ts')));
  assert.deepEqual(missing, [], `every folder of ${API_MODULES} is a module with a public entry, index.ts`);
  const [entry] = apiModules();
  const sub = moduleWithSubfolder();
  const [other] = apiModules().filter((module) => module !== entry && module !== sub.module);
  const importsOf = (from) => `import '${relative(from, `${API_MODULES}/${entry}`)}';\nimport '${relative(from, `${API_MODULES}/${entry}/index.ts`)}';\n`;
  const froms = [`${API_MODULES}/${other}/fixture.ts`, 'api/src/app.ts', 'api/src/http/fixture.ts', 'api/src/seed/fixture.ts'];
  if (sub.module !== entry) froms.push(`${sub.subfolder}/fixture.ts`);
  for (const from of froms) assert.deepEqual(await boundaryErrors(from, importsOf(from)), [], from);
});
