import {
  cartCountAnswer,
  checkoutBody,
  createdOrder,
  endpoints,
  orderDetail,
  orderDetailQuery,
  orderIdBody,
  orderListAnswer,
  orderListQuery,
  orderPreview,
  orderPrintout,
  orderPrintQuery,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { requireBoundMobile } from '../user';
import { placeOrder, previewOrder, refuseOrderAtOnce } from './checkout-service';
import { printOwnOrder } from './print-service';
import { cancelOrder, confirmReceipt, orderAgain } from './lifecycle-service';
import { describeOwnOrder, listOrders } from './query-service';

export function orderRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'order';

  routes.post(
    endpoints.previewOrder.path,
    {
      schema: {
        ...operation(endpoints.previewOrder, {
          tag,
          summary: 'Price an order before placing it; stores nothing',
          description: 'The priced preview of what order/create would place: lines, freight, coupon discount and payable amount, with the coupons (usable or not, and why), addresses and stores to choose from and the member’s balance. Amounts sent by the client are ignored.',
          answer: orderPreview,
          signIn: 'member',
          refusals: [404],
          body: checkoutBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await previewOrder(app.db, member.id, request.body, requestLang(request), app.clock()));
    },
  );

  routes.post(
    endpoints.placeOrder.path,
    {
      schema: {
        ...operation(endpoints.placeOrder, {
          tag,
          summary: 'Place an order: re-price, reserve stock, spend the coupon',
          description: 'In one transaction: checks the member’s unpaid-order limits, re-prices from the catalogue, reserves stock, spends the coupon, stores the order (payable until `expires_at`) and removes the bought cart rows. Any refusal changes nothing.',
          answer: createdOrder,
          signIn: 'member',
          refusals: [404, 409],
          body: checkoutBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      refuseOrderAtOnce(app.db, request.body);
      await requireBoundMobile(app.db, member);
      return ok(request, await placeOrder(app.db, member.id, request.body, app.clock(), app.checkoutPolicy), 'order_created');
    },
  );

  routes.get(
    endpoints.listOrders.path,
    {
      schema: {
        ...operation(endpoints.listOrders, {
          tag,
          summary: 'The member’s orders by tab, with every tab’s count',
          description: 'One page of the member’s orders in one tab (`all` or a status), newest first, with the count behind every tab. Unpaid orders past their payment window are cancelled first.',
          answer: orderListAnswer,
          signIn: 'member',
          querystring: orderListQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await listOrders(app.db, member.id, request.query, requestLang(request), app.clock()));
    },
  );

  routes.get(
    endpoints.getOrder.path,
    {
      schema: {
        ...operation(endpoints.getOrder, {
          tag,
          summary: 'Every field of one of the member’s orders',
          description: 'One of the member’s orders: lines, amounts, dates, delivery (address and tracking, or store and pickup code), invoice, remarks and coupon.',
          answer: orderDetail,
          signIn: 'member',
          refusals: [404],
          querystring: orderDetailQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await describeOwnOrder(app.db, member.id, request.query.id, requestLang(request), app.clock(), app.orderWindows));
    },
  );

  routes.post(
    endpoints.cancelOrder.path,
    {
      schema: {
        ...operation(endpoints.cancelOrder, {
          tag,
          summary: 'Cancel an unpaid order; stock and coupon go back',
          description: 'Cancels one of the member’s unpaid orders, giving its stock and coupon back. Any other status answers 409.',
          answer: z.null(),
          signIn: 'member',
          refusals: [404, 409],
          body: orderIdBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await cancelOrder(app.db, member.id, request.body.id, app.clock());
      return ok(request, null, 'order_cancelled');
    },
  );

  routes.post(
    endpoints.confirmReceipt.path,
    {
      schema: {
        ...operation(endpoints.confirmReceipt, {
          tag,
          summary: 'Confirm a shipped order arrived',
          description: 'Moves one of the member’s shipped orders to received (pending review). Any other status answers 409.',
          answer: z.null(),
          signIn: 'member',
          refusals: [404, 409],
          body: orderIdBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await confirmReceipt(app.db, member.id, request.body.id, app.clock());
      return ok(request, null, 'receipt_confirmed');
    },
  );

  routes.post(
    endpoints.orderAgain.path,
    {
      schema: {
        ...operation(endpoints.orderAgain, {
          tag,
          summary: 'Put an order’s SKUs back in the cart, within stock',
          description: 'Adds the order’s SKUs to the member’s cart, each bounded by its current stock; SKUs gone or sold out are skipped. Answers the new row count.',
          answer: cartCountAnswer,
          signIn: 'member',
          refusals: [404],
          body: orderIdBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await orderAgain(app.db, member.id, request.body.id), 'added_to_cart');
    },
  );

  routes.get(
    endpoints.printOrder.path,
    {
      schema: {
        ...operation(endpoints.printOrder, {
          tag,
          summary: 'The packing slip or invoice of one of the member’s orders, to print',
          description:
            'What the member’s packing slip (`kind=slip`) or invoice (`kind=invoice`) prints, the same shape the back office prints: the shop, the order, the recipient or store, the lines and the totals, and the invoice header when one was asked for. The pickup code is never printed. An invoice of an unpaid order answers 409.',
          answer: orderPrintout,
          signIn: 'member',
          refusals: [404, 409],
          querystring: orderPrintQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await printOwnOrder(app.db, member.id, request.query, requestLang(request), app.clock()));
    },
  );
}

export default orderRoutes;
