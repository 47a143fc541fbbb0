import { endpoints, sendSmsBody, smsSent } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { operation } from '../../http/operation';
import { reportNotSent } from './providers/not-sent';
import { sendSmsCode } from './service';

export function smsRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    endpoints.sendSmsCode.path,
    {
      schema: {
        ...operation(endpoints.sendSmsCode, {
          tag: 'sms',
          summary: 'Send a verification code',
          description: 'Sends a six-digit code to the phone for one scene: `register` (the number must be free), `login` and `forget` (it must belong to a member), `bind`. A code lives five minutes and works once; one code per number per resend gap, and sending is limited per number and per address. When the SMS provider does not send, nothing is stored and the refusal names `mobile`: 429 for the provider’s limit on the number, 400 for a number it cannot deliver to, 503 otherwise.',
          answer: smsSent,
          refusals: [409, 429, 503],
          body: sendSmsBody,
        }),
      },
    },
    async (request) => {
      await app.rateLimiters.sms.enter({ address: request.ip, account: request.body.mobile });
      const sent = await sendSmsCode(app.db, {
        ...request.body,
        now: app.clock(),
        resendMs: app.rateLimiters.smsResendMs,
        send: app.smsSender,
      }).catch((error: unknown) => {
        reportNotSent(request.log, error);
        throw error;
      });
      return ok(request, sent, 'sms_sent');
    },
  );
}

export default smsRoutes;
