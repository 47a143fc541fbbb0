import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codingFor } from '../http/content-coding';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { MOBILE_ENTRY_HTML } from './mobile-entry';
import { pageLanguage } from './page-language';
import { pageHead, withHead } from './seo/page-head';
import { registerSeoFiles, type SeoFilesOptions } from './seo/seo-files';
import { PageCache, pageBody } from './ssr/page-cache';
import { createPageRenderer, type PageRenderer } from './ssr/page-renderer';
import { cachedSiteReader, localSiteReader, originSiteReader } from './ssr/site-reader';
import { readSiteTitlesWith } from './seo/page-titles';

/** How the site makes its pages: the renderer and the second-long copies of what it rendered. */
interface PageSite {
  render: PageRenderer;
  cache: PageCache;
  /** The shell's index.html, for a page the server does not render. */
  shell: () => Promise<string>;
}

/** Remote names are data (the operator's registry); a name only has to be a plain folder name. */
const REMOTE_NAME = /^[a-z][a-z0-9_-]*$/;

const HOST_PREFIX = '/home/';
/** How long the shell's own index.html may take to read from the gateway. */
const SHELL_TIMEOUT_MS = 2_000;

export type SiteFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> | null;

const staticOptions = (root: string, prefix: string, decorateReply: boolean) => ({
  root,
  prefix,
  decorateReply,
  cacheControl: false,
  redirect: true,
  setHeaders: (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
    res.setHeader('Cache-Control', cacheControlFor(filePath));
  },
});

/** The client-side routes of the shell: a path under /home/ whose last part has no file extension. */
function isClientRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith(HOST_PREFIX)) return false;
  const last = pathname.slice(HOST_PREFIX.length).split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * The page: rendered on the server where it can be (ssr/page-renderer.ts, ADR 0039), else the plain
 * shell, with the page's head (seo/page-head.ts) in the language it renders in. HTML that varies by the
 * `lang` query, the `lang` cookie and Accept-Language, revalidated every time. A page or a head that
 * cannot be had leaves the shell, or the shell without its head.
 */
async function sendPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, site: PageSite): Promise<FastifyReply> {
  const lang = pageLanguage(request);
  const page = await site.cache.get(`${lang} ${request.url}`, async () => {
    // One after the other: the head reads what the render has just read (the read cache's answers),
    // so both describe the same product. Side by side, one of them could be handed the answer the
    // other is refreshing (the read cache's stale answer while one request refreshes it).
    const rendered = await site.render(request).catch((error: unknown) => (request.log.warn({ err: error }, 'the page could not be rendered on the server: the browser renders it'), null));
    const head = await pageHead(app, request).catch((error: unknown) => (request.log.error({ err: error }, 'page head failed'), undefined));
    const html = rendered ?? (await site.shell());
    return { status: head?.status ?? 200, html: head === undefined ? html : withHead(html, head, lang) };
  });
  // Compressed once per copy: its Content-Encoding keeps the compression plugin off it.
  const coding = codingFor(request.headers['accept-encoding'], page.html.length);
  if (coding !== 'identity') reply.header('Content-Encoding', coding);
  return reply
    .header('Cache-Control', REVALIDATE)
    .header('Vary', 'Accept-Language, Cookie, Accept-Encoding')
    .code(page.status)
    .type('text/html; charset=utf-8')
    .send(pageBody(page, coding));
}

/**
 * Serves the built front-ends from the API's origin: the host shell under /home/, each remote
 * under /remotes/<name>/ from mf-<name>/dist, and the operator's remote registry (a file no build
 * produces) at /home/remotes.json. Returns the SPA fallback for the not-found handler, or null when
 * there is no built host to serve. `hostDist` (HOST_DIST_DIR) serves another build of the host, such
 * as the monolith the benchmark measures beside the federation.
 */
export async function registerSite(
  app: FastifyInstance,
  siteRoot: string,
  remotesFile = path.join(siteRoot, 'deploy', 'remotes.json'),
  hostDist = path.join(siteRoot, 'host', 'dist'),
  seo: SeoFilesOptions = {},
  siteOrigin: string | null = null,
): Promise<SiteFallback | null> {
  app.get('/h5', { schema: { hide: true } }, (_request, reply) => reply.redirect('/h5/', 302));
  app.get('/h5/', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(MOBILE_ENTRY_HTML),
  );
  registerSeoFiles(app, seo);

  if (!existsSync(path.join(hostDist, 'index.html'))) return siteOrigin ? pagesFromOrigin(app, siteOrigin) : null;

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(HOST_PREFIX, 302));
  await app.register(fastifyStatic, staticOptions(hostDist, HOST_PREFIX, true));
  // One copy of the site's small files for the renderer and the pages' titles.
  const read = cachedSiteReader(localSiteReader(app));
  readSiteTitlesWith(app, read);
  const pages: PageSite = {
    render: createPageRenderer(app, { read }),
    cache: new PageCache(),
    shell: () => readFile(path.join(hostDist, 'index.html'), 'utf8'),
  };
  // The shell's root, where `/` sends crawlers, is the home page: it gets its head like every client route.
  app.get(HOST_PREFIX, { schema: { hide: true } }, (request, reply) => sendPage(app, request, reply, pages));
  // Read per request: an edit of the file is live at once. The host keeps its last good copy when
  // this answers an error or something invalid.
  app.get(`${HOST_PREFIX}remotes.json`, { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', REVALIDATE).sendFile(path.basename(remotesFile), path.dirname(remotesFile)),
  );
  // Remotes are looked up per request, so a remote built (deployed) while the server runs is served
  // at once, and one not built yet is a plain 404 rather than a warning at start.
  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', { schema: { hide: true } }, (request, reply) => {
    const { name, '*': file } = request.params;
    if (!REMOTE_NAME.test(name)) return reply.callNotFound();
    return reply.header('Cache-Control', cacheControlFor(file)).sendFile(file, path.join(siteRoot, `mf-${name}`, 'dist'));
  });

  return (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isClientRoute(request.url)) return null;
    return sendPage(app, request, reply, pages);
  };
}

const isPageRequest = (request: FastifyRequest) => (request.method === 'GET' || request.method === 'HEAD') && isClientRoute(request.url);

/**
 * Behind a gateway (compose, the topology): the gateway sends the shop's pages here and serves the
 * builds itself, so the pages are rendered from the builds as it serves them (SITE_ORIGIN).
 */
function pagesFromOrigin(app: FastifyInstance, origin: string): SiteFallback {
  const read = cachedSiteReader(originSiteReader(origin));
  readSiteTitlesWith(app, read);
  const pages: PageSite = {
    render: createPageRenderer(app, { read }),
    cache: new PageCache(),
    shell: async () => {
      const shell = await read(`${HOST_PREFIX}index.html`, SHELL_TIMEOUT_MS);
      if (shell.status !== 200) throw new Error(`the host's index.html answered ${shell.status} at ${origin}`);
      return new TextDecoder().decode(shell.body);
    },
  };
  app.get(HOST_PREFIX, { schema: { hide: true } }, (request, reply) => sendPage(app, request, reply, pages));
  return (request, reply) => (isPageRequest(request) ? sendPage(app, request, reply, pages) : null);
}
