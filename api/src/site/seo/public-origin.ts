import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NodeEnv } from '../../node-env';

/**
 * PUBLIC_ORIGIN: the shop's address as shoppers and search engines reach it (`https://mall.example`),
 * which canonical links, language alternates, Open Graph, the sitemap and robots.txt are written
 * against. Unset, each answer uses the origin its request came to, as the payment links do (behind a
 * gateway with TRUST_PROXY=1, the forwarded one). A value that is not a bare origin refuses the start,
 * and production also refuses one that is not https.
 */
export function publicOriginFromEnv(raw: string | undefined, nodeEnv: NodeEnv): string | null {
  if (raw === undefined || raw === '') return null;
  const refuse = (why: string) => new Error(`PUBLIC_ORIGIN must be ${why}, such as https://mall.example, got "${raw}"`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('the shop’s origin');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('an http or https origin');
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || !/^https?:\/\/[^/?#]+\/?$/i.test(raw)) {
    throw refuse('a bare origin (no path, query or credentials)');
  }
  if (nodeEnv === 'production' && url.protocol !== 'https:') throw refuse('an https origin in production');
  return url.origin;
}

/** The origin absolute links of this answer are written against: PUBLIC_ORIGIN, else the request's. */
export function publicOrigin(app: FastifyInstance, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  return app.publicOrigin ?? `${request.protocol}://${request.host}`;
}
