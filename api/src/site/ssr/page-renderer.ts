import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageLanguage } from '../page-language';
import { pageHtml } from './page-html';
import { sanitizePageHtml } from './sanitize-page-html';
import { ServerBuilds, type LoadedBuild } from './server-builds';
import type { SiteReader } from './site-reader';

const HOST_BASE = '/home/';

/** How long one remote (its pages, its server build) may take before its part is left to the browser. */
export const REMOTE_TIMEOUT_MS = 400;

/** The host's server build, as the server uses it (host/src/server/server-entry.tsx). */
interface HostServerBuild {
  renderPage(request: unknown): Promise<{ kind: 'page'; html: string; state: unknown } | { kind: 'elsewhere'; location: string }>;
  readRemotes(read: (url: string) => Promise<unknown>): Promise<Record<string, unknown> | null>;
  findRemoteRoute(path: string, remotes: Record<string, unknown>): { remote: string; module: string; build: string; server?: boolean; refusal: string | null } | undefined;
  serverSingletons: Record<string, unknown>;
  provideSanitizer(sanitize: (html: string) => string): void;
  SERVER_STATE_ID: string;
}

interface RemoteManifest {
  exposes?: { path?: string; assets?: { css?: { sync?: string[] } } }[];
}

export interface PageRendererOptions {
  /** The site's files; a cachedSiteReader, so that no render waits for the site's small files. */
  read: SiteReader;
  remoteTimeoutMs?: number;
}

/** The page's path inside the shell (without /home) and its query. */
function appPath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  return pathname.slice(HOST_BASE.length - 1) || '/';
}

function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return null;
  }
}

/** A page's HTML as the server rendered it, or null when the browser renders it. */
export type PageRenderer = (request: FastifyRequest) => Promise<string | null>;

/**
 * Renders the shop's public pages on the server (ADR 0039): the host's server build renders the
 * shell, the page's remote's server build its part, with data read in-process; null leaves the page
 * to the browser (members' pages, the back office, a page no remote publishes for the server, a shell
 * that cannot be rendered).
 */
export function createPageRenderer(app: FastifyInstance, options: PageRendererOptions): PageRenderer {
  const { read } = options;
  const timeoutMs = options.remoteTimeoutMs ?? REMOTE_TIMEOUT_MS;
  const hostBuilds = new ServerBuilds(read);
  // A remote's server build runs on the singletons of the host build it was loaded with: a new
  // host build loads the remotes afresh.
  let current = { host: '', builds: new ServerBuilds(read) };
  const remoteBuildsFor = (host: LoadedBuild) => {
    if (current.host !== host.sha256) {
      current = { host: host.sha256, builds: new ServerBuilds(read) };
      (host.exports as unknown as HostServerBuild).provideSanitizer(sanitizePageHtml);
    }
    return current.builds;
  };

  const readJson = async (url: string): Promise<unknown> => {
    try {
      const answer = await read(url, timeoutMs);
      return answer.status === 200 ? parseJson(answer.body) : null;
    } catch {
      return null;
    }
  };

  const api = async ({ method, url, headers }: { method: string; url: string; headers: Record<string, string> }) => {
    const response = await app.inject({ method: method as 'GET', url, headers });
    return { status: response.statusCode, headers: response.headers as Record<string, string>, body: response.body };
  };

  async function remotePart(host: LoadedBuild, remoteBuilds: ServerBuilds, route: { remote: string; module: string; build: string }, entry: string) {
    const base = entry.replace(/mf-manifest\.json$/, '');
    const { serverSingletons } = host.exports as unknown as HostServerBuild;
    let build: LoadedBuild | null = null;
    try {
      build = await remoteBuilds.load(route.remote, base, timeoutMs, () => serverSingletons, route.build);
    } catch (error) {
      app.log.warn({ err: error, remote: route.remote }, 'a remote\'s server build could not be had: its part is rendered in the browser');
    }
    const pages = build?.exports.pages as Record<string, { default?: unknown }> | undefined;
    const component = pages?.[route.module]?.default ?? null;
    const manifest = component ? ((await readJson(entry)) as RemoteManifest | null) : null;
    const css = manifest?.exposes?.find((expose) => expose.path === route.module)?.assets?.css?.sync ?? [];
    return { component, stylesheets: css.map((file) => new URL(file, new URL(base, 'http://site.invalid')).pathname) };
  }

  return async function renderSitePage(request: FastifyRequest): Promise<string | null> {
    const [shell, host] = await Promise.all([read(`${HOST_BASE}index.html`, timeoutMs), hostBuilds.load('host', HOST_BASE, timeoutMs, () => ({}))]);
    if (shell.status !== 200 || !host) return null;
    const shellHtml = new TextDecoder().decode(shell.body);
    // The shell's server build must be the one of the index.html being sent.
    if (!shellHtml.includes(`<meta name="shop-build" content="${host.clientBuild}"`)) return null;
    const hostBuild = host.exports as unknown as HostServerBuild;
    const remoteBuilds = remoteBuildsFor(host);

    const remotes = await hostBuild.readRemotes(readJson);
    if (!remotes) return null;
    const route = hostBuild.findRemoteRoute(appPath(request.url), remotes);
    if (!route?.server || route.refusal) return null;
    const entry = (remotes[route.remote] as { entry: string }).entry;
    const part = await remotePart(host, remoteBuilds, route, entry);

    const language = pageLanguage(request);
    const answer = await hostBuild.renderPage({
      url: request.url,
      language,
      remotes,
      page: { remote: route.remote, module: route.module, build: route.build, component: part.component },
      api,
    });
    if (answer.kind !== 'page') return null;
    return pageHtml(shellHtml, { language, html: answer.html, state: answer.state, stateId: hostBuild.SERVER_STATE_ID, stylesheets: part.stylesheets });
  };
}
