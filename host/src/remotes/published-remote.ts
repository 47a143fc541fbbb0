/**
 * What a remote publishes beside its manifest (`routes.json`, written by its build): the pages it
 * renders, the navigation entries it adds, its build id and the shared versions it requires.
 * Read from the network, so validated field by field rather than cast.
 */
export type Bilingual = Record<'en-us' | 'zh-cn', string>;

/** A query parameter of a page's API call: fixed text, or read from the page's URL (with a default). */
export type DataParam = string | { query: string; default?: string };

/** A GET the page makes on arrival, declared so that the shell can start it while the page loads. */
export interface RouteData {
  url: string;
  params: Record<string, DataParam>;
}

export interface PublishedRoute {
  path: string;
  /** The exposed module that renders the page, e.g. `./goods-list-page`. */
  module: string;
  title: Bilingual;
  /** Visitors are sent to sign in first. */
  members?: boolean;
  /** The home page is titled ctitle-title instead of the usual rule. */
  home?: boolean;
  /** The API calls the page makes on arrival. */
  data?: RouteData[];
  /** The server renders the page for visitors (ADR 0039); never with `members`. */
  server?: boolean;
}

export interface NavigationEntry {
  path: string;
  title: Bilingual;
}

export interface PublishedRemote {
  name: string;
  build: string;
  shared: Record<string, string>;
  routes: PublishedRoute[];
  navigation: NavigationEntry[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isPath = (value: unknown): value is string => isText(value) && value.startsWith('/') && !value.startsWith('//');

function parseTitle(value: unknown): Bilingual | null {
  if (!isObject(value) || !isText(value['en-us']) || !isText(value['zh-cn'])) return null;
  return { 'en-us': value['en-us'], 'zh-cn': value['zh-cn'] };
}

function parseDataParam(value: unknown): DataParam | null {
  if (typeof value === 'string') return value;
  if (!isObject(value) || !isText(value.query)) return null;
  if (value.default === undefined) return { query: value.query };
  return typeof value.default === 'string' ? { query: value.query, default: value.default } : null;
}

function parseRouteData(value: unknown): RouteData | null {
  // An API path relative to the API base, as the fetchers write it: never another origin.
  if (!isObject(value) || !isText(value.url) || !/^[a-z0-9_/-]+$/i.test(value.url)) return null;
  const params = Object.entries(value.params ?? {}).map(([key, param]) => [key, parseDataParam(param)] as const);
  if (!isObject(value.params ?? {}) || params.some(([, param]) => param === null)) return null;
  return { url: value.url, params: Object.fromEntries(params) as Record<string, DataParam> };
}

function parseRoute(value: unknown): PublishedRoute | null {
  if (!isObject(value) || !isPath(value.path) || !isText(value.module) || !value.module.startsWith('./')) return null;
  const title = parseTitle(value.title);
  if (!title) return null;
  // The calls only make the page faster: declarations the shell cannot read are left out, the page still works.
  const data = parseList(value.data ?? [], parseRouteData) ?? [];
  const members = value.members === true;
  return { path: value.path, module: value.module, title, members, home: value.home === true, data, server: value.server === true && !members };
}

function parseNavigationEntry(value: unknown): NavigationEntry | null {
  if (!isObject(value) || !isPath(value.path)) return null;
  const title = parseTitle(value.title);
  return title ? { path: value.path, title } : null;
}

function parseList<T>(value: unknown, parseItem: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.map(parseItem);
  return items.every((item): item is T => item !== null) ? items : null;
}

/** The remote's published data, or null when it is not what a remote build writes. */
export function parsePublishedRemote(value: unknown, name: string): PublishedRemote | null {
  if (!isObject(value) || value.name !== name || !isText(value.build) || !isObject(value.shared)) return null;
  const shared = Object.entries(value.shared);
  if (!shared.every(([, range]) => isText(range))) return null;
  const routes = parseList(value.routes, parseRoute);
  const navigation = parseList(value.navigation ?? [], parseNavigationEntry);
  if (!routes || !navigation) return null;
  return { name, build: value.build, shared: Object.fromEntries(shared) as Record<string, string>, routes, navigation };
}

/** `routes.json` lives beside the remote's `mf-manifest.json`. */
export function publishedRemoteUrl(manifestUrl: string): string {
  return new URL('routes.json', new URL(manifestUrl, window.location.href)).href;
}
