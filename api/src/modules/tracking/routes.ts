import { adminOrderTracking, adminTrackingEventBody, endpoints, orderTracking, orderTrackingQuery } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { trackOrderForStaff, trackOwnOrder } from './read-service';
import { addStaffEvent } from './staff-event-service';

/** Delivery tracking: a parcel's events for its member and for the back office, and events added by hand. */
export function trackingRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    endpoints.getOrderTracking.path,
    {
      schema: {
        ...operation(endpoints.getOrderTracking, {
          tag: 'order',
          summary: 'Where one of the member’s parcels is',
          description:
            'The courier and tracking number of one of the member’s orders (null before it ships, and for a pickup order) and its parcel’s events, newest first: when (`happened_at`), where and what happened, in the request’s language, as the tracking provider reported them or the shop wrote them. Another member’s order answers 404.',
          answer: orderTracking,
          signIn: 'member',
          refusals: [404],
          querystring: orderTrackingQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await trackOwnOrder(app.db, member.id, request.query.id, requestLang(request)));
    },
  );

  routes.get(
    endpoints.getOrderTrackingForStaff.path,
    {
      schema: {
        ...operation(endpoints.getOrderTrackingForStaff, {
          tag: 'admin',
          summary: 'Back office: where an order’s parcel is',
          description: 'Any order’s courier, tracking number and parcel events, newest first, with the back-office user who wrote each event added by hand (`recorded_by`, null for the provider’s).',
          answer: adminOrderTracking,
          permission: 'order.view',
          refusals: [404],
          querystring: orderTrackingQuery,
        }),
      },
    },
    async (request) => ok(request, await trackOrderForStaff(app.db, request.query.id, requestLang(request))),
  );

  routes.post(
    endpoints.addTrackingEvent.path,
    {
      schema: {
        ...operation(endpoints.addTrackingEvent, {
          tag: 'admin',
          summary: 'Back office: add a tracking event by hand',
          description:
            'Adds an event to a shipped express order’s parcel: `place` (1-60 characters) and `details` (1-200), and `happened_at` (now when left out; neither before the order shipped nor in the future: 400 naming it). An order not shipped yet, or a pickup order, answers 409. It moves no order status. Audited. Answers the parcel as admin/order/express does.',
          answer: adminOrderTracking,
          permission: 'order.ship',
          refusals: [404, 409],
          body: adminTrackingEventBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      await addStaffEvent(app.db, request.body, app.clock(), { staff, request });
      return ok(request, await trackOrderForStaff(app.db, request.body.id, requestLang(request)), 'tracking_event_added');
    },
  );
}

export default trackingRoutes;
