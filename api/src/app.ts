import path from 'node:path';
import fastifyAutoload from '@fastify/autoload';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import { RESULT_CODE } from '@shop/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_ROOT, type DatabaseConnection, type Db } from './db/client';
import { answerCheckingSerializer, plainJsonSerializer } from './http/answer-serializer';
import { API_TAGS } from './http/api-tags';
import type { SmsSender } from './http/app-context';
import { authPlugin } from './http/auth';
import { systemClock, type Clock } from './http/clock';
import { sendEnvelope } from './http/envelope';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { healthPlugin } from './http/health-plugin';
import { requestLang, translate } from './http/i18n';
import { validatorCompiler } from './http/input-hygiene';
import { Lifecycle } from './http/lifecycle';
import { redactingLogger } from './http/log-redaction';
import { openApiTransforms } from './http/openapi-components';
import { createRateLimiters, defaultRateLimitRules, type RateLimitRules } from './http/rate-limit';
import { COMPRESS_THRESHOLD } from './http/content-coding';
import { readCachePlugin } from './http/read-cache-plugin';
import { requestIdGenerator, requestIdPlugin } from './http/request-id';
import { registerSecurityHeaders, SECURITY_HEADERS } from './http/security-headers';
import { signInGuard } from './http/sign-in-guard';
import { applyHeadersTimeout, DEFAULT_SERVER_TIMEOUTS, serverTimeoutOptions, type ServerTimeouts } from './http/server-timeouts';
import { CLIENT_VERSION } from './modules/common';
import { registerHttpMetrics } from './modules/metrics';
import { type CheckoutPolicy, DEFAULT_CHECKOUT_POLICY, DEFAULT_ORDER_WINDOWS, type OrderWindows } from './modules/order';
import { configurePaymentProviders, type PaymentSettings } from './modules/payment';
import { defaultSmsSender } from './modules/sms';
import type { WechatLoginSettings } from './modules/user';
import { registerSite, type SiteFallback } from './site/site';
import type { NodeEnv } from './node-env';
import './http/app-context';

const API_PREFIX = '/homeapi';

export type AppOptions = {
  db: Db;
  /** LISTEN on the database (DatabaseConnection.listen): how chat messages reach sockets held by other API nodes. */
  listen: DatabaseConnection['listen'];
  clock?: Clock;
  /** `production`: no sandbox gateway unless enabled, no SMS outbox, no SMS without a provider adapter. */
  nodeEnv: NodeEnv;
  /** Multiplies the default limits (RATE_LIMIT_FACTOR), e.g. to keep end-to-end runs unthrottled. */
  rateLimitFactor?: number;
  /** Replaces individual limits, so tests can trip them in a few requests. */
  rateLimits?: Partial<RateLimitRules>;
  /** Folder holding host/dist and mf-<name>/dist; null serves the API only. */
  siteRoot?: string | null;
  /** The operator's remote registry served at /home/remotes.json (REMOTES_FILE); default deploy/remotes.json under siteRoot. */
  remotesFile?: string;
  /** Another build of the host served at /home/ (HOST_DIST_DIR), e.g. the bench's monolith; default host/dist under siteRoot. */
  hostDist?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** An SMS provider's adapter; by default the terminal in development and none in production. */
  smsSender?: SmsSender;
  /** SMS_OUTBOX=1: serves dev/sms-outbox for end-to-end runs; refused in production. */
  smsOutbox?: boolean;
  /** Online payment providers (SANDBOX_GATEWAY_*, ONLINE_PAYMENT); see SECURITY.md. */
  payment?: PaymentSettings;
  /** Payment window and unpaid-order caps (PAYMENT_WINDOW_MINUTES, MAX_UNPAID_*). */
  checkout?: Partial<CheckoutPolicy>;
  /** How long receipt, review and after-sales wait or stay open (AUTO_RECEIVE_DAYS, REVIEW_WINDOW_DAYS, AFTER_SALES_DAYS). */
  orderWindows?: Partial<OrderWindows>;
  /** WeChat website sign-in (WECHAT_LOGIN_*, docs/wechat-sign-in.md); off when absent or null. */
  wechatLogin?: WechatLoginSettings | null;
  /** Names this API process in an `X-Api-Node` response header (API_NODE_NAME), to see which node answered. */
  nodeName?: string;
  /**
   * Tests: every answer is checked against its route's schema, and one that drifts from the
   * contract fails with 500. Off, answers are sent as plain JSON.
   */
  checkAnswers?: boolean;
  /** Folder of members' uploaded photos (UPLOAD_DIR); several API nodes must share it. Default api/.data/uploads. */
  uploadDir?: string;
  /** Replaces individual connection time-outs, so tests can trip them in a second. */
  timeouts?: Partial<ServerTimeouts>;
  /** The shop's public origin for canonical links, the sitemap and robots.txt (PUBLIC_ORIGIN); default each request's own. */
  publicOrigin?: string | null;
  /** The sitemap's most URLs per file (default the protocol's 50,000), so a test can cross it with a few rows. */
  sitemapUrlLimit?: number;
  /** SITE_ORIGIN: behind a gateway, where the site's files are read from to render pages (ADR 0039). */
  siteOrigin?: string | null;
  /** Starting, ready or draining (http/lifecycle.ts): main.ts starts one `starting` and drains it on SIGTERM; ready by default. */
  lifecycle?: Lifecycle;
};

