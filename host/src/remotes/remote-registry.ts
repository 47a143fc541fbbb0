import { ASSET_BASE, localStore } from '@shop/shared';
import { readWithoutCache } from './api/early-reads';

/** Remote name -> URL of its `mf-manifest.json`, as the operator's registry file says. */
export type RemoteRegistry = Record<string, string>;

const REGISTRY_URL = `${ASSET_BASE}remotes.json`;
const LAST_GOOD_KEY = 'remote_registry';
const REMOTE_NAME = /^[a-z][a-z0-9_-]*$/;

function isManifestUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !value.endsWith('/mf-manifest.json')) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The registry when every entry is a remote name and a manifest URL; null otherwise. */
export function parseRegistry(value: unknown): RemoteRegistry | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (!entries.every(([name, url]) => REMOTE_NAME.test(name) && isManifestUrl(url))) return null;
  return Object.fromEntries(entries as [string, string][]);
}

/**
 * Reads the operator's registry. When it is unreachable or invalid, the last registry that loaded
 * in this browser serves instead (or none: every remote page then shows its error panel).
 */
export async function loadRegistry(): Promise<RemoteRegistry> {
  try {
    const response = await readWithoutCache(REGISTRY_URL);
    if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
    const registry = parseRegistry(await response.json());
    if (!registry) throw new Error(`${REGISTRY_URL} is not a map of remote names to mf-manifest.json URLs`);
    localStore.setJson(LAST_GOOD_KEY, registry);
    return registry;
  } catch (error) {
    const lastGood = parseRegistry(localStore.getJson(LAST_GOOD_KEY));
    console.error(`The remote registry could not be used${lastGood ? '; the last one that worked serves' : ''}`, error);
    return lastGood ?? {};
  }
}
