import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { requestLang } from '../../http/i18n';
import { placeOrder, previewOrder } from './checkout-service';
import { cancelExpiredOrders, cancelOrder, confirmReceipt, orderAgain, shipOrder } from './lifecycle-service';
import { describeOrder, listOrders } from './query-service';
import { checkoutBody, orderDetailQuery, orderIdBody, orderListQuery, shipOrderBody } from './schemas';

export async function orderRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['order'];

  routes.post('/order/confirm', { schema: { tags, summary: 'Price an order before placing it; stores nothing', body: checkoutBody } }, async (request) => {
    const member = await request.requireMember();
    return ok(request, await previewOrder(app.db, member.id, request.body, requestLang(request), app.clock()));
  });

  routes.post('/order/create', { schema: { tags, summary: 'Place an order: re-price, reserve stock, spend the coupon', body: checkoutBody } }, async (request) => {
    const member = await request.requireMember();
    return ok(request, await placeOrder(app.db, member.id, request.body, app.clock(), app.checkoutPolicy), 'order_created');
  });

  routes.get('/order/list', { schema: { tags, summary: 'The member’s orders by tab, with every tab’s count', querystring: orderListQuery } }, async (request) => {
    const member = await request.requireMember();
    await cancelExpiredOrders(app.db, app.clock(), member.id);
    return ok(request, await listOrders(app.db, member.id, request.query, requestLang(request)));
  });

  routes.get('/order/detail', { schema: { tags, summary: 'Every field of one of the member’s orders', querystring: orderDetailQuery } }, async (request) => {
    const member = await request.requireMember();
    await cancelExpiredOrders(app.db, app.clock(), member.id);
    return ok(request, await describeOrder(app.db, member.id, request.query.id, requestLang(request)));
  });

  routes.post('/order/cancel', { schema: { tags, summary: 'Cancel an unpaid order; stock and coupon go back', body: orderIdBody } }, async (request) => {
    const member = await request.requireMember();
    await cancelOrder(app.db, member.id, request.body.id, app.clock());
    return ok(request, null, 'order_cancelled');
  });

  routes.post('/order/confirm_receipt', { schema: { tags, summary: 'Confirm a shipped order arrived', body: orderIdBody } }, async (request) => {
    const member = await request.requireMember();
    await confirmReceipt(app.db, member.id, request.body.id, app.clock());
    return ok(request, null, 'receipt_confirmed');
  });

  routes.post('/order/again', { schema: { tags, summary: 'Put an order’s SKUs back in the cart, within stock', body: orderIdBody } }, async (request) => {
    const member = await request.requireMember();
    return ok(request, await orderAgain(app.db, member.id, request.body.id), 'added_to_cart');
  });

  routes.post('/admin/order/ship', { schema: { tags: ['admin'], summary: 'Back office: ship a paid order (pickup: ready at the store)', body: shipOrderBody } }, async (request) => {
    const member = await request.requireMember();
    if (member.role !== 'admin') throw forbidden();
    await shipOrder(app.db, request.body, app.clock());
    return ok(request, null, 'order_shipped');
  });
}
