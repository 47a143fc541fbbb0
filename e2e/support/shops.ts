import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The suite runs one shop per Playwright worker, each on a fresh embedded database of its own, so
 * that two workers never meet in one member's cart or wallet, a product's stock or the home design:
 * a spec file sees its own shop as it would see the only one. E2E_WORKERS=1 runs one shop.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);

/** The shop a worker tests (its `parallelIndex`, 0 to WORKERS - 1). */
export function shopOrigin(parallelIndex: number): string {
  return `http://localhost:${FIRST_PORT + parallelIndex}`;
}

export function shopPort(parallelIndex: number): number {
  return FIRST_PORT + parallelIndex;
}

/**
 * A folder of this run that every worker shares (made by the runner's process, which loads the config
 * first; the workers inherit its environment).
 */
export function runFolder(): string {
  process.env.E2E_RUN_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-run-'));
  return process.env.E2E_RUN_DIR;
}

/**
 * Claims a name for this run, across workers: true for the first caller only. The accessibility gate
 * audits each page once per run, whichever worker reaches it first.
 */
export function claimOnce(name: string): boolean {
  const folder = path.join(runFolder(), 'claimed');
  fs.mkdirSync(folder, { recursive: true });
  try {
    fs.writeFileSync(path.join(folder, encodeURIComponent(name)), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
