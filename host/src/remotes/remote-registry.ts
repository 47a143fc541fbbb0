import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { ASSET_BASE } from '@shop/shared';

export type RemoteManifestMap = Record<string, string>;

let registered: RemoteManifestMap = {};

/** Reads /home/remotes.json (name -> mf-manifest.json URL) and registers every remote it lists. */
export async function registerRemotesFromFile(url = `${ASSET_BASE}remotes.json`): Promise<RemoteManifestMap> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    registered = (await response.json()) as RemoteManifestMap;
  } catch (error) {
    // Without the file no remote can load; every remote page then shows its own error panel.
    console.error('The remote registry could not be read', error);
    registered = {};
  }
  registerRemotes(toRemotes(registered));
  return registered;
}

function toRemotes(map: RemoteManifestMap) {
  return Object.entries(map).map(([name, entry]) => ({ name, entry }));
}

/** Registers a remote again, dropping whatever failed load the runtime cached (the retry button). */
export function reregisterRemote(name: string): void {
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export function isRegistered(name: string): boolean {
  return name in registered;
}

/** Warms a remote before it is needed (a link to it is hovered). */
export function warmRemote(name: string): void {
  if (!isRegistered(name)) return;
  preloadRemote([{ nameOrAlias: name, resourceCategory: 'sync' }]).catch(() => {
    /* a failed warm-up is retried by the real load, which shows the error panel if needed */
  });
}
