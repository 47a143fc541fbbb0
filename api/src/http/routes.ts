import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type RouteDocs = { tags: string[]; summary: string };

/**
 * Registers a call the spec leaves the method of open: GET reads the input from the query
 * string, POST from the JSON body, both validated by the same schema.
 */
export function getAndPost<S extends z.ZodObject>(
  app: FastifyInstance,
  url: string,
  options: RouteDocs & { input: S },
  handler: (input: z.infer<S>, request: FastifyRequest) => Promise<unknown>,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { input, ...docs } = options;
  typed.get(url, { schema: { ...docs, querystring: input } }, (request) => handler(request.query as z.infer<S>, request));
  typed.post(url, { schema: { ...docs, body: input } }, (request) => handler(request.body as z.infer<S>, request));
}
