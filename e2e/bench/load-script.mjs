import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/scripts');

/**
 * Runs one of the API's load scripts (api/scripts/<name>.mjs) on one database driver: the JSON
 * summary it prints last, `{driver, skipped}` when it found no PostgreSQL to use, or `{driver,
 * failed}` when it exited non-zero (a rule broken under load) or printed no summary.
 */
export function runLoadScript(name, driver) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(SCRIPTS, `${name}.mjs`), driver], { stdio: ['ignore', 'pipe', 'inherit'] });
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
      else resolve(summary);
    });
  });
}
