import {
  adminOrderDetail,
  adminOrderDetailQuery,
  adminOrderListAnswer,
  adminOrderListQuery,
  adminPickupReadyBody,
  adminPickupVerifyBody,
  adminRefund,
  adminRefundDetailQuery,
  adminRefundListAnswer,
  adminRefundListQuery,
  adminShipBody,
  endpoints,
  orderPrintout,
  orderPrintQuery,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { describeOrderForStaff } from './detail-service';
import { markPickupReady, shipOrder, verifyPickup } from './fulfil-service';
import { listOrdersForStaff } from './list-service';
import { printOrderForStaff } from '../order';
import { describeRefundForStaff, listRefundsForStaff } from './refund-list-service';

/** Back office: orders (list, detail, shipping, pickup), refunds and printouts. */
export function adminOrderRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'admin';
  const detail = (request: FastifyRequest, id: number) => describeOrderForStaff(app.db, id, requestLang(request), app.clock());

  routes.get(
    endpoints.listOrdersForStaff.path,
    {
      schema: {
        ...operation(endpoints.listOrdersForStaff, {
          tag,
          summary: 'Back office: every member’s orders, filtered, sorted and paged',
          description:
            'One page of all orders, sorted by `created_at`, `paid_at` (unpaid orders last) or `amount`, filtered by status, delivery, a keyword (order number, member username or phone, recipient or recipient’s phone) and a range of days (China time, both ends included). `status_counts` counts each status under the other filters, for the status tabs.',
          answer: adminOrderListAnswer,
          permission: 'order.view',
          querystring: adminOrderListQuery,
        }),
      },
    },
    async (request) => ok(request, await listOrdersForStaff(app.db, request.query, requestLang(request), app.clock())),
  );

  routes.get(
    endpoints.getOrderForStaff.path,
    {
      schema: {
        ...operation(endpoints.getOrderForStaff, {
          tag,
          summary: 'Back office: everything about one order',
          description:
            'The order as its member sees it (order/detail) plus the member, what was refunded of each line, the pickup code, when it was made ready for pickup, its payments, its after-sales requests and its timeline (created, paid, shipped, ready, received, cancelled; oldest first).',
          answer: adminOrderDetail,
          permission: 'order.view',
          refusals: [404],
          querystring: adminOrderDetailQuery,
        }),
      },
    },
    async (request) => ok(request, await detail(request, request.query.id)),
  );

  routes.post(
    endpoints.shipOrder.path,
    {
      schema: {
        ...operation(endpoints.shipOrder, {
          tag,
          summary: 'Back office: ship a paid express order',
          description:
            'A paid express order (status 1) leaves with its courier: `express_company` and `tracking_no` are required. Pickup orders are made ready with admin/order/pickup/ready instead. Exactly once: of two operators shipping at once, the second is answered 409, as is an order with a refund request open. Audited. Answers the order as admin/order/detail does.',
          answer: adminOrderDetail,
          permission: 'order.ship',
          refusals: [404, 409],
          body: adminShipBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      await shipOrder(app.db, request.body, app.clock(), { staff, request });
      return ok(request, await detail(request, request.body.id), 'order_shipped');
    },
  );

  routes.post(
    endpoints.markPickupReady.path,
    {
      schema: {
        ...operation(endpoints.markPickupReady, {
          tag,
          summary: 'Back office: a paid pickup order is waiting at its store',
          description:
            'Moves a paid pickup order (status 1) to waiting for the member (status 2) and records when; the member’s order then reads “ready for pickup”. Exactly once, 409 for the second of two at once or while a refund request is open. Audited. Answers the order as admin/order/detail does.',
          answer: adminOrderDetail,
          permission: 'order.pickup',
          refusals: [404, 409],
          body: adminPickupReadyBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      await markPickupReady(app.db, request.body.id, app.clock(), { staff, request });
      return ok(request, await detail(request, request.body.id), 'pickup_ready');
    },
  );

  routes.post(
    endpoints.verifyPickup.path,
    {
      schema: {
        ...operation(endpoints.verifyPickup, {
          tag,
          summary: 'Back office: hand a pickup order over at the store by its code',
          description:
            'The member shows the eight-digit `pickup_code`; the ready order with that code (the order `id` too, when given) is received (status 3). A code no pickup order has answers 400 naming `pickup_code`; an order not ready yet, collected already or held by a refund request answers 409. Exactly once, audited. Answers the order as admin/order/detail does.',
          answer: adminOrderDetail,
          permission: 'order.pickup',
          refusals: [404, 409],
          body: adminPickupVerifyBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      const id = await verifyPickup(app.db, request.body, app.clock(), { staff, request });
      return ok(request, await detail(request, id), 'pickup_verified');
    },
  );

  routes.get(
    endpoints.printOrderForStaff.path,
    {
      schema: {
        ...operation(endpoints.printOrderForStaff, {
          tag,
          summary: 'Back office: an order’s packing slip or invoice, to print',
          description:
            'What the packing slip (`kind=slip`) or the invoice (`kind=invoice`) of any order prints: the shop, the order, the recipient or store, the lines and the totals, and the invoice header when one was asked for. The pickup code is never printed. An invoice of an unpaid order answers 409.',
          answer: orderPrintout,
          permission: 'order.view',
          refusals: [404, 409],
          querystring: orderPrintQuery,
        }),
      },
    },
    async (request) => ok(request, await printOrderForStaff(app.db, request.query, requestLang(request), app.clock())),
  );

  routes.get(
    endpoints.listRefundsForStaff.path,
    {
      schema: {
        ...operation(endpoints.listRefundsForStaff, {
          tag,
          summary: 'Back office: every member’s after-sales requests, filtered, sorted and paged',
          description:
            'One page of all requests, sorted by `created_at` or `amount`, filtered by status, kind, a keyword (request or order number, member username) and a range of days (China time, both ends included), each with its member and where its order stands.',
          answer: adminRefundListAnswer,
          permission: 'refund.view',
          querystring: adminRefundListQuery,
        }),
      },
    },
    async (request) => ok(request, await listRefundsForStaff(app.db, request.query, requestLang(request))),
  );

  routes.get(
    endpoints.getRefundForStaff.path,
    {
      schema: {
        ...operation(endpoints.getRefundForStaff, {
          tag,
          summary: 'Back office: one after-sales request',
          description: 'Any member’s request with its lines, amount, photos, progress, the shop’s note, the member and where the order stands.',
          answer: adminRefund,
          permission: 'refund.view',
          refusals: [404],
          querystring: adminRefundDetailQuery,
        }),
      },
    },
    async (request) => ok(request, await describeRefundForStaff(app.db, request.query.id, requestLang(request))),
  );
}

export default adminOrderRoutes;
