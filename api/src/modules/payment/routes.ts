import { endpoints, notificationReceipt, orderPaymentQuery, payBody, paymentInfo, paymentResult, sandboxNotifyBody, sandboxPageForm, sandboxPayQuery } from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { centsToYuan } from '../../lib/money';
import { acceptNotification } from './accept-notification';
import { findGatewayPayment } from './gateway-service';
import { describePaymentOptions } from './options-service';
import { payOrder } from './pay-service';
import type { PaymentPurpose, SandboxProvider } from '../payment-provider';
import { renderSandboxMissingPage, renderSandboxPayPage } from './sandbox-page';

const CASHIER_PATH = '/home/cart/cashier';
const RECHARGE_PATH = '/home/ucenter/recharge/index';

/** Back from the pay page to where the payment started: the order's cashier, or the top-up page. */
function backFromGateway(reply: FastifyReply, purpose: PaymentPurpose, result: 'paid' | 'failed' | 'cancelled') {
  const started = 'orderId' in purpose ? `${CASHIER_PATH}?order_id=${purpose.orderId}` : `${RECHARGE_PATH}?recharge_id=${purpose.rechargeId}`;
  return reply.redirect(`${started}&result=${result}`, 303);
}

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);

export async function paymentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'payment';

  routes.get(
    endpoints.getPaymentInfo.path,
    {
      schema: {
        ...operation(endpoints.getPaymentInfo, {
          tag,
          summary: 'The cashier: amount, deadline, balance and payment methods',
          description: 'What the cashier shows for one of the member’s orders: its status, payable amount and deadline, the member’s balance and the payment methods (an online method in test mode says so). Poll it after starting an online payment until the order is paid.',
          answer: paymentInfo,
          signIn: 'member',
          refusals: [404],
          querystring: orderPaymentQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      const payment = { userId: member.id, orderId: request.query.order_id };
      return ok(request, await describePaymentOptions(app.db, app.paymentProviders, payment, requestLang(request), app.clock()));
    },
  );

  routes.post(
    endpoints.payOrder.path,
    {
      schema: {
        ...operation(endpoints.payOrder, {
          tag,
          summary: 'Pay an order from the balance, or start an online payment',
          description: 'Pays one of the member’s unpaid orders: from the balance at once (charged once however often it is sent), or with an online method, which answers the pay page to open (and its link as QR content).',
          answer: paymentResult,
          signIn: 'member',
          refusals: [404, 409],
          body: payBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      const payment = { userId: member.id, orderId: request.body.order_id, method: request.body.method };
      const result = await payOrder(app.db, app.paymentProviders, payment, app.clock(), `${request.protocol}://${request.host}`);
      return ok(request, result, result.status === 'paid' ? 'payment_paid' : 'payment_pending');
    },
  );

  // The sandbox's routes exist only while it is enabled: in production they answer 404 unless it was.
  const { sandbox } = app.paymentProviders;
  if (sandbox) await app.register(sandboxGatewayRoutes, { sandbox });
}

const page = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

const missingPage = page('No payment has this token');

/** A pay page button's answers: 303 to the cashier, whose `result` (paid, failed, cancelled) says how the page ended. */
const buttonAnswers = {
  303: z.undefined().describe('Back to the cashier (`Location`), `result` saying how the pay page ended'),
  404: missingPage,
};

/** A sandbox page's schema: it answers HTML or a redirect, and refuses bad input with the JSON envelopes. */
function asPage<Schema extends ReturnType<typeof operation>>(schema: Schema, answers: Record<number, object>) {
  const { response, ...described } = schema;
  const { 200: _noJsonAnswer, ...refusals } = response;
  return { ...described, response: { ...refusals, ...answers } };
}

/** The sandbox gateway's own pages and notification endpoint, standing where a real provider's would be. */
function sandboxGatewayRoutes(app: FastifyInstance, { sandbox }: { sandbox: SandboxProvider }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The pay page's buttons are plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  routes.get(
    endpoints.showSandboxPayPage.path,
    {
      schema: {
        ...asPage(
          operation(endpoints.showSandboxPayPage, {
            tag: 'payment',
            answer: z.null(),
            summary: 'The sandbox gateway’s pay page (HTML)',
            description: 'The page a shopper pays on, as a real gateway would serve it: the order number, the amount and Pay and Cancel buttons, labelled as test mode. An unknown token gets a page saying so.',
            querystring: sandboxPayQuery,
          }),
          { 200: page('The pay page'), 404: missingPage },
        ),
      },
    },
    async (request, reply) => {
      const found = await findGatewayPayment(app.db, request.query.token, app.clock());
      if (!found) return sendPage(reply, 404, renderSandboxMissingPage());
      return sendPage(
        reply,
        200,
        renderSandboxPayPage({
          paysFor: 'orderId' in found.purpose ? 'order' : 'recharge',
          merchantNo: found.merchantNo,
          amount: centsToYuan(found.payment.amountCents),
          token: request.query.token,
          payable: found.payable,
        }),
      );
    },
  );

  routes.post(
    endpoints.confirmSandboxPayment.path,
    {
      schema: {
        ...asPage(
          operation(endpoints.confirmSandboxPayment, {
            tag: 'payment',
            answer: z.null(),
            summary: 'The pay page’s Pay button: the gateway notifies and returns to the cashier',
            description: 'Signs a notification for the payment and settles it through the same path as sandbox/notify, then sends the shopper back to the cashier. Posted as a form from the pay page.',
            body: sandboxPageForm,
          }),
          buttonAnswers,
        ),
      },
    },
    async (request, reply) => {
      const result = await sandbox.payOnPage(app.db, request.body.token, app.clock());
      if (!result) return sendPage(reply, 404, renderSandboxMissingPage());
      const { paid, ...purpose } = result;
      return backFromGateway(reply, purpose, paid ? 'paid' : 'failed');
    },
  );

  routes.post(
    endpoints.cancelSandboxPayment.path,
    {
      schema: {
        ...asPage(
          operation(endpoints.cancelSandboxPayment, {
            tag: 'payment',
            answer: z.null(),
            summary: 'The pay page’s Cancel button: back to the cashier unpaid',
            description: 'Sends the shopper back to the cashier without paying; the order stays payable until its deadline. Posted as a form from the pay page.',
            body: sandboxPageForm,
          }),
          buttonAnswers,
        ),
      },
    },
    async (request, reply) => {
      const found = await findGatewayPayment(app.db, request.body.token, app.clock());
      if (!found) return sendPage(reply, 404, renderSandboxMissingPage());
      return backFromGateway(reply, found.purpose, 'cancelled');
    },
  );

  routes.post(
    endpoints.receiveSandboxNotification.path,
    {
      schema: {
        ...operation(endpoints.receiveSandboxNotification, {
          tag: 'payment',
          summary: 'The gateway’s signed payment notification (idempotent)',
          description: 'The gateway’s notification that a payment went through, signed with HMAC-SHA256. It is checked (signature, payment, order number, amount) and settled once; a replay is answered as success again with `replayed: true`. Money for an order or top-up that can no longer be paid is acknowledged with `late: true` and refunded.',
          answer: notificationReceipt,
          refusals: [409],
          body: sandboxNotifyBody,
        }),
      },
    },
    async (request) => {
      const verified = sandbox.verifyNotification(request.body);
      const settled = await acceptNotification(app.db, app.paymentProviders, sandbox.code, verified, app.clock(), (error, paymentNo) =>
        request.log.error({ err: error, payment_no: paymentNo }, 'late payment not refunded yet'),
      );
      return ok(request, { status: 'paid' as const, ...settled }, 'payment_paid');
    },
  );
}

export default paymentRoutes;
