import { endpoints, recommendFeedAnswer, recommendFeedQuery, recommendGoodsAnswer, recommendGoodsQuery } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { READ_TAGS } from '../../http/read-cache-invalidation';
import type { ReadCacheSpec } from '../../http/read-cache';
import { RankingCache } from './ranking-cache';
import { recommendFeed, recommendForGoods } from './service';

// The cards show prices, stock and promotion badges: refreshed with the clock, as goods/index is.
// A member's feed is their own: it never reads nor fills the shared entry (visitorsOnly).
const FEED: ReadCacheSpec = { tags: [READ_TAGS.goods], clockBound: true, visitorsOnly: true };
const PRODUCT_LISTS: ReadCacheSpec = { tags: [READ_TAGS.goods], clockBound: true };

export function recommendRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'recommend';
  const rankings = new RankingCache(() => app.clock().getTime());

  routes.get(
    endpoints.listRecommendedFeed.path,
    {
      schema: {
        ...operation(endpoints.listRecommendedFeed, {
          tag,
          summary: '“Guess you like”: a member’s own feed, the popular goods for visitors',
          description:
            'One page of on-shelf goods (goods/index’s cards). For a member: ranked from the goods they bought, saved and viewed lately, by what other shoppers bought and viewed with those goods and by their categories, then by popularity; none of the member’s own goods. For a visitor: the goods sold most in the last 30 days, then of all time. At most 200 goods in all (`total`). Rankings are computed in the database and kept a minute; the cards are current.',
          answer: recommendFeedAnswer,
          signIn: 'optional',
          querystring: recommendFeedQuery,
        }),
      },
    },
    async (request, reply) => {
      await app.readCache.answer(request, reply, FEED, request.query, async () => {
        const member = await request.currentMember();
        return ok(request, await recommendFeed(app.db, rankings, member?.id ?? null, request.query, requestLang(request), app.clock()));
      });
    },
  );

  routes.get(
    endpoints.listGoodsRecommendations.path,
    {
      schema: {
        ...operation(endpoints.listGoodsRecommendations, {
          tag,
          summary: 'A product’s recommendations: bought together, viewed together, popular in its category',
          description:
            'Up to `size` on-shelf goods in each list, never the product itself: what the shoppers who bought it also bought (in the same order first), what its latest 500 viewers also viewed, and the best sellers of its category (last 30 days, then all time). The same for every shopper; 404 for a product not on the shelf. Rankings are kept a minute; the cards are current.',
          answer: recommendGoodsAnswer,
          refusals: [404],
          querystring: recommendGoodsQuery,
        }),
      },
    },
    async (request, reply) => {
      await app.readCache.answer(request, reply, PRODUCT_LISTS, request.query, async () => ok(request, await recommendForGoods(app.db, rankings, request.query, requestLang(request), app.clock())));
    },
  );
}

export default recommendRoutes;
