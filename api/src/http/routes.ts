import type { Endpoint } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ok } from './envelope';
import { operation, type OperationDocs } from './operation';
import type { ReadCacheSpec } from './read-cache';

/**
 * Registers a call the spec leaves the method of open: GET reads the input from the query
 * string, POST from the JSON body, both validated by the same schema and documented alike. The
 * registry's endpoint is the GET; the POST is documented as the same operation with `ByPost` after
 * its id. The handler's signature types both routes: the input is the schema's, the answer the
 * contract's. With `readCache`, GET answers are kept in memory (read-cache.ts); the POST form always
 * reads the database.
 */
export function getAndPost<Input extends z.ZodObject, Answer extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<Input, Answer>,
  options: OperationDocs<NoInfer<Answer>> & { input: NoInfer<Input>; readCache?: ReadCacheSpec },
  handler: (input: z.infer<Input>, request: FastifyRequest) => Promise<ReturnType<typeof ok<z.infer<Answer>>>>,
) {
  const { input, readCache, ...docs } = options;
  // Typed as any object schema: operation() checks a concrete input, and the handler's types are this function's.
  const read = endpoint as Endpoint<z.ZodObject, Answer>;
  const byPost: Endpoint<z.ZodObject, Answer> = { ...read, operationId: `${endpoint.operationId}ByPost`, method: 'POST' };
  app.get(read.path, { schema: operation(read, { ...docs, querystring: input as z.ZodObject }) }, async (request, reply) => {
    if (!readCache) return handler(request.query as z.infer<Input>, request);
    await app.readCache.answer(request, reply, readCache, request.query, () => handler(request.query as z.infer<Input>, request));
    return reply;
  });
  app.post(byPost.path, { schema: operation(byPost, { ...docs, body: input as z.ZodObject }) }, (request) => handler(request.body as z.infer<Input>, request));
}
