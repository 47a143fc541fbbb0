import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Clones the committed repository (what CI and a newcomer get) into a new temporary folder. */
export function cloneRepository(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-clone-'));
  const folder = path.join(parent, 'shop');
  execFileSync('git', ['clone', '--quiet', REPO_ROOT, folder]);
  return folder;
}

export function removeClone(folder: string): void {
  fs.rmSync(path.dirname(folder), { recursive: true, force: true });
}

/**
 * Runs a README command in the clone with nothing in the environment but what a shell on a new
 * machine has, plus the given variables (the port): no DATA_DIR, no CI, no test settings. Its PATH is
 * FRESH_CLONE_PATH when set: CI runs the suite on Node 24 and the README's commands on the machine's
 * own Node, as a developer runs them.
 */
export function runReadmeCommand(folder: string, command: string, env: Record<string, string> = {}): ChildProcess & { output: () => string } {
  const child = spawn('bash', ['-c', command], {
    cwd: folder,
    detached: true,
    env: { PATH: process.env.FRESH_CLONE_PATH ?? process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? os.homedir(), ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return Object.assign(child, { output: () => output });
}

/** Stops a command started by runReadmeCommand, and everything it started. */
export async function stopCommand(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Waits until a URL answers 200, failing early with the command's output if the command exits. */
export async function waitForUrl(url: string, child: ChildProcess & { output: () => string }, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the command exited with ${child.exitCode} before ${url} answered:\n${child.output().slice(-4000)}`);
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${child.output().slice(-4000)}`);
}
