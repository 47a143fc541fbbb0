import { activityListQuery, activityViewQuery, endpoints, groupDetail, groupDetailQuery, groupListAnswer, groupView } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { requestLang } from '../../../http/i18n';
import { operation } from '../../../http/operation';
import { recordFootprint } from '../../footprint';
import { describeGroup, describeGroupActivity, listGroupActivities } from './group-service';

/** Group buying: the activities, one activity's page with its open groups, and a group's shareable page; buying goes through order/confirm and order/create with `type: 'group'`. */
export function groupActivityRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'activity';

  routes.get(
    endpoints.listGroupActivities.path,
    {
      schema: {
        ...operation(endpoints.listGroupActivities, {
          tag,
          summary: 'Group buying: products cheaper when a group of members buys them',
          description:
            'One page of group-buying activities: selling first (soonest to end first), then upcoming, then those that ended in the last week. Each card has its group price (`price`), the normal price, units left and sold, its group size and how long a group stays open (`window_minutes`).',
          answer: groupListAnswer,
          querystring: activityListQuery,
        }),
      },
    },
    async (request) => ok(request, await listGroupActivities(app.db, request.query, requestLang(request), app.clock())),
  );

  routes.get(
    endpoints.viewGroupActivity.path,
    {
      schema: {
        ...operation(endpoints.viewGroupActivity, {
          tag,
          summary: 'A group-buying product’s page, with the groups to join',
          description:
            'The product’s pictures, details and specs, each SKU’s group price and what is left, the window, the member’s limit and the server’s clock; the group size and window; and `groups`: the member’s own live group first (`mine`), then open groups someone has paid into that have a seat left, closing soonest first (leaders’ names masked). Groups whose window has closed are settled first. Buying without `group_id` opens a group; with one, joins it. A member’s visit is recorded among their footprints as a visit to the product, as on its own page.',
          answer: groupView,
          signIn: 'optional',
          refusals: [404],
          querystring: activityViewQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.currentMember();
      const now = app.clock();
      const view = await describeGroupActivity(app.db, app.paymentProviders, request.query.id, { lang: requestLang(request), viewerId: member?.id ?? null, now });
      if (member) await recordFootprint(app.db, member.id, view.goods_id, now);
      return ok(request, view);
    },
  );

  routes.get(
    endpoints.viewGroup.path,
    {
      schema: {
        ...operation(endpoints.viewGroup, {
          tag,
          summary: 'A group’s shareable page',
          description:
            'Anyone may read a group: the product and its group price, the members (names masked; `state` pending until they pay), seats left, when it closes, and whether it is open, complete (`success`) or `failed` (every paid member refunded). Settled first when its window has closed. For a member, `joined` and `order_id` say whether they are in it and which of their orders holds the seat.',
          answer: groupDetail,
          signIn: 'optional',
          refusals: [404],
          querystring: groupDetailQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.currentMember();
      const group = await describeGroup(app.db, app.paymentProviders, request.query.group_id, { lang: requestLang(request), viewerId: member?.id ?? null, now: app.clock() });
      return ok(request, group);
    },
  );
}

export default groupActivityRoutes;
