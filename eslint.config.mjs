// One ESLint config for the whole workspace. Besides correctness rules it guards the architecture
// (docs/adr/0010-lint-guards-the-architecture.md): scripts/eslint-boundaries.test.mjs lints a
// violating fixture for every boundary below, so none of them can silently stop working.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

const TS_FILES = ['**/*.{ts,tsx}'];
const JS_FILES = ['**/*.{js,cjs,mjs}'];
const BROWSER_CODE = ['host/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'kits/*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'shared/testing/**/*.{ts,tsx}'];
const TESTS = ['**/*.test.{ts,tsx}', 'shared/testing/**/*.{ts,tsx}'];

/**
 * Top-level folders in the order they are classified; the first match names the element. Every
 * other top-level folder is an app (the host and each mf-* remote), so a new remote is guarded
 * without touching this file. Each feature is an element inside its app.
 */
const ELEMENTS = [
  { type: 'shared', pattern: 'shared' },
  // UI kits: bundled by every app that uses them, at the version it was built with (ADR 0023).
  { type: 'kit', pattern: 'kits/*', capture: ['kit'] },
  { type: 'contract', pattern: 'contract' },
  // Each folder of api/src/modules is a module of the API; the rest of the API is one element.
  { type: 'api-module', pattern: 'api/src/modules/*', capture: ['module'] },
  { type: 'api', pattern: 'api' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'tooling', pattern: ['scripts', 'types', 'deploy', 'docs'] },
  { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'] },
  { type: 'app', pattern: '*', capture: ['app'] },
].map((descriptor) => ({ ...descriptor, partialMatch: false }));
const APP_CODE = ['app', 'feature'];
/** The kits' package names: a package that does not depend on a kit cannot resolve it, so it is named. */
const KIT_PACKAGES = fs
  .readdirSync(path.join(ROOT, 'kits'))
  .map((kit) => JSON.parse(fs.readFileSync(path.join(ROOT, 'kits', kit, 'package.json'), 'utf8')).name);
const API = ['api', 'api-module'];
const WORKSPACE = ['shared', 'kit', ...API, 'e2e', 'tooling', ...APP_CODE];

/**
 * Where front-end code may send a request (docs/frontend-patterns.md): a fetcher in an `api/` folder,
 * the HTTP client itself and the package entry that exports it, and tests.
 */
const REQUEST_SENDERS = ['**/src/**/api/**', 'shared/src/http/**', 'shared/src/index.ts', ...TESTS, '**/testing/**'];
const REQUEST_MESSAGE = 'Requests to the server are sent from an api/ folder (a fetcher and its hook beside it): call those here.';
const HTTP_CLIENTS = ['http', 'staffHttp', 'createHttpClient'];
const WALLET_MESSAGE = 'A balance changes only through the wallet’s ledger (api/src/modules/wallet/ledger.ts: creditWallet, debitWallet), which writes its ledger row with it.';
const STOCK_MESSAGE = 'Stock changes only through api/src/modules/stock (reserveStock, returnToStock, takeActivityStock, returnToActivity, setStockIfUnchanged).';
const WALLET_WRITES = [
  { selector: "CallExpression[callee.property.name='set'] Property[key.name='balanceCents']", message: WALLET_MESSAGE },
  { selector: "CallExpression[callee.property.name='insert'][arguments.0.name='walletLedger']", message: WALLET_MESSAGE },
];
const STOCK_WRITES = [{ selector: "CallExpression[callee.property.name='set'] Property[key.name=/^(stock|sold)$/]", message: STOCK_MESSAGE }];
const URL_CALL_MESSAGE = 'Call an operation of the contract’s registry, not a URL: http.call(endpoints.saveAddress, body) types the input and the answer (docs/frontend-patterns.md).';
/**
 * `http.prefetch('url')`: since shared 5.0 the client calls only endpoints of the registry (the types
 * refuse a URL), except `prefetch`, which also takes the URL a remote's routes.json declares for the
 * shell. A URL written out in code must be an endpoint instead.
 */
const URL_CALLS = [
  { selector: 'CallExpression[callee.object.name=/^(http|staffHttp)$/][callee.property.name="prefetch"][arguments.0.type=/^(Literal|TemplateLiteral)$/]', message: URL_CALL_MESSAGE },
];

/** Packages that only make sense in a browser or a React tree; the contract runs on the server too. */
const BROWSER_PACKAGES = ['react', 'react-*', '@tanstack/*', '@testing-library/*', 'i18next', 'zustand', 'axios', 'dompurify', 'swiper'];

const API_MODULE_MESSAGE = "An API module is used through its index.ts: import '../<module>', not a file inside it (tests and src/testing excepted).";
/** A file of an API module (not its entry, api/src/modules/<module>/index.ts). */
const INSIDE_API_MODULE = { element: { type: 'api-module', fileInternalPath: '!index.ts' } };
const NOT_A_TEST = { file: { categories: { noneOf: ['test'] } } };

const boundaryPolicies = [
  {
    from: { element: { types: { anyOf: APP_CODE } } },
    disallow: { to: { element: { types: { anyOf: APP_CODE }, captured: { app: '!{{ from.element.captured.app }}' } } } },
    message: 'An app never imports another app: apps talk through @shop/shared and URLs only.',
  },
  {
    disallow: { to: { module: { source: ['@shop/host', '@shop/mf-*'] } } },
    message: 'Apps are loaded through federation, never imported as packages.',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { types: { anyOf: [...APP_CODE, ...API, 'e2e'] } } } },
    message: '@shop/shared is imported by the apps; it imports none of them.',
  },
  {
    from: { element: { type: 'kit' } },
    disallow: [
      { to: { element: { types: { anyOf: [...APP_CODE, ...API, 'e2e'] } } } },
      { to: { element: { type: 'kit', captured: { kit: '!{{ from.element.captured.kit }}' } } } },
    ],
    message: 'A UI kit builds on @shop/shared and the contract only: no app, no feature, no other kit.',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: [{ to: { element: { type: 'kit' } } }, { to: { module: { source: KIT_PACKAGES } } }],
    message: '@shop/shared is the runtime singleton: the kits build on it, never the other way round.',
  },
  {
    from: { element: { type: 'contract' } },
    disallow: [{ to: { element: { types: { anyOf: WORKSPACE } } } }, { to: { module: { origin: 'external', source: BROWSER_PACKAGES } } }],
    message: '@shop/contract is server-safe and standalone: no workspace package, nothing of React or the DOM.',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: {
      to: {
        element: { type: 'feature', captured: { app: '{{ from.element.captured.app }}', feature: '!{{ from.element.captured.feature }}' } },
      },
    },
    message: 'A feature never imports another feature: move what both need to the app’s src/components, src/lib or src/hooks.',
  },
  {
    from: { file: { categories: { noneOf: ['test', 'entry'] } } },
    disallow: { to: { file: { categories: 'exposed' } } },
    message: 'Files in src/exposes/ are federation entry points: nothing inside the app imports them.',
  },
  // An API module is reached through its entry, api/src/modules/<module>/index.ts, from another
  // module and from the rest of the API alike; inside a module, imports are free. Tests and
  // src/testing are white-box. Policies are last-match-wins, so the exception comes last.
  {
    from: { element: { type: 'api-module' }, ...NOT_A_TEST },
    disallow: { to: { element: { ...INSIDE_API_MODULE.element, captured: { module: '!{{ from.element.captured.module }}' } } } },
    message: API_MODULE_MESSAGE,
  },
  {
    from: { element: { type: 'api' }, ...NOT_A_TEST },
    disallow: { to: INSIDE_API_MODULE },
    message: API_MODULE_MESSAGE,
  },
  {
    // http/i18n.ts gathers every module's messages.ts into one catalogue.
    from: { element: { type: 'api', fileInternalPath: 'src/http/i18n.ts' } },
    allow: { to: { element: { type: 'api-module', fileInternalPath: 'messages.ts' } } },
  },
];

