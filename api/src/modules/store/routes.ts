import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { storeIndexQuery } from './schemas';
import { describeStore, listPickupStores } from './service';

export async function storeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/store/index',
    { schema: { tags: ['store'], summary: 'Stores where orders can be picked up', querystring: storeIndexQuery } },
    async (request) => {
      await request.requireMember();
      const lang = requestLang(request);
      return ok(request, { list: (await listPickupStores(app.db)).map((store) => describeStore(lang, store)) });
    },
  );
}
