import { endpoints, shopAnswer, shopQuery } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { describeShop } from './service';

export function shopRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    endpoints.getShop.path,
    {
      schema: {
        ...operation(endpoints.getShop, {
          tag: 'shop',
          summary: 'A shop and a page of its goods',
          description: 'The shop (name, logo, banner, description, rating, goods on shelf) and one page of its on-shelf goods, filtered and sorted as in goods/index.',
          answer: shopAnswer,
          refusals: [404],
          querystring: shopQuery,
        }),
      },
    },
    async (request) => {
      const { id, ...filters } = request.query;
      return ok(request, await describeShop(app.db, requestLang(request), id, filters, app.clock()));
    },
  );
}

export default shopRoutes;
