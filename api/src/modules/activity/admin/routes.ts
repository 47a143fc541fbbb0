import {
  ACTIVITY_SKUS_MAX,
  adminActivityDetail,
  adminActivityDetailQuery,
  adminActivityIdBody,
  adminActivityListAnswer,
  adminActivityListQuery,
  adminActivitySaveBody,
  adminFlashSlotListAnswer,
  endpoints,
  noInput,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { requestLang } from '../../../http/i18n';
import { operation } from '../../../http/operation';
import { describeAdminActivity, listAdminActivities, listFlashSlots, setActivityEnabled } from './admin-activity-service';
import { saveActivity } from './save-activity-service';

/** The back office's activity calls: list, read, create, edit, start and stop every type of activity. */
export function adminActivityRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'admin';

  routes.get(
    endpoints.listAdminActivities.path,
    {
      schema: {
        ...operation(endpoints.listAdminActivities, {
          tag,
          summary: 'Back office: one page of a type’s activities',
          description:
            'Every activity of the type, newest first, started or stopped, whatever its window: both titles, the type’s settings, the state shoppers see now (a stopped or sold-out activity is `ended`; a flash sale sells in today’s slot only), what is left and sold, and how many orders it has.',
          answer: adminActivityListAnswer,
          permission: 'activity.view',
          querystring: adminActivityListQuery,
        }),
      },
    },
    async (request) => {
      return ok(request, await listAdminActivities(app.db, request.query, requestLang(request), app.clock()));
    },
  );

  routes.get(
    endpoints.getAdminActivity.path,
    {
      schema: {
        ...operation(endpoints.getAdminActivity, {
          tag,
          summary: 'Back office: one activity with its SKUs',
          description: 'The activity as admin/activity/index lists it, with each SKU’s activity price (bargain: start and floor price; points mall: points and cash part), stock left and sold, beside the product’s own price and stock.',
          answer: adminActivityDetail,
          permission: 'activity.view',
          refusals: [404],
          querystring: adminActivityDetailQuery,
        }),
      },
    },
    async (request) => {
      return ok(request, await describeAdminActivity(app.db, request.query.id, requestLang(request), app.clock()));
    },
  );

  routes.post(
    endpoints.saveAdminActivity.path,
    {
      schema: {
        ...operation(endpoints.saveAdminActivity, {
          tag,
          summary: 'Back office: create or edit an activity',
          description: `Without \`id\` creates an activity (started); with it edits one. Prices are yuan text with at most two decimals; \`stock\` is what the activity may still sell of each SKU (1 to ${ACTIVITY_SKUS_MAX} SKUs, each of \`goods_id\`). Group buying needs \`group_size\` (2 or more) and \`window_minutes\`; a flash sale an existing \`slot_id\`; a bargain \`helpers_needed\` and a \`floor_price\` from 0.01 up to below \`price\` on every SKU; a points product \`points\` (1 or more) on every SKU, its \`price\` being the cash part (may be 0.00). The settings of another type are ignored. Once members have bought or bargained in it, the activity keeps its type, product and SKUs (\`activity_in_use\`, naming the field); its window, caps, prices and stock may still change. Answers the activity as admin/activity/detail does.`,
          answer: adminActivityDetail,
          permission: 'activity.edit',
          refusals: [404],
          body: adminActivitySaveBody,
        }),
      },
    },
    async (request) => {
      const id = await saveActivity(app.db, request.body, await request.requireStaff(), request);
      return ok(request, await describeAdminActivity(app.db, id, requestLang(request), app.clock()), 'activity_saved');
    },
  );

  for (const [called, enabled, summary, message] of [
    [endpoints.startAdminActivity, true, 'Back office: start an activity', 'activity_started'],
    [endpoints.stopAdminActivity, false, 'Back office: stop an activity', 'activity_stopped'],
  ] as const) {
    routes.post(
      called.path,
      {
        schema: {
          ...operation(called, {
            tag,
            summary,
            description:
              'Sets the activity’s `enabled` flag. Shoppers see a stopped activity as ended, activity lists leave it out and checkout refuses it (`activity_ended`); orders already placed stand. Starting it again lets it sell within its window. Answers the activity as admin/activity/detail does.',
            answer: adminActivityDetail,
            permission: 'activity.edit',
            refusals: [404],
            body: adminActivityIdBody,
          }),
        },
      },
      async (request) => {
        await setActivityEnabled(app.db, request.body.id, enabled, await request.requireStaff(), request);
        return ok(request, await describeAdminActivity(app.db, request.body.id, requestLang(request), app.clock()), message);
      },
    );
  }

  routes.get(
    endpoints.listAdminFlashSlots.path,
    {
      schema: {
        ...operation(endpoints.listAdminFlashSlots, {
          tag,
          summary: 'Back office: the daily flash-sale slots',
          description: 'Every daily slot a flash sale can sell in, earliest first: its start in minutes after midnight, China time (UTC+8), its length in minutes, and a label such as "10:00-12:00".',
          answer: adminFlashSlotListAnswer,
          permission: 'activity.view',
          querystring: noInput,
        }),
      },
    },
    async (request) => {
      return ok(request, { list: await listFlashSlots(app.db) });
    },
  );
}

export default adminActivityRoutes;
