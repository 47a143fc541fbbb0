import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { refused } from '../../http/errors';
import { requestLang } from '../../http/i18n';
import { centsToYuan } from '../../lib/money';
import { cancelExpiredOrders, isPayable } from '../order/lifecycle-service';
import { findGatewayPayment, settleGatewayPayment } from './gateway-service';
import { describePaymentOptions } from './options-service';
import type { SandboxProvider } from './payment-provider';
import { renderSandboxMissingPage, renderSandboxPayPage } from './sandbox-page';
import { orderPaymentQuery, payBody, sandboxNotifyBody, sandboxPageForm, sandboxPayQuery } from './schemas';
import { payWithBalance } from './wallet-service';

const CASHIER_PATH = '/home/cart/cashier';

const backToCashier = (reply: FastifyReply, orderId: number, result: 'paid' | 'failed' | 'cancelled') =>
  reply.redirect(`${CASHIER_PATH}?order_id=${orderId}&result=${result}`, 303);

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);

export async function paymentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment'];

  routes.get('/order/payment', { schema: { tags, summary: 'The cashier: amount, deadline, balance and payment methods', querystring: orderPaymentQuery } }, async (request) => {
    const member = await request.requireMember();
    await cancelExpiredOrders(app.db, app.clock(), member.id);
    return ok(request, await describePaymentOptions(app.db, app.paymentProviders, member.id, request.query.order_id, requestLang(request)));
  });

  routes.post('/payment/index', { schema: { tags, summary: 'Pay an order from the balance, or start an online payment', body: payBody } }, async (request) => {
    const member = await request.requireMember();
    const now = app.clock();
    await cancelExpiredOrders(app.db, now, member.id);
    if (request.body.method === 'balance') {
      return ok(request, await payWithBalance(app.db, member.id, request.body.order_id, now), 'payment_paid');
    }
    const provider = app.paymentProviders.online.get(request.body.method);
    if (!provider) throw refused('payment_method_unavailable', 'method');
    const started = await provider.createPayment(app.db, { userId: member.id, orderId: request.body.order_id }, now, `${request.protocol}://${request.host}`);
    return ok(request, { status: 'pending', order_id: request.body.order_id, ...started, test_mode: provider.testMode }, 'payment_pending');
  });

  // The sandbox's routes exist only while it is enabled: in production they answer 404 unless it was.
  const { sandbox } = app.paymentProviders;
  if (sandbox) await app.register(sandboxGatewayRoutes, { sandbox });
}

/** The sandbox gateway's own pages and notification endpoint, standing where a real provider's would be. */
async function sandboxGatewayRoutes(app: FastifyInstance, { sandbox }: { sandbox: SandboxProvider }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment'];

  // The pay page's buttons are plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  routes.get('/sandbox/pay', { schema: { tags, summary: 'The sandbox gateway’s pay page (HTML)', querystring: sandboxPayQuery } }, async (request, reply) => {
    const found = await findGatewayPayment(app.db, request.query.token);
    if (!found) return sendPage(reply, 404, renderSandboxMissingPage());
    return sendPage(
      reply,
      200,
      renderSandboxPayPage({
        orderNo: found.order.orderNo,
        amount: centsToYuan(found.payment.amountCents),
        token: request.query.token,
        payable: found.payment.status === 'pending' && isPayable(found.order, app.clock()),
      }),
    );
  });

  routes.post('/sandbox/pay/confirm', { schema: { tags, summary: 'The pay page’s Pay button: the gateway notifies and returns to the cashier', body: sandboxPageForm } }, async (request, reply) => {
    const result = await sandbox.payOnPage(app.db, request.body.token, app.clock());
    if (!result) return sendPage(reply, 404, renderSandboxMissingPage());
    return backToCashier(reply, result.orderId, result.paid ? 'paid' : 'failed');
  });

  routes.post('/sandbox/pay/cancel', { schema: { tags, summary: 'The pay page’s Cancel button: back to the cashier unpaid', body: sandboxPageForm } }, async (request, reply) => {
    const found = await findGatewayPayment(app.db, request.body.token);
    if (!found) return sendPage(reply, 404, renderSandboxMissingPage());
    return backToCashier(reply, found.order.id, 'cancelled');
  });

  routes.post('/sandbox/notify', { schema: { tags, summary: 'The gateway’s signed payment notification (idempotent)', body: sandboxNotifyBody } }, async (request) => {
    const settled = await settleGatewayPayment(app.db, sandbox.code, sandbox.verifyNotification(request.body), app.clock());
    return ok(request, { status: 'paid', order_id: settled.order_id, replayed: settled.replayed }, 'payment_paid');
  });
}
