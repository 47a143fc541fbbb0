import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/scripts/bench-orders.mjs');

/** The API's ordering load (50 concurrent buyers placing and paying orders); its JSON summary. */
export function measureOrderLoad(seconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT], { env: { ...process.env, BENCH_SECONDS: String(seconds) }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = output.trim().split('\n').pop() ?? '';
      if (code !== 0) reject(new Error(`bench-orders exited with ${code}:\n${output}`));
      else resolve(JSON.parse(last));
    });
  });
}
