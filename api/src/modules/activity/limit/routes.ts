import { activityListQuery, activityViewQuery, endpoints, limitDetail, limitListAnswer } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { requestLang } from '../../../http/i18n';
import { operation } from '../../../http/operation';
import { recordFootprint } from '../../footprint';
import { describeLimitActivity, listLimitActivities } from './limit-service';

/** Purchase-limit offers: their list and one offer's page; buying goes through order/confirm and order/create with `type: 'limit'`. */
export function limitActivityRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'activity';

  routes.get(
    endpoints.listLimitActivities.path,
    {
      schema: {
        ...operation(endpoints.listLimitActivities, {
          tag,
          summary: 'Purchase-limit offers, with their caps',
          description:
            'One page of offers: selling first (soonest to end first), then upcoming, then those that ended in the last week. Each card carries `per_member` (units one member may buy over the offer) and `per_order` (units in one order); 0 means no cap.',
          answer: limitListAnswer,
          querystring: activityListQuery,
        }),
      },
    },
    async (request) => ok(request, await listLimitActivities(app.db, request.query, requestLang(request), app.clock())),
  );

  routes.get(
    endpoints.viewLimitActivity.path,
    {
      schema: {
        ...operation(endpoints.viewLimitActivity, {
          tag,
          summary: 'A purchase-limit offer’s page, with what the member may still buy',
          description:
            'The product’s pictures, details and specs, each SKU’s offer price and what is left, the window and the server’s clock, and `limit`: the caps, the units the member holds in paid and unpaid orders of the offer (cancelled ones do not count) and how many are `left`. order/create refuses beyond the caps (`activity_member_limit`, `activity_order_limit`). A member’s visit is recorded among their footprints as a visit to the product, as on its own page.',
          answer: limitDetail,
          signIn: 'optional',
          refusals: [404],
          querystring: activityViewQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.currentMember();
      const now = app.clock();
      const view = await describeLimitActivity(app.db, request.query.id, requestLang(request), now, member?.id ?? null);
      if (member) await recordFootprint(app.db, member.id, view.goods_id, now);
      return ok(request, view);
    },
  );
}

export default limitActivityRoutes;
