// `npm run backup [folder]` and `npm run restore <file>`: install and build the API if needed (as
// `npm start` does), then run its backup command with this environment (docs/backups.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildApps, ensureInstalled, needsBuild } from './workspace.mjs';

await ensureInstalled();
if (needsBuild('api')) await buildApps(['api']);
const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/backup/cli.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
