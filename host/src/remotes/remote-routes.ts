import { preloadRemote, registerRemotes } from './federation-runtime';
import { create } from 'zustand';
import { localStore } from '@shop/shared';
import { parsePublishedRemote, publishedRemoteUrl, type NavigationEntry, type PublishedRemote, type PublishedRoute } from './published-remote';
import { incompatibilities } from './remote-compatibility';
import { loadRegistry } from './remote-registry';
import { readWithoutCache } from './api/early-reads';
import { startStoreWith } from '../app/start-store-with';

export interface RemoteRoute extends PublishedRoute {
  remote: string;
  /** The remote's build: a new build renders new page components. */
  build: string;
  /** Why the shell refuses to mount this remote, when it does. */
  refusal: string | null;
}

export interface RemoteStatus {
  entry: string;
  /** What the remote published last (this refresh, earlier in this tab, or in an earlier visit). */
  published: PublishedRemote | null;
  refusal: string | null;
  /** Its routes.json could not be read on the last refresh. */
  unreachable: boolean;
}

interface RemoteRoutesState {
  remotes: Record<string, RemoteStatus>;
}

/** The remotes of the registry and the pages they publish: the host's routes, as data. */
export const useRemoteRoutes = create<RemoteRoutesState>(() => ({ remotes: {} }));

const PUBLISHED_KEY = 'remote_routes';

function normalise(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
}

/** The remote page that renders an in-app path, if any remote publishes it. */
export function findRemoteRoute(path: string, remotes = useRemoteRoutes.getState().remotes): RemoteRoute | undefined {
  const pathname = normalise(path);
  for (const [remote, status] of Object.entries(remotes)) {
    const route = status.published?.routes.find((candidate) => candidate.path === pathname);
    if (route) return { ...route, remote, build: status.published!.build, refusal: status.refusal };
  }
  return undefined;
}

/** True when some remote's pages are unknown right now: an unknown path may be one of them. */
export function someRemoteUnpublished(remotes = useRemoteRoutes.getState().remotes): boolean {
  return Object.values(remotes).some((status) => status.unreachable && !status.published);
}

/** Navigation entries the remotes add, in registry order. */
export function remoteNavigation(remotes: Record<string, RemoteStatus>): NavigationEntry[] {
  return Object.values(remotes).flatMap((status) => (status.refusal ? [] : (status.published?.navigation ?? [])));
}

async function fetchPublished(name: string, entry: string): Promise<PublishedRemote | null> {
  try {
    const response = await readWithoutCache(publishedRemoteUrl(entry));
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const published = parsePublishedRemote(await response.json(), name);
    if (!published) throw new Error('is not what a remote build publishes');
    return published;
  } catch (error) {
    console.error(`The pages of the ${name} remote could not be read`, error);
    return null;
  }
}

function statusOf(name: string, entry: string, fresh: PublishedRemote | null, before: RemoteStatus | undefined, cached: unknown): RemoteStatus {
  const published = fresh ?? before?.published ?? parsePublishedRemote(cached, name);
  const problems = published ? incompatibilities(published.shared) : [];
  const refusal = problems.length ? problems.join('; ') : null;
  if (refusal && refusal !== before?.refusal) console.error(`The ${name} remote is refused: ${refusal}`);
  return { entry, published, refusal, unreachable: !fresh };
}

/** A remote must be registered afresh when it moved, came back, or a new build was deployed. */
function needsFreshRegistration(before: RemoteStatus, after: RemoteStatus): boolean {
  if (before.entry !== after.entry || (before.unreachable && !after.unreachable)) return true;
  return Boolean(before.published && after.published && before.published.build !== after.published.build);
}

let inFlight: Promise<void> | null = null;

/**
 * Reads the registry and every remote's published pages (conditional requests: cheap when nothing
 * changed), registers new remotes, and re-registers those that moved or were redeployed so that
 * the next page they render is their new build. Runs before every navigation, the first included;
 * calls that overlap share one refresh.
 */
export function refreshRemotes(): Promise<void> {
  inFlight ??= readRemotes().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function readRemotes(): Promise<void> {
  const registry = await loadRegistry();
  const previous = useRemoteRoutes.getState().remotes;
  const cached = localStore.getJson<Record<string, unknown>>(PUBLISHED_KEY) ?? {};
  const fetched = await Promise.all(Object.entries(registry).map(async ([name, entry]) => [name, entry, await fetchPublished(name, entry)] as const));

  const remotes: Record<string, RemoteStatus> = {};
  const added: { name: string; entry: string }[] = [];
  const replaced: { name: string; entry: string }[] = [];
  for (const [name, entry, fresh] of fetched) {
    const before = previous[name];
    remotes[name] = statusOf(name, entry, fresh, before, cached[name]);
    if (!before) added.push({ name, entry });
    else if (needsFreshRegistration(before, remotes[name])) replaced.push({ name, entry });
  }
  if (added.length) registerRemotes(added);
  if (replaced.length) registerRemotes(replaced, { force: true });

  // Nothing changed (the usual case): the pages on screen are not rendered again.
  if (JSON.stringify(remotes) === JSON.stringify(previous)) return;
  rememberPublished(remotes);
  useRemoteRoutes.setState({ remotes });
}

/** Kept for the next visit: what each remote published serves when its routes.json cannot be read. */
function rememberPublished(remotes: Record<string, RemoteStatus>): void {
  const published = Object.fromEntries(Object.entries(remotes).flatMap(([name, status]) => (status.published ? [[name, status.published]] : [])));
  localStore.setJson(PUBLISHED_KEY, published);
}

/**
 * The remotes as the server rendered the page with them (ADR 0039): the route table the page
 * hydrates with, registered with the runtime as a refresh would, without reading them again.
 */
export function adoptServerRemotes(remotes: Record<string, RemoteStatus>): void {
  startStoreWith(useRemoteRoutes, { remotes });
  rememberPublished(remotes);
  registerRemotes(Object.entries(remotes).map(([name, status]) => ({ name, entry: status.entry })));
}

/** The retry button: read the remote's pages again and forget whatever failed load the runtime cached. */
export async function retryRemote(name: string): Promise<void> {
  await refreshRemotes();
  const status = useRemoteRoutes.getState().remotes[name];
  if (status) registerRemotes([{ name, entry: status.entry }], { force: true });
}

/**
 * Warms a remote before it is needed: a link to it is hovered, or (with the page's module) the
 * shell has just read from the URL which page it is about to render.
 */
export function warmRemote(name: string, module?: string): void {
  const status = useRemoteRoutes.getState().remotes[name];
  if (!status || status.refusal) return;
  preloadRemote([{ nameOrAlias: name, resourceCategory: 'sync', ...(module ? { exposes: [module] } : {}) }]).catch(() => {
    /* a failed warm-up is retried by the real load, which shows the error panel if needed */
  });
}
