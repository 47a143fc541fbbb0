// `npm start`: install if needed, build what is missing or stale, then serve the whole shop
// (host, remotes and API) from one origin on the embedded database.
import path from 'node:path';
import { APPS, ROOT, buildApps, ensureInstalled, needsBuild, run } from './workspace.mjs';

await ensureInstalled();
const stale = APPS.filter(needsBuild);
if (stale.length) await buildApps(stale);
const port = process.env.PORT ?? '8080';
console.log(`The shop is starting at http://localhost:${port}/home/`);
await run(process.execPath, [path.join(ROOT, 'api/dist/main.js')], { env: { ...process.env, PORT: port } });
