import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { listComments } from './comment-service';
import { listGoods } from './listing-service';
import { goodsCommentQuery, goodsFavoriteBody, goodsListQuery, goodsViewQuery } from './schemas';
import { describeGoods, recordFootprint, toggleFavorite } from './service';

export async function goodsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['goods'];

  routes.get('/goods/index', { schema: { tags, summary: 'On-shelf goods by category, keywords and price, sorted and paged', querystring: goodsListQuery } }, async (request) =>
    ok(request, await listGoods(app.db, requestLang(request), request.query)),
  );

  routes.get('/goods/view', { schema: { tags, summary: 'A product page; records a footprint for members', querystring: goodsViewQuery } }, async (request) => {
    const member = await request.currentMember();
    const view = await describeGoods(app.db, request.query.id, requestLang(request), member?.id ?? null);
    if (member) await recordFootprint(app.db, member.id, view.id, app.clock());
    return ok(request, view);
  });

  routes.get('/goods/comment', { schema: { tags, summary: 'Reviews of a goods, by rating or with photos', querystring: goodsCommentQuery } }, async (request) =>
    ok(request, await listComments(app.db, request.query, requestLang(request))),
  );

  routes.post('/goods/favorite', { schema: { tags, summary: 'Add to or remove from the member’s favourites', body: goodsFavoriteBody} }, async (request) => {
    const member = await request.requireMember();
    const result = await toggleFavorite(app.db, member.id, request.body.id, app.clock());
    return ok(request, result, result.is_favorite ? 'favorite_added' : 'favorite_removed');
  });
}
