// `npm start`: install if needed, build what is missing or stale, then serve the whole shop
// (host, remotes and API) from one origin on the embedded database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT, buildApps, ensureInstalled, needsBuild } from './workspace.mjs';

await ensureInstalled();
const stale = APPS.filter(needsBuild);
if (stale.length) await buildApps(stale);
const port = process.env.PORT ?? '8080';
console.log(`The shop is starting at http://localhost:${port}/home/`);
// `npm start` is the development shop unless NODE_ENV says otherwise; the API alone takes an unset
// NODE_ENV for production.
const env = { ...process.env, PORT: port, NODE_ENV: process.env.NODE_ENV || 'development' };
const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], { cwd: ROOT, stdio: 'inherit', env });
// Whoever stops this script (Ctrl-C, a test runner, the benchmark) stops the server with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
