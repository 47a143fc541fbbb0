import { endpoints, outboxQuery, smsOutboxMessage } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { operation } from '../../http/operation';
import { latestOutboxMessage } from './service';

/**
 * Lets tests and developers read the codes that a real SMS gateway would deliver: served only when
 * the app is built with `smsOutbox` (SMS_OUTBOX=1), which production refuses.
 */
export function smsOutboxRoutes(app: FastifyInstance, options: { smsOutbox?: boolean }): void {
  if (!options.smsOutbox) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    endpoints.readSmsOutbox.path,
    {
      schema: {
        ...operation(endpoints.readSmsOutbox, {
          tag: 'dev',
          summary: 'Latest SMS sent to a phone number (not in production)',
          description: 'The latest code sent to the phone, as the phone would receive it. Served only with SMS_OUTBOX=1 outside production, for end-to-end runs.',
          answer: smsOutboxMessage,
          refusals: [404],
          querystring: outboxQuery,
        }),
      },
    },
    async (request) => {
      const message = await latestOutboxMessage(app.db, request.query.mobile);
      if (!message) throw notFound();
      return ok(request, { ...message, created_at: message.created_at.toISOString() });
    },
  );
}

export default smsOutboxRoutes;
