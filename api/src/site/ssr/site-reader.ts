import type { FastifyInstance } from 'fastify';

export interface SiteFile {
  status: number;
  body: Uint8Array;
}

/** Reads a file of the site (the registry, a remote's routes.json, a server build) by its URL path. */
export type SiteReader = (urlPath: string, timeoutMs: number) => Promise<SiteFile>;

function withTimeout<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/** `npm start`: this process serves the site too, so a read goes through its own routes. */
export function localSiteReader(app: FastifyInstance): SiteReader {
  return (urlPath, timeoutMs) =>
    withTimeout(
      app.inject({ method: 'GET', url: urlPath }).then((response) => ({ status: response.statusCode, body: new Uint8Array(response.rawPayload) })),
      timeoutMs,
      urlPath,
    );
}

/** Behind a gateway (compose): the site's files are read from it, as a browser would. */
export function originSiteReader(origin: string): SiteReader {
  return async (urlPath, timeoutMs) => {
    const response = await fetch(new URL(urlPath, origin), { signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: new Uint8Array(await response.arrayBuffer()) };
  };
}

/** How long the site's small files (manifests, the registry, index.html) are read once for all renders. */
export const SITE_FILE_TTL_MS = 1_000;

/** Past this age a kept file is no longer sent while it is read again: the render waits for the site. */
export const SITE_FILE_STALE_MS = 30_000;

interface KeptFile {
  at: number;
  file: Promise<SiteFile>;
  refreshing: boolean;
}

/**
 * The site's small files read once a second rather than at every render (ADR 0039). A file older
 * than that is sent as kept while it is read again in the background, so no render waits for the
 * site's files: a deployed build renders from the request after the one that noticed it (the page
 * falls back to the browser meanwhile if the files disagree). A file that could not be read again
 * is kept up to SITE_FILE_STALE_MS, then read while the render waits. Server files are not kept
 * here: each build is evaluated once anyway.
 */
export function cachedSiteReader(read: SiteReader, ttlMs = SITE_FILE_TTL_MS, staleMs = SITE_FILE_STALE_MS): SiteReader {
  const kept = new Map<string, KeptFile>();
  const readAndKeep = (urlPath: string, timeoutMs: number): KeptFile => {
    const entry: KeptFile = { at: Date.now(), file: read(urlPath, timeoutMs), refreshing: false };
    kept.set(urlPath, entry);
    // A failed first read is not kept: the next render tries again.
    entry.file.catch(() => kept.get(urlPath) === entry && kept.delete(urlPath));
    return entry;
  };
  return (urlPath, timeoutMs) => {
    if (!/\.(json|html)$/.test(urlPath)) return read(urlPath, timeoutMs);
    const hit = kept.get(urlPath);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (!hit || age >= staleMs) return readAndKeep(urlPath, timeoutMs).file;
    if (age >= ttlMs && !hit.refreshing) {
      hit.refreshing = true;
      read(urlPath, timeoutMs).then(
        (file) => kept.get(urlPath) === hit && kept.set(urlPath, { at: Date.now(), file: Promise.resolve(file), refreshing: false }),
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.file;
  };
}
