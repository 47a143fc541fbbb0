import path from 'node:path';
import { ROOT } from './release-tree.mjs';

/** Where the previous release's database fixture lives (api/src/testing/release-fixture.ts reads it). */
export const FIXTURE_FILE = path.join(ROOT, 'api/src/testing/release-fixture/previous-release.sql.gz');
