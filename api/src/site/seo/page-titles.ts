import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../http/i18n';

/** One page a remote publishes in its routes.json (ADR 0009): the title the shell gives it. */
export type PublishedPage = { path: string; title: Record<Lang, string>; home?: boolean; members?: boolean };

/** How long the published pages are reused: a remote deployed live is titled its new way this soon after. */
const TTL_MS = 2000;
const SAME_ORIGIN_MANIFEST = /^\/remotes\/([a-z][a-z0-9_-]*)\/mf-manifest\.json$/;

let cached: { app: FastifyInstance; at: number; pages: Promise<PublishedPage[]> } | null = null;

/** Reads a JSON file of the site; the app's own routes unless the site is read from a gateway. */
type JsonReader = (url: string) => Promise<unknown>;
const readers = new WeakMap<FastifyInstance, JsonReader>();

/** The registry and the remotes' pages are read as the renderer reads them: its copy of the site's files (ADR 0039). */
export function readSiteTitlesWith(app: FastifyInstance, read: (url: string, timeoutMs: number) => Promise<{ status: number; body: Uint8Array }>): void {
  readers.set(app, async (url) => {
    const answer = await read(url, READ_TIMEOUT_MS);
    return answer.status === 200 ? (JSON.parse(new TextDecoder().decode(answer.body)) as unknown) : null;
  });
}

const READ_TIMEOUT_MS = 1000;

async function getJson(app: FastifyInstance, url: string): Promise<unknown> {
  const read = readers.get(app);
  if (read) return read(url);
  const response = await app.inject({ method: 'GET', url });
  return response.statusCode === 200 ? response.json() : null;
}

function isPublishedPage(value: unknown): value is PublishedPage {
  const page = value as PublishedPage;
  return typeof page?.path === 'string' && typeof page.title?.['en-us'] === 'string' && typeof page.title['zh-cn'] === 'string';
}

/**
 * The pages every remote of the operator's registry publishes, read as the shell reads them (the
 * registry, then each remote's routes.json beside its manifest), so the server titles a page exactly as
 * the browser will. Remotes served from another origin are not read: their pages get the site's title.
 */
async function readPublishedPages(app: FastifyInstance): Promise<PublishedPage[]> {
  const registry = await getJson(app, '/home/remotes.json');
  if (!registry || typeof registry !== 'object') return [];
  const names = Object.values(registry as Record<string, unknown>).flatMap((manifest) => {
    const match = typeof manifest === 'string' ? SAME_ORIGIN_MANIFEST.exec(manifest) : null;
    return match ? [match[1]!] : [];
  });
  const routes = await Promise.all(names.map((name) => getJson(app, `/remotes/${name}/routes.json`)));
  return routes.flatMap((published) => {
    const list = (published as { routes?: unknown[] } | null)?.routes;
    return Array.isArray(list) ? list.filter(isPublishedPage) : [];
  });
}

/** The published page at `path` (`/goods/view`, without `/home`), or null. */
export async function publishedPage(app: FastifyInstance, path: string, now = Date.now()): Promise<PublishedPage | null> {
  if (!cached || cached.app !== app || now - cached.at > TTL_MS) {
    cached = { app, at: now, pages: readPublishedPages(app).catch(() => []) };
  }
  return (await cached.pages).find((page) => page.path === path) ?? null;
}
