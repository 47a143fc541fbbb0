// `npm run bench` / `pnpm bench`: install if needed, then the benchmark in e2e/bench.
import { ensureInstalled, run } from './workspace.mjs';

await ensureInstalled();
await run(process.execPath, ['e2e/bench/run-bench.mjs']);
