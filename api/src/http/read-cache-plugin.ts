import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConnection } from '../db/client';
import { ALL_TAGS, READ_CACHE_CHANNEL, ReadCache } from './read-cache';
import { invalidatedTags } from './read-cache-invalidation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public reads' answers in memory, and what writes drop from it (read-cache.ts). */
    readCache: ReadCache;
  }
}

type ReadCachePluginOptions = {
  apiPrefix: string;
  listen: DatabaseConnection['listen'];
  /** What the app's other hooks add to every answer (security headers, the node's name): a hit carries them itself. */
  answerHeaders: ReadonlyArray<readonly [string, string]>;
};

/**
 * Answers cached reads before anything else runs for them (the first onRequest hook, registered
 * before the security headers', which it sends itself); after every successful write drops here
 * what it changed (the triggers' NOTIFY tells every node).
 */
export const readCachePlugin = fp(async (app: FastifyInstance, options: ReadCachePluginOptions) => {
  const cache = new ReadCache(app.clock, options.answerHeaders.flat());
  app.decorate('readCache', cache);

  const stopListening = await options.listen(READ_CACHE_CHANNEL, (payload) => {
    try {
      cache.receive(payload);
    } catch (error) {
      app.log.error({ err: error }, 'unreadable read-cache invalidation');
    }
  });
  app.addHook('onClose', () => stopListening());

  app.addHook('onRequest', (request, reply, done) => {
    if (!cache.answerFromMemory(request, reply)) done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    cache.refreshDone(request);
    done();
  });
  // onSend: the write's transaction has committed, and the writer's next read cannot overtake it.
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.routeOptions.url;
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400 || !url?.startsWith(options.apiPrefix)) {
      done(null, payload);
      return;
    }
    Promise.resolve(invalidatedTags(options.apiPrefix, url, request)).then(
      (tags) => {
        cache.invalidate(tags);
        done(null, payload);
      },
      // The write succeeded; not knowing what it changed, drop everything rather than answer an error.
      () => {
        cache.invalidate([ALL_TAGS]);
        done(null, payload);
      },
    );
  });
});
