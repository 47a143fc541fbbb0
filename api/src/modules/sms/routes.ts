import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { sendSmsBody } from './schemas';
import { sendSmsCode } from './service';

export async function smsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sms/send',
    { schema: { tags: ['sms'], summary: 'Send a verification code', body: sendSmsBody } },
    async (request) => {
      await app.rateLimiters.sms.enter({ address: request.ip, account: request.body.mobile });
      const sent = await sendSmsCode(app.db, {
        ...request.body,
        now: app.clock(),
        resendMs: app.rateLimiters.smsResendMs,
        send: app.smsSender,
      });
      return ok(request, sent, 'sms_sent');
    },
  );
}
