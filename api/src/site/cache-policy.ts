import path from 'node:path';

/** Files whose name stays the same across deploys: the browser must revalidate them every time. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'routes.json', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

/** A content hash of 8+ hex characters as its own dot/dash-separated part, e.g. `123.4f9a8c2d.js`. */
const CONTENT_HASH = /(?:^|[.\-_])[0-9a-f]{8,}\./i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return REVALIDATE;
  return CONTENT_HASH.test(name) ? IMMUTABLE : REVALIDATE;
}
