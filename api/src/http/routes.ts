import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ok } from './envelope';
import { operation, type OperationDocs } from './operation';
import type { ReadCacheSpec } from './read-cache';

/**
 * Registers a call the spec leaves the method of open: GET reads the input from the query
 * string, POST from the JSON body, both validated by the same schema and documented alike (the
 * POST operation's id ends in `ByPost`). The handler's signature types both routes: the input is
 * the schema's, the answer the contract's. With `readCache`, GET answers are kept in memory
 * (read-cache.ts); the POST form always reads the database.
 */
export function getAndPost<S extends z.ZodObject, Answer extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  options: OperationDocs<Answer> & { input: S; readCache?: ReadCacheSpec },
  handler: (input: z.infer<S>, request: FastifyRequest) => Promise<ReturnType<typeof ok<z.infer<Answer>>>>,
) {
  const { input, readCache, ...docs } = options;
  app.get(url, { schema: { ...operation(docs), querystring: input } }, async (request, reply) => {
    if (!readCache) return handler(request.query as z.infer<S>, request);
    await app.readCache.answer(request, reply, readCache, request.query, () => handler(request.query as z.infer<S>, request));
    return reply;
  });
  app.post(url, { schema: { ...operation({ ...docs, operationId: `${docs.operationId}ByPost` }), body: input } }, (request) =>
    handler(request.body as z.infer<S>, request),
  );
}
