import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { renderImage } from './svg-images';

const imageParams = z.object({ name: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/) });

/** Serves the generated demo pictures; they never change for a given name, hence the long cache. */
export function imageRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/static/img/:name',
    { schema: { hide: true, params: imageParams } },
    async (request, reply) => {
      const source = renderImage(request.params.name.replace(/\.svg$/, ''));
      if (!source) throw notFound();
      const etag = `"${createHash('sha1').update(source).digest('base64url')}"`;
      reply.header('Cache-Control', 'public, max-age=31536000').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(source);
    },
  );
}

export default imageRoutes;
