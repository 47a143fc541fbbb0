import { alipayNotifyForm, endpoints, refusalEnvelope } from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../../http/errors';
import { operation } from '../../../http/operation';
import { acceptNotification } from '../accept-notification';
import { verifyAlipayNotice } from './alipay-notify';
import type { AlipayProvider } from './alipay-provider';
import { withMerchantNo } from './alipay-settle';

/** Alipay reads the text of the answer: `success` stops its retries, anything else has it notify again later. */
const answerAlipay = (reply: FastifyReply, status: 200 | 400, text: 'success' | 'fail') =>
  reply.code(status).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(text);

const text = (description: string, value: 'success' | 'fail') => ({ description, content: { 'text/plain': { schema: z.literal(value) } } });

const notTakingAlipay = refusalEnvelope.describe('The shop does not take Alipay (no ALIPAY_* settings)');

/** The notify route's schema: the contract's operation, answering Alipay's plain text rather than the envelope. */
function notifySchema() {
  const { response, ...described } = operation(endpoints.receiveAlipayNotification, {
    tag: 'payment',
    answer: z.null(),
    summary: 'Alipay’s asynchronous payment notification (form, idempotent)',
    description:
      'Alipay’s notification that a trade changed, a form signed with RSA2 by Alipay. Its signature is checked with Alipay’s public key, then the app id, the payment (out_trade_no) and the amount; a paid trade settles its order or top-up once (money that came after its order closed is acknowledged and given back through Alipay). Answers the text `success` when settled, replayed or a waiting/closed trade was acknowledged, and `fail` (400) otherwise, so that Alipay notifies again.',
    body: alipayNotifyForm,
  });
  const { 200: _envelope, 400: _refusal, ...others } = response;
  const answers = { 200: text('Settled, replayed or acknowledged', 'success'), 400: text('Refused: Alipay will notify again', 'fail'), 404: notTakingAlipay };
  return { ...described, response: { ...others, ...answers } };
}

/** Alipay's notify endpoint; it needs no sign-in, the signature is the proof. A shop not taking Alipay answers 404. */
export default function alipayRoutes(app: FastifyInstance): void {
  const provider = app.paymentProviders.online.get('alipay') as AlipayProvider | undefined;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  routes.post(endpoints.receiveAlipayNotification.path, { schema: notifySchema() }, async (request, reply) => {
    if (!provider) throw notFound();
    try {
      const notice = verifyAlipayNotice(provider.sdk, provider.appId, request.body);
      if (notice.paid) {
        const verified = await withMerchantNo(app.db, notice.verified);
        await acceptNotification(app.db, app.paymentProviders, provider.code, verified, app.clock(), (error, paymentNo) =>
          request.log.error({ err: error, payment_no: paymentNo }, 'late payment not refunded yet'),
        );
      }
      return answerAlipay(reply, 200, 'success');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.log.warn({ refused: error.messageKey, field: error.options.field }, 'Alipay notification refused');
      return answerAlipay(reply, 400, 'fail');
    }
  });
}
