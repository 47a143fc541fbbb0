import { parsePublishedRemote } from '../remotes/published-remote';
import { incompatibilities } from '../remotes/remote-compatibility';
import { parseRegistry } from '../remotes/remote-registry';
import type { RemoteStatus } from '../remotes/remote-routes';

/** Reads a JSON file of the site by URL; null when it cannot be had (in time). */
export type JsonReader = (url: string) => Promise<unknown>;

/**
 * The remotes and the pages they publish, as the browser's shell reads them before a navigation
 * (remote-routes.ts), with the same checks: the server renders the route table the browser will
 * hydrate with. A remote whose pages cannot be read is unreachable, as in the browser.
 */
export async function readRemotes(read: JsonReader): Promise<Record<string, RemoteStatus> | null> {
  const registry = parseRegistry(await read('/home/remotes.json'));
  if (!registry) return null;
  const entries = await Promise.all(
    Object.entries(registry).map(async ([name, entry]): Promise<[string, RemoteStatus]> => {
      const published = parsePublishedRemote(await read(entry.replace(/mf-manifest\.json$/, 'routes.json')), name);
      const problems = published ? incompatibilities(published.shared) : [];
      return [name, { entry, published, refusal: problems.length ? problems.join('; ') : null, unreachable: !published }];
    }),
  );
  return Object.fromEntries(entries);
}
