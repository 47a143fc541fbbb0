// `pnpm dev`: the API (watching its sources, on :8080) and every app's dev server; the host on
// http://localhost:3000/home/ proxies /homeapi and each /remotes/<name>/ to its dev server.
import { ensureInstalled, FRONTEND_APPS, pnpm } from './workspace.mjs';

// The API alone takes an unset NODE_ENV for production; `pnpm dev` is the development shop.
process.env.NODE_ENV ||= 'development';
await ensureInstalled();
await Promise.all([
  pnpm(['--filter', './api', 'run', 'dev']),
  ...FRONTEND_APPS.map((app) => pnpm(['--filter', `./${app}`, 'run', 'dev'])),
]);
