import type { FastifyInstance } from 'fastify';
import { publicOrigin } from './public-origin';
import { robotsTxt } from './robots';
import { sitemapXml, sitemapItems, SITEMAP_URL_LIMIT } from './sitemap';
import { sitemapPages } from './sitemap-entries';

/** A few minutes: a product put on sale shows in the sitemap soon, and crawlers hitting it cost little. */
export const SEO_FILES_CACHE_CONTROL = 'public, max-age=300';

export type SeoFilesOptions = { sitemapUrlLimit?: number };

/**
 * /robots.txt and /sitemap.xml (with /sitemap-<n>.xml parts past the URL limit) at the origin's root,
 * from the database alone, so they work under `npm start` and in production without demo data.
 */
export function registerSeoFiles(app: FastifyInstance, { sitemapUrlLimit = SITEMAP_URL_LIMIT }: SeoFilesOptions = {}): void {
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    reply.header('Cache-Control', SEO_FILES_CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(publicOrigin(app, request))),
  );
  const sendSitemap = async (origin: string, part: number | null) => sitemapXml(origin, sitemapItems(origin, await sitemapPages(app.db, app.clock())), part, sitemapUrlLimit);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const xml = await sendSitemap(publicOrigin(app, request), null);
    return reply.header('Cache-Control', SEO_FILES_CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
  });
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', { schema: { hide: true } }, async (request, reply) => {
    const part = /^[1-9]\d{0,5}$/.test(request.params.part) ? Number(request.params.part) : null;
    const xml = part === null ? null : await sendSitemap(publicOrigin(app, request), part);
    if (xml === null) return reply.callNotFound();
    return reply.header('Cache-Control', SEO_FILES_CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
  });
}
