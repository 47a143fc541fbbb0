import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { outboxQuery } from './schemas';
import { latestOutboxMessage } from './service';

/** Lets tests and developers read the codes that a real SMS gateway would deliver. Never in production. */
export async function smsOutboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/sms-outbox',
    { schema: { tags: ['dev'], summary: 'Latest SMS sent to a phone number (not in production)', querystring: outboxQuery } },
    async (request) => {
      const message = await latestOutboxMessage(app.db, request.query.mobile);
      if (!message) throw notFound();
      return ok(request, { ...message, created_at: message.created_at.toISOString() });
    },
  );
}
