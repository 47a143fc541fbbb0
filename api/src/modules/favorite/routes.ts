import { endpoints, favoriteDeleteBody, favoriteIndexQuery, favoriteListAnswer } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { deleteFavorites, listFavorites } from './service';

export function favoriteRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'favorite';

  routes.get(
    endpoints.listFavorites.path,
    {
      schema: {
        ...operation(endpoints.listFavorites, {
          tag,
          summary: 'The member’s favourite goods',
          description:
            'One page of the goods the member saved with goods/favorite, the latest first, each as it is now: price, stock, whether still on sale, and its only SKU when it has one (it can go to the cart from the list).',
          answer: favoriteListAnswer,
          signIn: 'member',
          querystring: favoriteIndexQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await listFavorites(app.db, member.id, request.query, requestLang(request)));
    },
  );

  routes.post(
    endpoints.deleteFavorites.path,
    {
      schema: {
        ...operation(endpoints.deleteFavorites, {
          tag,
          summary: 'Remove goods from the member’s favourites',
          description: 'Removes one or several goods from the member’s favourites: all of them, or none when one is not among them (404).',
          answer: z.null(),
          signIn: 'member',
          refusals: [404],
          body: favoriteDeleteBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await deleteFavorites(app.db, member.id, request.body.goods_ids);
      return ok(request, null, 'favorite_removed');
    },
  );
}

export default favoriteRoutes;
