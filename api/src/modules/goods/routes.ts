import {
  endpoints,
  favoriteAnswer,
  goodsCommentAnswer,
  goodsCommentQuery,
  goodsDeliveryAnswer,
  goodsDeliveryQuery,
  goodsDetail,
  goodsFacetsAnswer,
  goodsFacetsQuery,
  goodsFavoriteBody,
  goodsListAnswer,
  goodsListQuery,
  goodsViewQuery,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { READ_TAGS } from '../../http/read-cache-invalidation';
import type { ReadCacheSpec } from '../../http/read-cache';
import { operation } from '../../http/operation';
import { recordFootprint } from '../footprint';
import { listComments } from './comment-service';
import { describeDelivery } from './delivery-service';
import { TRANSIT_DAYS } from './delivery-estimate';
import { listFacets } from './facets-service';
import { listGoods } from './listing-service';
import { describeGoods, toggleFavorite } from './service';

// Badges and `now` follow the clock; a member's product page (favourite, footprint) is never shared.
const LISTING: ReadCacheSpec = { tags: [READ_TAGS.goods, READ_TAGS.category], clockBound: true };
const PRODUCT_PAGE: ReadCacheSpec = { tags: [READ_TAGS.goods, READ_TAGS.category, READ_TAGS.reviews], clockBound: true, visitorsOnly: true };
// Counts only: no badge, nothing personal.
const FACETS: ReadCacheSpec = { tags: [READ_TAGS.goods, READ_TAGS.category] };
const REVIEWS: ReadCacheSpec = { tags: [READ_TAGS.reviews] };
// The same for every shopper: the estimate follows the clock, the promises and cut-off the settings.
const DELIVERY: ReadCacheSpec = { tags: [READ_TAGS.goods, READ_TAGS.settings], clockBound: true };

export function goodsRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'goods';

  routes.get(
    endpoints.listGoods.path,
    {
      schema: {
        ...operation(endpoints.listGoods, {
          tag,
          summary: 'On-shelf goods by category, keywords and price, sorted and paged',
          description: 'One page of on-shelf goods. A top category includes its sub-categories; keywords match every word in names, subtitles, category and brand names in either language (prefixes, and a misspelt word by the closest word the shop has), ranked by relevance then sales unless a sort is asked for; prices are in yuan; `brand_id` takes brand ids joined by commas (any of them; an unknown id is refused, `brand_filter_unknown`); `attr` takes spec values as `name:value` pairs joined by `;`, names and values in either language (values of one group are alternatives, groups narrow each other; goods/facets answers each value’s pair as `token`). Each card names its shop (`shop_name`). `activity` badges the promotion a product is in: the one selling now at the lowest price (a points product only when nothing priced in money sells), else the next starting within 24 hours (a flash sale counts in today’s slot only), else null.',
          answer: goodsListAnswer,
          querystring: goodsListQuery,
        }),
      },
    },
    async (request, reply) => {
      await app.readCache.answer(request, reply, LISTING, request.query, async () => ok(request, await listGoods(app.db, requestLang(request), request.query, app.clock())));
    },
  );

  routes.get(
    endpoints.listGoodsFacets.path,
    {
      schema: {
        ...operation(endpoints.listGoodsFacets, {
          tag,
          summary: 'Brands and spec values of the goods a list shows, with counts',
          description: 'Takes the filters of goods/index (and `q`, the text of search/index) and answers the brands and the spec groups (Colour, Size…, by name in the request’s language, up to eight, the most common first) of the on-shelf goods found, each value with the number of goods carrying it and whether it is chosen. A count applies every filter but its own group’s: a chosen brand does not narrow the brands’ counts, nor a chosen colour the colours’, so each shows what choosing it would add. A chosen brand that no goods carry stays, at 0. `token` is the value’s pair for `attr`.',
          answer: goodsFacetsAnswer,
          querystring: goodsFacetsQuery,
        }),
      },
    },
    async (request, reply) => {
      await app.readCache.answer(request, reply, FACETS, request.query, async () => ok(request, await listFacets(app.db, requestLang(request), request.query)));
    },
  );

  routes.get(
    endpoints.getGoods.path,
    {
      schema: {
        ...operation(endpoints.getGoods, {
          tag,
          summary: 'A product page; records a footprint for members',
          description: 'Photos, prices, stock, rich content, spec groups and SKUs, the review summary and the shop, the promotion it is in (`activity`, as goods/index badges it) and the server’s clock (`now`) for its countdown. For a member, also whether it is a favourite; the visit is recorded among the member’s footprints.',
          answer: goodsDetail,
          signIn: 'optional',
          refusals: [404],
          querystring: goodsViewQuery,
        }),
      },
    },
    async (request, reply) => {
      await app.readCache.answer(request, reply, PRODUCT_PAGE, request.query, async () => {
        const member = await request.currentMember();
        const now = app.clock();
        const view = await describeGoods(app.db, request.query.id, requestLang(request), member?.id ?? null, now);
        if (member) await recordFootprint(app.db, member.id, view.id, now);
        return ok(request, view);
      });
    },
  );

  routes.get(
    endpoints.getGoodsDelivery.path,
    {
      schema: {
        ...operation(endpoints.getGoodsDelivery, {
          tag,
          summary: 'Freight, stock and the arrival estimate of a product to a district',
          description: `The buy box’s delivery line for \`num\` of the product (its SKU \`sku_id\`, which must be one of its own, \`delivery_sku_not_in_goods\`) to the mainland district \`region_code\` (one of the region data, \`delivery_region_unknown\`; without it, the district the shop ships from): the shop’s freight rule over that many at that price, whether the stock covers them, and when they arrive. Ordered before the cut-off (China time, site settings) a parcel ships the same day, else the next; it then travels ${TRANSIT_DAYS.sameProvince} day inside the ship-from province, ${TRANSIT_DAYS.neighbour} to a bordering one, ${TRANSIT_DAYS.far} further, ${TRANSIT_DAYS.remote} to Xinjiang and Tibet. With the shop’s service promises in the reader’s language.`,
          answer: goodsDeliveryAnswer,
          refusals: [404],
          querystring: goodsDeliveryQuery,
        }),
      },
    },
    async (request, reply) => {
      await app.readCache.answer(request, reply, DELIVERY, request.query, async () => ok(request, await describeDelivery(app.db, request.query, requestLang(request), app.clock())));
    },
  );

  routes.get(
    endpoints.listGoodsComments.path,
    {
      schema: {
        ...operation(endpoints.listGoodsComments, {
          tag,
          summary: 'Reviews of a goods, by rating or with photos',
          description: 'One page of a goods’ reviews, newest first, filtered by `type` (good: 4-5 stars, mid: 3, bad: 1-2, img: with photos), with the count behind each filter.',
          answer: goodsCommentAnswer,
          refusals: [404],
          querystring: goodsCommentQuery,
        }),
      },
    },
    async (request, reply) => {
      await app.readCache.answer(request, reply, REVIEWS, request.query, async () => ok(request, await listComments(app.db, request.query, requestLang(request))));
    },
  );

  routes.post(
    endpoints.toggleFavorite.path,
    {
      schema: {
        ...operation(endpoints.toggleFavorite, {
          tag,
          summary: 'Add to or remove from the member’s favourites',
          description: 'Adds the goods to the member’s favourites, or removes it when already there. Goods taken off the shelf can be removed but not added.',
          answer: favoriteAnswer,
          signIn: 'member',
          refusals: [404],
          body: goodsFavoriteBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      const result = await toggleFavorite(app.db, member.id, request.body.id, app.clock());
      return ok(request, result, result.is_favorite ? 'favorite_added' : 'favorite_removed');
    },
  );
}

export default goodsRoutes;
