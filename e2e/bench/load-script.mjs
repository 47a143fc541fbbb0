import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/scripts');

/**
 * Runs one of the API's load scripts (api/scripts/<name>.mjs) on one database driver, `env` added to
 * its environment: the JSON summary it prints last, `{driver, skipped}` when it found no PostgreSQL
 * to use, or `{driver, failed}` when it exited non-zero (a rule broken under load) or printed no summary.
 */
export function runLoadScript(name, driver, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(SCRIPTS, `${name}.mjs`), driver], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ driver, failed: error.message }));
    child.on('exit', (code) => {
      let summary = null;
      try {
        summary = JSON.parse(output.trim().split('\n').pop() ?? '');
      } catch {
        /* no summary: the run broke before its end */
      }
      if (code !== 0 || summary === null) resolve({ driver, ...summary, failed: `${name} exited with ${code}:\n${output}` });
      else resolve({ driver, ...summary });
    });
  });
}

/**
 * A load script on the embedded database, then on the PostgreSQL server `postgres` (benchPostgres's
 * answer: `{url}`, `{skipped}`, or `{failed}` when none could be had).
 */
export async function runOnBothDatabases(name, postgres, env = {}) {
  const embedded = await runLoadScript(name, 'pglite', env);
  if (!postgres.url) return [embedded, { driver: 'postgres', ...postgres }];
  const server = await runLoadScript(name, 'postgres', { ...env, DATABASE_URL: postgres.url });
  // The server answered a moment ago: a run that finds none is broken, not skipped.
  return [embedded, server.skipped ? { driver: 'postgres', failed: server.skipped } : server];
}
