import { publishedRemoteUrl } from '../published-remote';

// Imports nothing shared: it runs in the entry chunk, before federation has provided React or
// @shop/shared, so that the registry and the remotes' pages are on their way while the shell's
// own chunks download.

const started = new Map<string, Promise<Response>>();
/** Settles once the registry's early read has started the remotes' routes.json reads (or failed). */
let remoteReadsStarted: Promise<void> = Promise.resolve();

const readFresh = (url: string) => fetch(url, { cache: 'no-cache' });

function start(url: string): Promise<Response> {
  const response = readFresh(url);
  // Whoever adopts the read handles its failure; a read nobody adopts must not surface as unhandled.
  response.catch(() => undefined);
  started.set(url, response);
  return response;
}

/**
 * Starts reading the registry and, as soon as it answers, every remote's `routes.json`. Nothing is
 * checked here: the shell validates what it adopts exactly as if it had asked itself.
 */
export function startRemoteReads(registryUrl: string): void {
  remoteReadsStarted = start(registryUrl)
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((registry: unknown) => {
      if (typeof registry !== 'object' || registry === null) return;
      for (const entry of Object.values(registry)) {
        if (typeof entry === 'string' && entry.endsWith('/mf-manifest.json')) void start(publishedRemoteUrl(entry));
      }
    })
    .catch(() => undefined);
}

/**
 * A fresh read of `url`: the one started early, the first time it is asked for, then a new request
 * each time (the shell reads the registry again before every navigation). The shell may parse the
 * registry before the early reads have: it then waits for them rather than asking twice.
 */
export async function readWithoutCache(url: string): Promise<Response> {
  if (!started.has(url)) await remoteReadsStarted;
  const early = started.get(url);
  started.delete(url);
  return early ?? readFresh(url);
}
