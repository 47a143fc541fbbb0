import { activityViewQuery, endpoints, flashDetail, flashListAnswer, flashListQuery, flashSlotsAnswer, noInput } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { requestLang } from '../../../http/i18n';
import { operation } from '../../../http/operation';
import { recordFootprint } from '../../footprint';
import { describeSlots, listFlashActivities, viewFlashActivity } from './second-service';

/** The flash sale's calls: today's slots, a slot's activities, an activity's page (buying is order/create with type `second`). */
export function secondActivityRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'activity';

  routes.get(
    endpoints.listFlashSlots.path,
    {
      schema: {
        ...operation(endpoints.listFlashSlots, {
          tag,
          summary: 'Today’s flash-sale slots and their states',
          description:
            'Every daily slot by start time (China time, UTC+8), with today’s occurrence: ended, selling or upcoming. A slot that runs past midnight shows the occurrence still selling until it ends. `current_id` is the slot to open on: the selling one, else the next to start. `now` is the server’s clock, for countdowns.',
          answer: flashSlotsAnswer,
          querystring: noInput,
        }),
      },
    },
    async (request) => ok(request, await describeSlots(app.db, app.clock())),
  );

  routes.get(
    endpoints.listFlashActivities.path,
    {
      schema: {
        ...operation(endpoints.listFlashActivities, {
          tag,
          summary: 'One slot’s flash-sale activities',
          description:
            'The enabled flash-sale activities of a slot (`slot_id`; by default the selling slot, else the next to start), selling first, then upcoming, then ended in the last 7 days. An activity sells only inside today’s slot and within its own window; a sold-out one is `ended`. An unknown slot answers 404.',
          answer: flashListAnswer,
          refusals: [404],
          querystring: flashListQuery,
        }),
      },
    },
    async (request) => ok(request, await listFlashActivities(app.db, request.query, requestLang(request), app.clock())),
  );

  routes.get(
    endpoints.viewFlashActivity.path,
    {
      schema: {
        ...operation(endpoints.viewFlashActivity, {
          tag,
          summary: 'A flash-sale activity’s page',
          description:
            'The product at its flash price: pictures, details, the SKUs on offer with what is left of each, the slot today, and the sale its countdown is about (`sale_starts_at`, `sale_ends_at`). For a member, `limit` says how many they may still buy. Buy with order/create, type `second`. A member’s visit is recorded among their footprints as a visit to the product, as on its own page.',
          answer: flashDetail,
          signIn: 'optional',
          refusals: [404],
          querystring: activityViewQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.currentMember();
      const now = app.clock();
      const view = await viewFlashActivity(app.db, request.query.id, { lang: requestLang(request), userId: member?.id ?? null, now });
      if (member) await recordFootprint(app.db, member.id, view.goods_id, now);
      return ok(request, view);
    },
  );
}

export default secondActivityRoutes;
