import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { MOBILE_ENTRY_HTML } from './mobile-entry';
import { pageLanguage } from './page-language';
import { pageHead, withHead } from './seo/page-head';
import { registerSeoFiles, type SeoFilesOptions } from './seo/seo-files';
import { createPageRenderer, type PageRenderer } from './ssr/page-renderer';
import { localSiteReader } from './ssr/site-reader';

/** Remote names are data (the operator's registry); a name only has to be a plain folder name. */
const REMOTE_NAME = /^[a-z][a-z0-9_-]*$/;

const HOST_PREFIX = '/home/';

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
async function sendPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, hostDist: string, renderPage: PageRenderer): Promise<FastifyReply> {
  const lang = pageLanguage(request);
  const [rendered, head] = await Promise.all([
    renderPage(request).catch((error: unknown) => (request.log.warn({ err: error }, 'the page could not be rendered on the server: the browser renders it'), null)),
    pageHead(app, request).catch((error: unknown) => (request.log.error({ err: error }, 'page head failed'), undefined)),
  ]);
  const html = rendered ?? (await readFile(path.join(hostDist, 'index.html'), 'utf8'));
  const page = head === undefined ? html : withHead(html, head, lang);
  return reply.header('Cache-Control', REVALIDATE).header('Vary', 'Accept-Language, Cookie').code(head?.status ?? 200).type('text/html; charset=utf-8').send(page);
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
): Promise<SiteFallback | null> {
  app.get('/h5', { schema: { hide: true } }, (_request, reply) => reply.redirect('/h5/', 302));
  app.get('/h5/', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(MOBILE_ENTRY_HTML),
  );
  registerSeoFiles(app, seo);

  if (!existsSync(path.join(hostDist, 'index.html'))) return null;

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(HOST_PREFIX, 302));
  await app.register(fastifyStatic, staticOptions(hostDist, HOST_PREFIX, true));
  // The shell's root, where `/` sends crawlers, is the home page: it gets its head like every client route.
  const renderPage = createPageRenderer(app, { read: localSiteReader(app) });
  app.get(HOST_PREFIX, { schema: { hide: true } }, (request, reply) => sendPage(app, request, reply, hostDist, renderPage));
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
    return sendPage(app, request, reply, hostDist, renderPage);
  };
}
