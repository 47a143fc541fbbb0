import { endpoints } from '@shop/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../http/errors';
import { requestLang, translate } from '../../../http/i18n';
import { operation } from '../../../http/operation';
import { acceptNotification } from '../accept-notification';
import type { WechatpayProvider } from './provider';

/** WeChat Pay's documented failure answer: it retries a notification until it gets 2xx. */
const failure = z.object({ code: z.literal('FAIL'), message: z.string() }).describe('Refused (the signature, the timestamp, the serial, the resource or the payment does not check out); WeChat Pay retries');

const answers = {
  204: z.undefined().describe('Received: verified and acted on (a replay is received again, changing nothing)'),
  '4xx': failure,
  '5xx': failure,
};

/** The notification route's schema: a raw body (verified byte for byte), WeChat Pay's answers instead of our envelope. */
function notificationSchema(endpoint: typeof endpoints.receiveWechatpayNotification, summary: string, description: string) {
  const { response: _envelopes, ...described } = operation(endpoint, { tag: 'payment', summary, description, answer: z.null() });
  return { ...described, response: answers };
}

function fail(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof AppError) {
    return reply.code(error.httpStatus).send({ code: 'FAIL', message: translate(requestLang(request), error.messageKey, error.options.params) });
  }
  request.log.error({ err: error }, 'WeChat Pay notification failed');
  return reply.code(500).send({ code: 'FAIL', message: translate(requestLang(request), 'server_error') });
}

const delivery = (request: FastifyRequest, receivedAt: Date) => ({ headers: request.headers, body: request.body as string, receivedAt });

/**
 * WeChat Pay's notify routes, in a plugin of their own so that JSON reaches them as the raw text it
 * was signed as. Without WeChat Pay configured they answer 404 in WeChat Pay's format.
 */
export function wechatpayRoutes(app: FastifyInstance, { wechat }: { wechat: WechatpayProvider | null }): void {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  // Fastify's own refusals (a body too large, a body that is not JSON) answer in WeChat Pay's format too.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) return fail(request, reply, error);
    const tooLarge = status === 413;
    return reply.code(tooLarge || status === 415 ? status : 400).send({ code: 'FAIL', message: translate(requestLang(request), tooLarge ? 'body_too_large' : 'body_malformed') });
  });

  const unconfigured = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ code: 'FAIL', message: translate(requestLang(request), 'payment_method_unavailable') });

  app.post(
    endpoints.receiveWechatpayNotification.path,
    {
      schema: notificationSchema(
        endpoints.receiveWechatpayNotification,
        'WeChat Pay’s payment notification (signed, encrypted, idempotent)',
        'WeChat Pay’s TRANSACTION.SUCCESS notification. Its Wechatpay-Serial must be our platform public key id, its Wechatpay-Timestamp within five minutes, its SHA256-RSA signature over the raw body must check out, and its resource must decrypt (AEAD_AES_256_GCM, APIv3 key) to one of our transactions (app id, merchant number, SUCCESS, the amount due in fen, CNY). Settled once; a replay answers 204 again. Money for an order or top-up that can no longer be paid is acknowledged and refunded.',
      ),
    },
    async (request, reply) => {
      if (!wechat) return unconfigured(request, reply);
      try {
        const now = app.clock();
        await acceptNotification(app.db, app.paymentProviders, wechat.code, wechat.verifyNotification(delivery(request, now)), now, (error, paymentNo) =>
          request.log.error({ err: error, payment_no: paymentNo }, 'late payment not refunded yet'),
        );
        return await reply.code(204).send();
      } catch (error) {
        return fail(request, reply, error);
      }
    },
  );

  app.post(
    endpoints.receiveWechatpayRefundNotification.path,
    {
      schema: notificationSchema(
        endpoints.receiveWechatpayRefundNotification,
        'WeChat Pay’s refund notification (signed, encrypted)',
        'WeChat Pay’s REFUND.* notification, verified and decrypted like the payment notification and recorded in the log. The shop pays a refund back on WeChat Pay’s synchronous answer to the refund request; this notification confirms how it ended.',
      ),
    },
    async (request, reply) => {
      if (!wechat) return unconfigured(request, reply);
      try {
        const notice = wechat.openRefundNotification(delivery(request, app.clock()));
        request.log.info({ wechatpayRefund: notice }, 'WeChat Pay refund notification');
        return await reply.code(204).send();
      } catch (error) {
        return fail(request, reply, error);
      }
    },
  );
}
