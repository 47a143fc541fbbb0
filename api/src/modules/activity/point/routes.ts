import { activityListQuery, activityViewQuery, endpoints, pointDetail, pointListAnswer } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { requestLang } from '../../../http/i18n';
import { operation } from '../../../http/operation';
import { recordFootprint } from '../../footprint';
import { describePointActivity, listPointActivities } from './point-service';

/** The points mall: its products and one product's page; exchanging goes through order/confirm and order/create with `type: 'point'`. */
export function pointActivityRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'activity';

  routes.get(
    endpoints.listPointActivities.path,
    {
      schema: {
        ...operation(endpoints.listPointActivities, {
          tag,
          summary: 'The points mall: products exchanged for points, plus cash where set',
          description:
            'One page of points products: selling first (soonest to end first), then upcoming, then those that ended in the last week. A card’s `points` are the lowest points per unit and `price` the cash part per unit ("0.00": points only). For a member, `member_points` says how many points they have (null for visitors).',
          answer: pointListAnswer,
          signIn: 'optional',
          querystring: activityListQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.currentMember();
      return ok(request, await listPointActivities(app.db, request.query, requestLang(request), app.clock(), member?.id ?? null));
    },
  );

  routes.get(
    endpoints.viewPointActivity.path,
    {
      schema: {
        ...operation(endpoints.viewPointActivity, {
          tag,
          summary: 'A points product’s page, with the member’s points',
          description:
            'The product’s pictures, details and specs, each SKU’s points and cash part per unit, what is left, the window and the server’s clock. For a member, `member_points` and `can_afford` (their points cover one unit of the cheapest SKU); the points are checked again at order/confirm and taken at order/create (`points_insufficient`). A member’s visit is recorded among their footprints as a visit to the product, as on its own page.',
          answer: pointDetail,
          signIn: 'optional',
          refusals: [404],
          querystring: activityViewQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.currentMember();
      const now = app.clock();
      const view = await describePointActivity(app.db, request.query.id, requestLang(request), now, member?.id ?? null);
      if (member) await recordFootprint(app.db, member.id, view.goods_id, now);
      return ok(request, view);
    },
  );
}

export default pointActivityRoutes;
