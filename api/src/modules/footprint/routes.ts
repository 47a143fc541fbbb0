import { endpoints, footprintDeleteBody, footprintIndexQuery, footprintListAnswer } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { clearFootprints, deleteFootprint, listFootprints } from './service';

export function footprintRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'footprint';

  routes.get(
    endpoints.listFootprints.path,
    {
      schema: {
        ...operation(endpoints.listFootprints, {
          tag,
          summary: 'The goods the member viewed, by day',
          description:
            'Pages by day: `size` days on which the member opened product pages (goods/view), the latest first, each with the goods viewed that day, the latest first. A product viewed again moves to its new day. Days are the shop’s (China time); `today` is the shop’s date now.',
          answer: footprintListAnswer,
          signIn: 'member',
          querystring: footprintIndexQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await listFootprints(app.db, member.id, request.query, requestLang(request), app.clock()));
    },
  );

  routes.post(
    endpoints.deleteFootprint.path,
    {
      schema: {
        ...operation(endpoints.deleteFootprint, {
          tag,
          summary: 'Remove one footprint',
          description: 'Removes the member’s footprint of one product; 404 when the member has none of it.',
          answer: z.null(),
          signIn: 'member',
          refusals: [404],
          body: footprintDeleteBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await deleteFootprint(app.db, member.id, request.body.goods_id);
      return ok(request, null, 'footprint_deleted');
    },
  );

  routes.post(
    endpoints.clearFootprints.path,
    {
      schema: operation(endpoints.clearFootprints, {
        tag,
        summary: 'Clear every footprint',
        description: 'Removes all of the member’s footprints. Takes no input.',
        answer: z.null(),
        signIn: 'member',
      }),
    },
    async (request) => {
      const member = await request.requireMember();
      await clearFootprints(app.db, member.id);
      return ok(request, null, 'footprints_cleared');
    },
  );
}

export default footprintRoutes;
