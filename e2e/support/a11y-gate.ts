import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readJsonFile } from './json';

/**
 * The accessibility gate: axe-core on every page the suite visits, in the language the test uses.
 * Every serious or critical violation is written to a11y-report-<worker>.json in the run's output folder; a test fails for
 * the violations owned by a gated part of the site. A node inside <main> belongs to the remote that
 * renders the page (from the remotes' routes.json), anything around it to the shell.
 *
 * Which owners are gated: A11Y_GATE, a comma-separated list of owners ("shell", "home", "catalog",
 * "checkout", "ucenter", ...) or "all". Unset, GATED_BY_DEFAULT applies.
 */
export const GATED_BY_DEFAULT: readonly string[] | 'all' = 'all';

const FAILING_IMPACTS = new Set(['serious', 'critical']);
const REPO = path.resolve(__dirname, '..', '..');
/**
 * The report's name in the run's output folder (test-results unless --output says otherwise): one per
 * worker, since the suite's workers audit at the same time and one would read the other's half-written file.
 */
export const reportName = (worker = process.env.TEST_PARALLEL_INDEX ?? '0') => `a11y-report-${worker}.json`;

export function gatedOwners(env = process.env.A11Y_GATE): readonly string[] | 'all' {
  const value = env?.trim();
  if (!value) return GATED_BY_DEFAULT;
  if (value === 'all') return 'all';
  return value.split(',').map((owner) => owner.trim()).filter(Boolean);
}

export function isGated(owner: string, gated = gatedOwners()): boolean {
  return gated === 'all' || gated.includes(owner);
}

/** Route path -> remote name, read from every remote's published routes (mf-<name>/routes.json). */
function readRouteOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const dir of fs.readdirSync(REPO)) {
    const file = path.join(REPO, dir, 'routes.json');
    if (!dir.startsWith('mf-') || !fs.existsSync(file)) continue;
    const { routes = [] } = JSON.parse(fs.readFileSync(file, 'utf8')) as { routes?: Array<{ path: string }> };
    for (const route of routes) owners.set(route.path, dir.slice('mf-'.length));
  }
  return owners;
}

const routeOwners = readRouteOwners();

/** The part of the site that renders the page at a URL under /home/: a remote, or the shell. */
export function pageOwner(url: string): string {
  const pathname = new URL(url).pathname.replace(/^\/home(?=\/)/, '');
  return routeOwners.get(pathname) ?? 'shell';
}

export interface GateViolation {
  rule: string;
  impact: string;
  owner: string;
  help: string;
  nodes: Array<{ target: string; html: string; summary?: string }>;
}

export interface PageAudit {
  test: string;
  url: string;
  lang: string;
  owner: string;
  gated: boolean;
  violations: GateViolation[];
}

/** Waits until the page has finished loading its remote and data: no network, no skeleton. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('main [aria-busy="true"], main [data-skeleton]'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * What makes the page's state worth its own audit beyond its address, language and session: the open
 * dialogs and menus, the fields marked invalid and the alerts and status messages shown, by role and
 * text, as a short digest (it becomes part of a file name). Two tests that end on the same page in the
 * same state are audited once per run.
 */
export async function stateSignature(page: Page): Promise<string> {
  const state = await page
    .evaluate(() =>
      Array.from(
        document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"], [aria-expanded="true"], [aria-invalid="true"], [role="alert"], [role="status"]'),
        (node) => `${node.getAttribute('role') ?? node.tagName}:${(node.textContent ?? '').trim().slice(0, 80)}`,
      ).join('|'),
    )
    .catch(() => String(Date.now()));
  return createHash('sha256').update(state).digest('hex').slice(0, 16);
}

/** Runs axe on the page as it is now and attributes each serious or critical node to its owner. */
export async function auditPage(page: Page, test: string): Promise<PageAudit> {
  const url = page.url();
  const owner = pageOwner(url);
  // axe.run() in the page itself: the default runs axe.runPartial() in every frame, then finishRun() in a
  // new blank page, a second page and a second injection of axe for every audit (about 1.2 s of each
  // 3 s here). What that mode adds is cross-origin frames, and no page of the shop has a frame.
  // `resultTypes: ['violations']`: axe still reports every violating node, but builds the selectors of
  // at most one node for each of its other result types (passes, incomplete), which the gate never
  // reads: about 30% of each audit here.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const violations: GateViolation[] = [];
  for (const violation of results.violations) {
    if (!FAILING_IMPACTS.has(violation.impact ?? '')) continue;
    const byOwner = new Map<string, GateViolation['nodes']>();
    for (const node of violation.nodes) {
      const selector = String(node.target[node.target.length - 1]);
      const inMain = await page
        .evaluate((s) => Boolean(document.querySelector(s)?.closest('main')), selector)
        .catch(() => true);
      const nodeOwner = inMain ? owner : 'shell';
      byOwner.set(nodeOwner, [...(byOwner.get(nodeOwner) ?? []), { target: selector, html: node.html.slice(0, 300), summary: node.failureSummary }]);
    }
    for (const [nodeOwner, nodes] of byOwner) {
      violations.push({ rule: violation.id, impact: violation.impact ?? '', owner: nodeOwner, help: violation.help, nodes });
    }
  }
  const headings = await page.locator('h1').count();
  if (headings !== 1) {
    violations.push({
      rule: 'one-h1',
      impact: 'serious',
      owner,
      help: `A page has exactly one h1 (found ${headings})`,
      nodes: [],
    });
  }
  const lang = await page.evaluate(() => document.documentElement.lang || localStorage.getItem('lang') || '').catch(() => '');
  return { test, url, lang, owner, gated: isGated(owner), violations };
}

/** Appends audits to this worker's report in the run's output folder (the worker is its only writer). */
export function writeReport(outputDir: string, audits: PageAudit[]): void {
  if (audits.length === 0) return;
  const file = path.join(outputDir, reportName());
  fs.mkdirSync(outputDir, { recursive: true });
  const earlier = fs.existsSync(file) ? readJsonFile<PageAudit[]>(file) : [];
  fs.writeFileSync(file, `${JSON.stringify([...earlier, ...audits], null, 2)}\n`);
}

/** The violations that fail the gate, one readable line each. */
export function gateFailures(audits: PageAudit[], gated = gatedOwners()): string[] {
  return audits.flatMap((audit) =>
    audit.violations
      .filter((violation) => isGated(violation.owner, gated))
      .map(
        (violation) =>
          `${audit.url} [${audit.lang}] ${violation.impact} ${violation.rule} (${violation.owner}): ${violation.help}` +
          violation.nodes.map((node) => `\n    ${node.target}  ${node.html}`).join(''),
      ),
  );
}
