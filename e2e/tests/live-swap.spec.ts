import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { jsonOf, readJsonFile, type FederationManifest, type PublishedRoutes } from '../support/json';
import { startOwnShop, type OwnShop } from '../support/own-shop';
import { useLanguage } from '../support/shop';

// A feature team ships a new build of the catalogue remote while the site runs: a changed page, a
// changed title, a page that exists only in the new build, and a newer UI kit (the next minor of
// @shop/commerce, whose SKU selector says something the host's did not) than the host was built with. The host is neither
// rebuilt nor reloaded. The shop runs on its own copy of the site so the real builds stay untouched.

const ROOT = path.resolve(__dirname, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 8181) + 7;
const ORIGIN = `http://localhost:${PORT}`;

let shop: OwnShop | undefined;
let work: string;

/** A site folder as an operator deploys it: the host and the other remotes as built, the catalogue as a copy. */
function prepareSite(site: string) {
  for (const app of ['host', 'mf-home', 'mf-checkout', 'mf-ucenter']) fs.symlinkSync(path.join(ROOT, app), path.join(site, app));
  fs.mkdirSync(path.join(site, 'deploy'));
  fs.copyFileSync(path.join(ROOT, 'deploy', 'remotes.json'), path.join(site, 'deploy', 'remotes.json'));
  fs.cpSync(path.join(ROOT, 'mf-catalog', 'dist'), path.join(site, 'mf-catalog', 'dist'), { recursive: true });
}

