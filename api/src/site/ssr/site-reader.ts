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

/**
 * The site's small files read once a second rather than at every render (ADR 0039): a deployed build
 * is seen within that second. Server files are not kept here: each build is evaluated once anyway.
 */
export function cachedSiteReader(read: SiteReader, ttlMs = SITE_FILE_TTL_MS): SiteReader {
  const kept = new Map<string, { at: number; file: Promise<SiteFile> }>();
  return (urlPath, timeoutMs) => {
    if (!/\.(json|html)$/.test(urlPath)) return read(urlPath, timeoutMs);
    const now = Date.now();
    const hit = kept.get(urlPath);
    if (hit && now - hit.at < ttlMs) return hit.file;
    const file = read(urlPath, timeoutMs);
    kept.set(urlPath, { at: now, file });
    // A failed read is not kept: the next render tries again.
    file.catch(() => kept.get(urlPath)?.file === file && kept.delete(urlPath));
    return file;
  };
}
