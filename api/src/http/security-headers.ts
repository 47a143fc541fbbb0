import type { FastifyInstance } from 'fastify';

/** The site's policy, directive by directive. */
const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
};

/** The header value, directives separated by `;`. */
export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';');

/**
 * What every answer carries: the policy above and helmet's other defaults, written once as constants.
 * @fastify/helmet rebuilt helmet's middleware (and parsed the policy) on every request, a quarter of
 * a cached read's time; the read cache also sends these pairs itself (read-cache-plugin.ts).
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/**
 * Sent only on answers served over HTTPS (request.protocol reads X-Forwarded-Proto behind a trusted
 * proxy): over plain HTTP it would be ignored at best and lock a local shop out of its own port at worst.
 */
export const STRICT_TRANSPORT_SECURITY = ['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const;

/** Same headers on every answer, site files and API alike (also on 404s and errors). */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = Object.fromEntries(SECURITY_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header(...STRICT_TRANSPORT_SECURITY);
    done();
  });
}
