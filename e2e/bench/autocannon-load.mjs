import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const BARE_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/scripts/bench-bare-fastify.mjs');
/** A short run before each measured one, not counted: connections opened, code warm. */
const WARM_UP_SECONDS = 1;

/** What Chromium sends in Accept-Encoding. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The bare Fastify hello world as its own process; answers its origin and `stop`. */
export function startBareFastify() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BARE_SCRIPT], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!output.includes('\n')) return;
      const { origin } = JSON.parse(output.split('\n')[0]);
      const stop = () =>
        new Promise((done) => {
          child.once('exit', done);
          child.kill('SIGTERM');
        });
      resolve({ origin, stop });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the bare Fastify server exited with ${code}`)));
  });
}

/** autocannon on `url` with `connections` for `seconds`, after an uncounted warm-up; answers its figures. */
export async function load(url, { headers = {}, connections, seconds }) {
  await autocannon({ url, headers, connections, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    connections,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Why a load run does not count (anything but 2xx, errors, time-outs), or null. */
export function brokenUnderLoad(figures) {
  return figures.non2xx + figures.errors + figures.timeouts > 0 ? `${figures.non2xx} non-2xx answers, ${figures.errors} errors, ${figures.timeouts} timeouts under load` : null;
}

/** The bare Fastify's figures under the same load, as the yardstick. */
export async function loadBareFastify({ connections, seconds }) {
  const bare = await startBareFastify();
  try {
    return await load(bare.origin, { connections, seconds });
  } finally {
    await bare.stop();
  }
}
