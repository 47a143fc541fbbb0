import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { shopQuery } from './schemas';
import { describeShop } from './service';

export async function shopRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/shop/index',
    { schema: { tags: ['shop'], summary: 'A shop and a page of its goods', querystring: shopQuery } },
    async (request) => {
      const { id, ...filters } = request.query;
      return ok(request, await describeShop(app.db, requestLang(request), id, filters));
    },
  );
}
