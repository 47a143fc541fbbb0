import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { categoryTreeQuery } from './schemas';
import { loadCategoryTree } from './service';

export async function categoryRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/category/index',
    { schema: { tags: ['category'], summary: 'The category tree', querystring: categoryTreeQuery } },
    async (request) => ok(request, await loadCategoryTree(app.db, requestLang(request))),
  );
}