/** What every module plugin is given; each takes what it needs. */
export type ModulePluginOptions = {
  /** Serve dev/sms-outbox (SMS_OUTBOX=1, refused in production). */
  smsOutbox: boolean;
  uploadDir: string;
  listen: AppOptions['listen'];
};

const API_DESCRIPTION = [
  'The storefront API of Lumen Mall. Every call answers the envelope `{code, msg, data}`: code 1 is success with the answer in `data`;',
  'a refusal carries code 402 (401 members only, 404 not found, 500 unexpected) with the HTTP status saying the same, and `msg` says why',
  'in the request’s language (`Accept-Language`: zh-cn or en-us). Members send `Authorization: Bearer <token>` from user/login or user/register.',
  'Money is a string of yuan with two decimals. Calls marked GET and POST take the same input from the query string or a JSON body.',
].join(' ');

/**
 * Every module registers itself: each of its `routes.ts`, `*-routes.ts` and `*-plugin.ts` files
 * default-exports a Fastify plugin, found under modules/ when the app is built (ADR 0027). A
 * module's index.ts is its public entry for other modules, never a plugin.
 */
const MODULE_PLUGIN_FILE = /(?:^|-)(?:routes|plugin)\.[jt]s$/;

async function apiRoutes(app: FastifyInstance, { modules }: { modules: ModulePluginOptions }) {
  // Autoload asks the runtime whether it may load TypeScript, and does not recognise every way of
  // running it (`node --import tsx` among them). This file being TypeScript already answers yes.
  if (__filename.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  await app.register(fastifyAutoload, {
    dir: path.join(__dirname, 'modules'),
    dirNameRoutePrefix: false,
    indexPattern: /^$/,
    scriptPattern: MODULE_PLUGIN_FILE,
    options: modules,
  });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
}

function registerNotFound(app: FastifyInstance, siteFallback: SiteFallback | null) {
  app.setNotFoundHandler((request, reply) => {
    // Case-insensitive, so `/HOMEAPI/...` also answers in the envelope rather than as a site page.
    const pathname = (request.url.split('?')[0] ?? '').toLowerCase();
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
      return sendEnvelope(reply, 404, {
        code: RESULT_CODE.notFound,
        msg: translate(requestLang(request), 'not_found'),
        data: null,
      });
    }
    return siteFallback?.(request, reply) ?? reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const timeouts = { ...DEFAULT_SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: redactingLogger(options.logger),
    trustProxy: options.trustProxy ?? false,
    // The gateway's X-Request-Id when the proxy is trusted, else a new one (http/request-id.ts).
    genReqId: requestIdGenerator(options.trustProxy === true),
    // A shutdown drains connections itself (graceful-shutdown.ts): Fastify must neither cut idle
    // kept-alive ones (the gateway may be sending a POST on one) nor refuse requests with its own 503.
    forceCloseConnections: false,
    return503OnClosing: false,
    bodyLimit: 256 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ...serverTimeoutOptions(timeouts),
  });
  applyHeadersTimeout(app, timeouts);
  const clock = options.clock ?? systemClock;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(options.checkAnswers ? answerCheckingSerializer : plainJsonSerializer);
  app.decorate('db', options.db);
  app.decorate('clock', clock);
  app.decorate('paymentProviders', configurePaymentProviders(options.nodeEnv, options.payment ?? {}));
  app.decorate('checkoutPolicy', { ...DEFAULT_CHECKOUT_POLICY, ...options.checkout });
  app.decorate('orderWindows', { ...DEFAULT_ORDER_WINDOWS, ...options.orderWindows });
  app.decorate('wechatLogin', options.wechatLogin ?? null);
  app.decorate('publicOrigin', options.publicOrigin ?? null);
  app.decorate(
    'rateLimiters',
    createRateLimiters(options.db, { ...defaultRateLimitRules(options.rateLimitFactor ?? 1), ...options.rateLimits }, clock),
  );
  app.decorate('smsSender', options.smsSender ?? defaultSmsSender(options.nodeEnv));
  if (options.smsOutbox && options.nodeEnv === 'production') throw new Error('SMS_OUTBOX cannot be turned on in production: it shows every verification code');

  // Every answer, cached reads and the site's included, counted by its route's template (ADR 0035).
  registerHttpMetrics(app);
  const nodeHeader = options.nodeName ? ([['x-api-node', options.nodeName]] as const) : [];
  // Before the read cache, whose hits answer in its own first hook: their id, the door of a node
  // starting or draining, and the health checks.
  await app.register(requestIdPlugin);
  await app.register(healthPlugin, { apiPrefix: API_PREFIX, lifecycle: options.lifecycle ?? new Lifecycle(), nodeName: options.nodeName ?? null });
  // Then: a cached read is answered before any other hook, with the headers they would have added.
  await app.register(readCachePlugin, { apiPrefix: API_PREFIX, listen: options.listen, answerHeaders: [...SECURITY_HEADERS, ...nodeHeader] });
  registerSecurityHeaders(app);
  for (const [name, value] of nodeHeader) {
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header(name, value);
      done(null, payload);
    });
  }
  registerErrorHandler(app);
  // Calls whose input is all optional may come without a body at all.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
    done();
  });

  await app.register(fastifyCompress, { threshold: COMPRESS_THRESHOLD });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Lumen Mall storefront API',
        version: CLIENT_VERSION,
        description: API_DESCRIPTION,
        contact: { name: 'Lumen Mall maintainers (security reports: see SECURITY.md)' },
      },
      servers: [{ url: '/', description: 'The shop’s own origin: the API is served beside the site' }],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A member’s token, from user/login or user/register' },
          staffBearer: { type: 'http', scheme: 'bearer', description: 'A back-office user’s token, from admin/login' },
        },
      },
    },
    hideUntagged: true,
    ...openApiTransforms(),
  });
  await app.register(authPlugin);
  await app.register(signInGuard);
  await app.register(apiRoutes, {
    prefix: API_PREFIX,
    modules: {
      smsOutbox: options.smsOutbox ?? false,
      uploadDir: options.uploadDir ?? path.join(API_ROOT, '.data', 'uploads'),
      listen: options.listen,
    },
  });

  const siteFallback = options.siteRoot ? await registerSite(app, options.siteRoot, options.remotesFile, options.hostDist, { sitemapUrlLimit: options.sitemapUrlLimit }, options.siteOrigin ?? null) : null;
  registerNotFound(app, siteFallback);
  return app;
}