/** Replaces `from` in a file, failing when the file no longer holds it (the test would prove nothing). */
function rewrite(file: string, from: string, to: string) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${path.basename(file)} no longer holds ${JSON.stringify(from)}`);
  fs.writeFileSync(file, text.replace(from, to));
}

/**
 * A newer minor of @shop/commerce than the host's: the next minor version, one more key in its words and a line
 * under the SKU options that says it. Beside the real kit, so that its node_modules links resolve the
 * same way and the build compiles it as a kit.
 */
function newerCommerceKit(): string {
  const kit = path.join(ROOT, 'kits', `.swap-commerce-${process.pid}`);
  fs.cpSync(path.join(ROOT, 'kits', 'commerce'), kit, { recursive: true, verbatimSymlinks: true });
  const kitPackage = path.join(kit, 'package.json');
  const { version } = readJsonFile<{ version: string }>(kitPackage);
  const [major, minor] = version.split('.').map(Number);
  rewrite(kitPackage, `"version": "${version}"`, `"version": "${major}.${minor! + 1}.0"`);
  const words = path.join(kit, 'src', 'commerce-messages.ts');
  rewrite(words, "sku: { choose: 'Please choose {{name}}' },", "sku: { choose: 'Please choose {{name}}', newer: 'Options chosen with the newer kit' },");
  rewrite(words, "sku: { choose: '请选择{{name}}' },", "sku: { choose: '请选择{{name}}', newer: '新版组件库的规格选择' },");
  const selector = path.join(kit, 'src', 'goods', 'sku-selector.tsx');
  rewrite(selector, "import { thumbnailSrc, type SpecGroup } from '@shop/contract';", "import { thumbnailSrc, type SpecGroup } from '@shop/contract';\nimport { useTranslation } from 'react-i18next';\nimport { COMMERCE_NAMESPACE } from '../commerce-messages';");
  rewrite(selector, '  return (\n    <>', '  const { t } = useTranslation(COMMERCE_NAMESPACE);\n  return (\n    <>\n      <p>{t(\'sku.newer\')}</p>');
  return kit;
}

/** The catalogue with a visible change, one more page and a newer kit, built into its own folder. */
function buildNewCatalogue(output: string) {
  // Beside the real package, so that its node_modules links resolve the same way.
  const source = path.join(ROOT, `.swap-catalog-${process.pid}`);
  fs.cpSync(path.join(ROOT, 'mf-catalog'), source, { recursive: true, verbatimSymlinks: true, filter: (file) => !file.endsWith(`${path.sep}dist`) });
  const kit = newerCommerceKit();
  try {
    const kitLink = path.join(source, 'node_modules', '@shop', 'commerce');
    fs.rmSync(kitLink);
    fs.symlinkSync(kit, kitLink);
    const messages = path.join(source, 'src', 'i18n', 'messages.ts');
    fs.writeFileSync(messages, fs.readFileSync(messages, 'utf8').replace("title: 'All goods',", "title: 'All goods, freshly deployed',"));
    fs.writeFileSync(
      path.join(source, 'src', 'exposes', 'deploy-note-page.tsx'),
      "export default function DeployNotePage() {\n  return <h1>Only in the new build</h1>;\n}\n",
    );
    const config = path.join(source, 'webpack.config.cjs');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('exposes: {', "exposes: {\n    './deploy-note-page': './src/exposes/deploy-note-page.tsx',"));
    const routes = readJsonFile<PublishedRoutes>(path.join(source, 'routes.json'));
    const goodsList = routes.routes.find((route) => route.path === '/goods/index');
    if (!goodsList) throw new Error('mf-catalog publishes no /goods/index any more');
    goodsList.title['en-us'] = 'Fresh goods';
    routes.routes.push({ path: '/goods/deploy-note', module: './deploy-note-page', title: { 'en-us': 'Deploy note', 'zh-cn': '发布说明' } });
    routes.navigation.push({ path: '/goods/deploy-note', title: { 'en-us': 'Deploy note', 'zh-cn': '发布说明' } });
    fs.writeFileSync(path.join(source, 'routes.json'), JSON.stringify(routes));
    const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [path.join(ROOT, 'mf-catalog')] });
    execFileSync(process.execPath, [webpackCli, '--mode', 'production', '--output-path', output], { cwd: source, stdio: 'pipe' });
  } finally {
    fs.rmSync(source, { recursive: true, force: true });
    fs.rmSync(kit, { recursive: true, force: true });
  }
}

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test.beforeAll(async () => {
  // A shop of its own, from an empty data folder: migrations and seed, beside the suite's other worker.
  test.setTimeout(120_000);
  shop = await startOwnShop(PORT, {}, (folder) => {
    fs.mkdirSync(path.join(folder, 'site'));
    prepareSite(path.join(folder, 'site'));
    return { SITE_ROOT: path.join(folder, 'site') };
  });
  work = shop.work;
});

test.afterAll(async () => {
  await shop?.stop();
});

test('a remote deployed while the site runs: changed page and title, a new page, no host rebuild or reload, old tabs keep working', async ({ page, context }) => {
  // It builds the catalogue with webpack while the suite's other worker runs.
  test.setTimeout(300_000);
  await useLanguage(page, 'en-us');
  await page.goto(`${ORIGIN}/home/goods/index`);
  await expect(page.getByRole('heading', { level: 1, name: 'All goods' })).toBeVisible();
  await expect(page).toHaveTitle(/^All goods-/);
  await markDocument(page);

  // A tab opened before the deployment, with the old build's product page loaded.
  const oldTab = await context.newPage();
  await oldTab.goto(`${ORIGIN}/home/goods/view?id=5`);
  await expect(oldTab.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  const oldManifest = await jsonOf<FederationManifest>(await fetch(`${ORIGIN}/remotes/catalog/mf-manifest.json`));
  const oldChunks = oldManifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async]);
  await markDocument(oldTab);

  const built = path.join(work, 'catalog-next');
  buildNewCatalogue(built);
  // The newer kit is the remote's own: nothing about it is negotiated with the host, so the skew
  // check passes the build beside the host's and the other remotes' as built.
  const builtManifest = readJsonFile<FederationManifest>(path.join(built, 'mf-manifest.json'));
  expect(builtManifest.shared.map((entry) => entry.name)).not.toContain('@shop/commerce');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'check-skew.mjs'), built]);
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'deploy-remote.mjs'), built, path.join(work, 'site', 'mf-catalog', 'dist')]);

  // The next page the server renders is the new build's (ADR 0039): no restart, no host change.
  // (The server reads the site's small files once a second.) The build above held this worker's
  // event loop for a minute: a kept-alive connection the server closed meanwhile may fail one fetch,
  // which the poll asks again; a server that died would still never answer the new heading.
  const served = () => fetch(`${ORIGIN}/home/goods/index`, { headers: { Accept: 'text/html', 'Accept-Language': 'en-US' } }).then((answer) => answer.text(), () => '');
  await expect.poll(served).toContain('All goods, freshly deployed');
  expect(await served()).toContain('<script type="application/json" id="shop-ssr">');

  // The next client-side navigation shows the new build: changed heading and title.
  await page.locator('[data-block="search"] a').first().click();
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Deploy note' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Only in the new build' })).toBeVisible();
  await expect(page).toHaveTitle(/^Deploy note-/);
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'All goods, freshly deployed' })).toBeVisible();
  await expect(page).toHaveTitle(/^Fresh goods-/);
  expect(await stillSameDocument(page)).toBe(true);

  // The new build's product page chooses options with the newer kit on a host built with the older one, whose own
  // copy (the quick links' customer-service count) keeps working on the same page.
  await page.getByRole('link', { name: /Cloudstep running shoes/ }).first().click();
  await expect(page.getByText('Options chosen with the newer kit')).toBeVisible();
  const colour = page.getByRole('group').first();
  await colour.getByRole('button').first().click();
  await expect(colour.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('complementary', { name: 'Quick links' }).getByRole('link', { name: 'Customer service' })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);

  // The tab opened before keeps working: the old build's chunks are still served, and its next
  // navigation lands on the new build.
  for (const chunk of oldChunks) expect((await fetch(`${ORIGIN}/remotes/catalog/${chunk}`)).status, chunk).toBe(200);
  await oldTab.getByRole('button', { name: 'Add to cart' }).hover();
  await oldTab.locator('[data-block="search"] a').first().click();
  await oldTab.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Deploy note' }).click();
  await expect(oldTab.getByRole('heading', { level: 1, name: 'Only in the new build' })).toBeVisible();
  expect(await stillSameDocument(oldTab)).toBe(true);
});
