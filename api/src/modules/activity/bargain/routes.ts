import { activityListQuery, activityViewQuery, bargainDetail, bargainDetailQuery, bargainHelpAnswer, bargainHelpBody, bargainListAnswer, bargainStartBody, bargainView, endpoints } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { requestLang } from '../../../http/i18n';
import { operation } from '../../../http/operation';
import { recordFootprint } from '../../footprint';
import { centsToYuan } from '../../../lib/money';
import { bargainDetailFor, listBargainActivities, viewBargainActivity } from './bargain-pages';
import { findBargain, helpBargain, startBargain } from './bargain-service';
import { describeBargain } from './describe-bargain';

/** The bargain's calls: the list, an activity's page, starting a bargain, a friend's cut and a bargain's shareable page. */
export function bargainActivityRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'activity';

  routes.get(
    endpoints.listBargainActivities.path,
    {
      schema: {
        ...operation(endpoints.listBargainActivities, {
          tag,
          summary: 'Bargain activities',
          description:
            'One page of bargain activities: selling first (soonest to end first), then upcoming, then those ended in the last week. `start_price` is the lowest start price, `price` the lowest floor friends can cut it to, `helpers_needed` how many friends it takes.',
          answer: bargainListAnswer,
          querystring: activityListQuery,
        }),
      },
    },
    async (request) => ok(request, await listBargainActivities(app.db, request.query, requestLang(request), app.clock())),
  );

  routes.get(
    endpoints.viewBargainActivity.path,
    {
      schema: {
        ...operation(endpoints.viewBargainActivity, {
          tag,
          summary: 'A bargain activity’s page',
          description:
            'The product, its SKUs with their start (`price`) and floor prices, the helpers needed, the member’s limit, and for a member their bargain on it: the open one, else the latest (`bargain`, null if none). A member’s visit is recorded among their footprints as a visit to the product, as on its own page.',
          answer: bargainView,
          signIn: 'optional',
          refusals: [404],
          querystring: activityViewQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.currentMember();
      const now = app.clock();
      const view = await viewBargainActivity(app.db, request.query.id, { lang: requestLang(request), userId: member?.id ?? null, now });
      if (member) await recordFootprint(app.db, member.id, view.goods_id, now);
      return ok(request, view);
    },
  );

  routes.post(
    endpoints.startBargain.path,
    {
      schema: {
        ...operation(endpoints.startBargain, {
          tag,
          summary: 'Start a bargain',
          description:
            'Starts the member’s bargain on one SKU of a selling bargain activity, at its start price; friends then cut it through activity/bargain/help. A member has one open bargain per activity; one who has reached the activity’s per-member limit, or a SKU sold out, is refused.',
          answer: bargainDetail,
          signIn: 'member',
          refusals: [404],
          body: bargainStartBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      const now = app.clock();
      const bargain = await startBargain(app.db, member.id, request.body, now);
      return ok(request, await describeBargain(app.db, bargain, { lang: requestLang(request), viewerId: member.id, now }), 'bargain_started');
    },
  );

  routes.post(
    endpoints.helpBargain.path,
    {
      schema: {
        ...operation(endpoints.helpBargain, {
          tag,
          summary: 'Cut a friend’s bargain',
          description:
            'Cuts a random part of what is left above the floor: each earlier helper leaves at least 0.01 for every helper still needed and cuts 20-50% of the rest, at least 0.01; the last needed helper cuts exactly to the floor. A member helps a given bargain once, never their own, only while it is open and its activity sells. Answers the cut and the bargain after it.',
          answer: bargainHelpAnswer,
          signIn: 'member',
          refusals: [404],
          body: bargainHelpBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      const now = app.clock();
      const cut = await helpBargain(app.db, member.id, request.body.bargain_id, now);
      const bargain = await describeBargain(app.db, await findBargain(app.db, request.body.bargain_id), { lang: requestLang(request), viewerId: member.id, now });
      return ok(request, { cut: centsToYuan(cut), bargain }, 'bargain_helped');
    },
  );

  routes.get(
    endpoints.getBargain.path,
    {
      schema: {
        ...operation(endpoints.getBargain, {
          tag,
          summary: 'A bargain’s shareable page',
          description:
            'Anyone may read a bargain: the product, start, floor and reached prices, the amount cut and left, progress, the friends who cut it (names masked) with their cuts, the activity’s end, and for a member whether they own it or already helped.',
          answer: bargainDetail,
          signIn: 'optional',
          refusals: [404],
          querystring: bargainDetailQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.currentMember();
      return ok(request, await bargainDetailFor(app.db, request.query.bargain_id, { lang: requestLang(request), viewerId: member?.id ?? null, now: app.clock() }));
    },
  );
}

export default bargainActivityRoutes;