export default defineConfig(
  { ignores: ['**/dist/', '**/dist-monolith/', '**/node_modules/', '**/coverage/', '**/test-results/', '**/playwright-report/', '**/.mf/', '**/bench-results/', '**/.data/', '**/.topology/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  { rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }] } },

  {
    files: TS_FILES,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Files that no package's tsconfig includes: the ambient declarations shared by the
          // front-ends, the migration tool's config and the contract's tests (its tsconfig builds
          // the published output only).
          allowDefaultProject: ['types/*.d.ts', 'api/drizzle.config.ts', 'contract/src/*.test.ts'],
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 32,
        },
        tsconfigRootDir: ROOT,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // React Router's loaders throw the redirect Response on purpose.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },

  {
    files: BROWSER_CODE,
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
  },

  {
    files: BROWSER_CODE,
    ignores: REQUEST_SENDERS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@shop/shared', importNames: HTTP_CLIENTS, message: REQUEST_MESSAGE },
            { name: 'axios', message: REQUEST_MESSAGE },
          ],
          patterns: [{ group: ['**/http/client'], importNames: HTTP_CLIENTS, message: REQUEST_MESSAGE }],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: REQUEST_MESSAGE }, { name: 'XMLHttpRequest', message: REQUEST_MESSAGE }],
    },
  },

  // A member's balance changes in one module: the wallet's ledger moves it and writes the row the
  // member reads in the log. Stock too: api/src/modules/stock takes and gives it back, each change in
  // SKU order. Both in the caller's transaction (ADR 0026); the seed writes its demo data directly.
  // One block per set of files, since a later block's no-restricted-syntax replaces an earlier one's.
  ...[
    { owner: 'api/src/modules/wallet/ledger.ts', restricted: [STOCK_WRITES] },
    { owner: 'api/src/modules/stock/**', restricted: [WALLET_WRITES] },
    { owner: null, restricted: [WALLET_WRITES, STOCK_WRITES] },
  ].map(({ owner, restricted }) => ({
    files: owner ? [owner] : ['api/src/**/*.ts'],
    ignores: owner ? [] : ['api/src/modules/wallet/ledger.ts', 'api/src/modules/stock/**', 'api/src/seed/**', ...TESTS, 'api/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...restricted.flat()] },
  })),

  {
    // The client itself, and tests of how it handles a URL call, are the only callers by URL.
    files: BROWSER_CODE,
    ignores: ['shared/src/http/**', ...TESTS],
    rules: { 'no-restricted-syntax': ['error', ...URL_CALLS] },
  },

  {
    files: TESTS,
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: {
      // jest.fn() and expect.any() are typed any; tests assert on them on purpose.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // A mock's async function without await is the plain way to answer with a promise.
      '@typescript-eslint/require-await': 'off',
    },
  },

  {
    files: ['api/**/*.ts', 'contract/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Playwright and the bench run these in Node, and the callbacks they hand to the page in the browser.
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'],
    },
  },

  {
    // Build and test configs, scripts and benchmarks run in Node as plain JavaScript.
    files: JS_FILES,
    languageOptions: { globals: globals.node, sourceType: 'module' },
  },
  {
    files: ['**/*.cjs', 'api/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Jest's setup files run inside the jsdom test environment.
    files: ['shared/jest/**'],
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
  },

  {
    files: [...TS_FILES, ...JS_FILES],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      'boundaries/elements': ELEMENTS,
      'boundaries/elements-single-match': true,
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.{ts,tsx,mjs}', '**/testing/**'] },
        { category: 'exposed', pattern: '*/src/exposes/*' },
        // The standalone dev shell mounts the exposed pages the way the host does.
        { category: 'entry', pattern: '*/src/bootstrap.tsx' },
        // Every file gets a category: a `noneOf` selector never matches a file without one.
        { category: 'source', pattern: '**' },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'boundaries/flag-as-external': { inNodeModules: true, unresolvableAlias: true },
      'import/resolver': {
        typescript: {
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['host/tsconfig.json', 'mf-*/tsconfig.json', 'kits/*/tsconfig.json', 'shared/tsconfig.json', 'contract/tsconfig.json', 'api/tsconfig.json', 'e2e/tsconfig.json'].map((p) => path.join(ROOT, p)),
          conditionNames: ['source', 'types', 'import', 'require', 'node', 'browser', 'default'],
        },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, checkInternals: true, policies: boundaryPolicies }],
    },
  },
);
