import { categoryTree, categoryTreeQuery, endpoints } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { READ_TAGS } from '../../http/read-cache-invalidation';
import { operation } from '../../http/operation';
import { loadCategoryTree } from './service';

export function categoryRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    endpoints.getCategoryTree.path,
    {
      schema: {
        ...operation(endpoints.getCategoryTree, {
          tag: 'category',
          summary: 'The category tree',
          description: 'Every category in the request’s language, top categories first with their sub-categories, siblings in their sort order.',
          answer: categoryTree,
          querystring: categoryTreeQuery,
        }),
      },
    },
    async (request, reply) => {
      await app.readCache.answer(request, reply, { tags: [READ_TAGS.category] }, request.query, async () => ok(request, await loadCategoryTree(app.db, requestLang(request))));
    },
  );
}

export default categoryRoutes;
