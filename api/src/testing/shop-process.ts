import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * The API as a real process (`src/main.ts` through tsx, as `node api/dist/main.js` runs it) and the
 * API's command-line tools, for tests that need a real data folder, real HTTP and real signals.
 */

const API_DIR = path.resolve(__dirname, '..', '..');
const BASE_ENV = { PATH: process.env.PATH, HOME: process.env.HOME };

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ShopProcess = {
  child: ChildProcess;
  port: number;
  /** `fetch` on this shop's `/homeapi/<url>`, with JSON in and a member's or staff token. */
  api: (url: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: Uint8Array<ArrayBuffer> }) => Promise<Response>;
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
};

/** Starts a development shop with `env` (DATA_DIR and the like) and waits until it answers. */
export async function startShop(env: Record<string, string>): Promise<ShopProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...BASE_ENV, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const api: ShopProcess['api'] = (url, options = {}) =>
    fetch(`http://127.0.0.1:${port}/homeapi/${url}`, {
      method: options.body === undefined && options.raw === undefined ? 'GET' : 'POST',
      headers: {
        'accept-language': 'en-us',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited: ${output}`);
    if (await api('common/init').then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`the shop did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    child,
    port,
    api,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/** Runs one of the API's command-line files (`src/backup/cli.ts` …) with `env` and arguments. */
export function runApiCommand(file: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: API_DIR, env: { ...BASE_ENV, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
