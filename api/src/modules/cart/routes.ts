import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { cartCountQuery } from './schemas';
import { countCartRows } from './service';

export async function cartRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cart/count',
    { schema: { tags: ['cart'], summary: 'Number of cart rows; 0 for visitors', querystring: cartCountQuery } },
    async (request) => {
      const member = await request.currentMember();
      return ok(request, member ? await countCartRows(app.db, member.id) : 0);
    },
  );
}
