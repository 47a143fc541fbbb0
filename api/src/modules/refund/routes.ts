import {
  endpoints,
  refundableOrder,
  refundApplyBody,
  refundApproveBody,
  refundDetailQuery,
  refundIdBody,
  refundListAnswer,
  refundListQuery,
  refundOrderQuery,
  refundPreviewBody,
  refundQuote,
  refundRejectBody,
  refundRequest,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { applyForRefund, describeRefundableOrder, previewRefund } from './apply-service';
import { approveRefund, cancelRefund, rejectRefund } from './handle-service';
import { describeRefund, listRefunds } from './query-service';

/** After-sales: the member's refund and return requests, and the back office's decision on them (api-notes "After-sales"). */
export function refundRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'refund';

  routes.get(
    endpoints.getRefundableOrder.path,
    {
      schema: {
        ...operation(endpoints.getRefundableOrder, {
          tag,
          summary: 'What of one of the member’s orders can be asked back',
          description:
            'The order’s lines with what each paid, what was refunded already and how many units can still be asked back; the kinds open to it (a return only once the goods are with the member); the request waiting for the shop, if any; and `refusal`, in words, when no request can be made now (unpaid, cancelled or completed orders, a request already open, everything refunded).',
          answer: refundableOrder,
          signIn: 'member',
          refusals: [404],
          querystring: refundOrderQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await describeRefundableOrder(app.db, member.id, request.query.order_id, requestLang(request), app.orderWindows, app.clock()));
    },
  );

  routes.post(
    endpoints.previewRefund.path,
    {
      schema: {
        ...operation(endpoints.previewRefund, {
          tag,
          summary: 'What asking for these units back would pay; stores nothing',
          description:
            'Each line pays back its share of what the order paid for goods, pro rata (the line’s last units take what is left of its share); freight comes back too when the request takes back everything left of an order not yet shipped. Refuses units beyond what is left (409 when the order is not open to a request).',
          answer: refundQuote,
          signIn: 'member',
          refusals: [404, 409],
          body: refundPreviewBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await previewRefund(app.db, member.id, request.body, app.orderWindows, app.clock()));
    },
  );

  routes.post(
    endpoints.applyForRefund.path,
    {
      schema: {
        ...operation(endpoints.applyForRefund, {
          tag,
          summary: 'Ask for a refund (or a return) of units of a paid order',
          description:
            'Stores a pending request for the chosen units with the amount they pay back, a reason from the list, a description and up to three of the member’s own uploaded photos, and moves the order to refund (6) until the shop decides or the member cancels. One open request per order; unpaid, cancelled and completed orders answer 409. Answers the request.',
          answer: refundRequest,
          signIn: 'member',
          refusals: [404, 409],
          body: refundApplyBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      const id = await applyForRefund(app.db, member.id, request.body, app.clock(), app.orderWindows);
      return ok(request, await describeRefund(app.db, member.id, id, requestLang(request)), 'refund_applied');
    },
  );

  routes.get(
    endpoints.listRefunds.path,
    {
      schema: {
        ...operation(endpoints.listRefunds, {
          tag,
          summary: 'The member’s after-sales requests, newest first',
          description: 'One page of the member’s requests with their lines, amounts and progress; `order_id` keeps those of one order.',
          answer: refundListAnswer,
          signIn: 'member',
          querystring: refundListQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await listRefunds(app.db, member.id, request.query, requestLang(request)));
    },
  );

  routes.get(
    endpoints.getRefund.path,
    {
      schema: {
        ...operation(endpoints.getRefund, {
          tag,
          summary: 'One of the member’s after-sales requests',
          description: 'The request with its lines, amount, photos, progress and the shop’s note.',
          answer: refundRequest,
          signIn: 'member',
          refusals: [404],
          querystring: refundDetailQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await describeRefund(app.db, member.id, request.query.id, requestLang(request)));
    },
  );

  routes.post(
    endpoints.cancelRefund.path,
    {
      schema: {
        ...operation(endpoints.cancelRefund, {
          tag,
          summary: 'Withdraw a pending request; the order returns to where it was',
          description: 'Cancels one of the member’s pending requests and gives the order back the status it had before. A request already decided or cancelled answers 409. Answers the request.',
          answer: refundRequest,
          signIn: 'member',
          refusals: [404, 409],
          body: refundIdBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await cancelRefund(app.db, member.id, request.body.id, app.clock());
      return ok(request, await describeRefund(app.db, member.id, request.body.id, requestLang(request)), 'refund_cancelled');
    },
  );

  routes.post(
    endpoints.approveRefund.path,
    {
      schema: {
        ...operation(endpoints.approveRefund, {
          tag: 'admin',
          summary: 'Back office: approve a pending request and pay it back',
          description:
            'In one transaction: pays the request’s amount back where the order’s money came from (the wallet, with a ledger row; or the online provider, whose signed refund notification is verified), restocks the SKUs when the goods come back (a return, or goods that never left the shop), counts the refunded units and amounts, and settles the order (refunded once every unit is, else back to its earlier status). Of two decisions at once (approvals or a rejection) only the first is made: the second answers 409, and the money is paid once. Audited.',
          answer: refundRequest,
          permission: 'refund.review',
          refusals: [404, 409],
          body: refundApproveBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      await approveRefund(app.db, app.paymentProviders, request.body.id, request.body.note, app.clock(), { staff, request });
      return ok(request, await describeRefund(app.db, null, request.body.id, requestLang(request)), 'refund_approved');
    },
  );

  routes.post(
    endpoints.rejectRefund.path,
    {
      schema: {
        ...operation(endpoints.rejectRefund, {
          tag: 'admin',
          summary: 'Back office: reject a pending request, saying why',
          description: 'Rejects a pending request with a note the member reads; the order returns to the status it had before. A request decided meanwhile (by another reviewer at the same moment) answers 409. Audited.',
          answer: refundRequest,
          permission: 'refund.review',
          refusals: [404, 409],
          body: refundRejectBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      await rejectRefund(app.db, request.body.id, request.body.note, app.clock(), { staff, request });
      return ok(request, await describeRefund(app.db, null, request.body.id, requestLang(request)), 'refund_rejected');
    },
  );
}

export default refundRoutes;
