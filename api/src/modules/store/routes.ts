import { endpoints, storeIndexQuery, storeListAnswer } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { describeStore, listPickupStores } from './service';

export function storeRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    endpoints.listPickupStores.path,
    {
      schema: {
        ...operation(endpoints.listPickupStores, {
          tag: 'store',
          summary: 'Stores where orders can be picked up',
          description: 'Every pickup store with its opening hours, phone and address, in the request’s language and the shop’s order.',
          answer: storeListAnswer,
          signIn: 'member',
          querystring: storeIndexQuery,
        }),
      },
    },
    async (request) => {
      await request.requireMember();
      const lang = requestLang(request);
      return ok(request, { list: (await listPickupStores(app.db)).map((store) => describeStore(lang, store)) });
    },
  );
}

export default storeRoutes;
