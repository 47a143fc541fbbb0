import { endpoints, wechatCallbackQuery, wechatStartQuery, type WechatSignInError } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operation } from '../../http/operation';
import { DEFAULT_APP_PATH, finishWechatSignIn, isWechatSwitchedOn, startWechatSignIn, WECHAT_STATE_TTL_MS, WechatSignInRefused } from './wechat-sign-in-service';

const SITE_BASE = '/home';
const CALLBACK_PATH = `/homeapi${endpoints.finishWechatSignIn.path}`;
/** Binds a sign-in's state to the browser that started it: HttpOnly, sent only to the WeChat routes. */
const BROWSER_COOKIE = 'wechat_sign_in';
/** The spec's cookie the host turns into the token at its next start (session-bootstrap.ts): readable by the page, short-lived. */
const OAUTH_COOKIE = 'oauth';
const OAUTH_COOKIE_SECONDS = 120;

function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

const secure = (request: FastifyRequest) => (request.protocol === 'https' ? '; Secure' : '');

const browserCookie = (request: FastifyRequest, value: string, maxAgeSeconds: number) =>
  `${BROWSER_COOKIE}=${value}; Path=/homeapi/user/wechat; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure(request)}`;

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** Back to the sign-in page, whose `wechat_error` says (in the shopper's language) why. */
function backToSignIn(reply: FastifyReply, reason: WechatSignInError, redirect: string | null) {
  const query: Record<string, string> = { wechat_error: reason };
  if (redirect && redirect !== DEFAULT_APP_PATH) query.redirect = redirect;
  return reply.header('Cache-Control', 'no-store').redirect(withQuery(`${SITE_BASE}/user/login`, query), 303);
}

/** A redirect's schema: the JSON envelopes for bad input, 303 for every outcome. */
function asRedirect<Schema extends ReturnType<typeof operation>>(schema: Schema, described: string) {
  const { response, ...rest } = schema;
  const { 200: _noJsonAnswer, ...refusals } = response;
  return { ...rest, response: { ...refusals, 303: z.undefined().describe(described) } };
}

/**
 * WeChat website sign-in (Open Platform QR connect; docs/wechat-sign-in.md, ADR 0034): start sends the
 * browser to WeChat's QR page with a state bound to it, the callback signs the member in and hands the
 * token to the host in the spec's `oauth` cookie.
 */
export function wechatSignInRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'user';
  const offered = async () => app.wechatLogin !== null && (await isWechatSwitchedOn(app.db));

  routes.get(
    endpoints.startWechatSignIn.path,
    {
      schema: asRedirect(
        operation(endpoints.startWechatSignIn, {
          tag,
          summary: 'Start signing in with WeChat: to WeChat’s QR connect page',
          description:
            'Answers 303 to WeChat’s QR connect page (`connect/qrconnect`, scope snsapi_login) with a single-use `state` bound to this browser by an HttpOnly cookie and valid for 10 minutes. `redirect` is the in-app path to return to. When WeChat sign-in is not configured or switched off, 303 back to the sign-in page with `wechat_error=unavailable`.',
          answer: z.null(),
          querystring: wechatStartQuery,
        }),
        'To WeChat’s QR connect page, or back to the sign-in page when WeChat sign-in is not offered',
      ),
    },
    async (request, reply) => {
      const settings = app.wechatLogin;
      if (!settings || !(await offered())) return backToSignIn(reply, 'unavailable', null);
      const started = await startWechatSignIn(app.db, settings, {
        browserId: readCookie(request, BROWSER_COOKIE),
        redirect: request.query.redirect,
        callbackUrl: `${request.protocol}://${request.host}${CALLBACK_PATH}`,
        now: app.clock(),
      });
      return reply
        .header('Cache-Control', 'no-store')
        .header('Set-Cookie', browserCookie(request, started.browserId, WECHAT_STATE_TTL_MS / 1000))
        .redirect(started.connectUrl, 303);
    },
  );

  routes.get(
    endpoints.finishWechatSignIn.path,
    {
      schema: asRedirect(
        operation(endpoints.finishWechatSignIn, {
          tag,
          summary: 'WeChat’s callback: sign the member in and go back to the shop',
          description:
            'Where WeChat sends the browser after the scan. Uses up the `state` (it must be one this browser started, unexpired), exchanges `code` at `sns/oauth2/access_token`, reads `sns/userinfo`, finds the member by unionid or makes one, and answers 303 to the page the sign-in started from (a member with no phone to `/user/bind` first) with the token in the `oauth` cookie. A missing, foreign, used or expired state, a refused scan, a code WeChat refuses or WeChat failing: 303 to the sign-in page with `wechat_error` (`state`, `denied`, `code`, `provider`).',
          answer: z.null(),
          querystring: wechatCallbackQuery,
        }),
        'To the page the sign-in started from (or phone binding) with the `oauth` cookie, or back to the sign-in page with `wechat_error`',
      ),
    },
    async (request, reply) => {
      const settings = app.wechatLogin;
      if (!settings) return backToSignIn(reply, 'unavailable', null);
      reply.header('Set-Cookie', browserCookie(request, '', 0));
      try {
        const signedIn = await finishWechatSignIn(
          app.db,
          settings,
          { browserId: readCookie(request, BROWSER_COOKIE), code: request.query.code, state: request.query.state, now: app.clock() },
          (detail) => request.log.warn({ wechat: detail }, 'WeChat sign-in refused by WeChat'),
        );
        const target = signedIn.needsMobile ? withQuery(`${SITE_BASE}/user/bind`, { redirect: signedIn.redirect }) : `${SITE_BASE}${signedIn.redirect}`;
        return reply
          .header('Cache-Control', 'no-store')
          .header('Set-Cookie', [
            browserCookie(request, '', 0),
            `${OAUTH_COOKIE}=${encodeURIComponent(signedIn.token)}; Path=/; Max-Age=${OAUTH_COOKIE_SECONDS}; SameSite=Lax${secure(request)}`,
          ])
          .redirect(target, 303);
      } catch (error) {
        if (error instanceof WechatSignInRefused) return backToSignIn(reply, error.reason, error.redirect);
        throw error;
      }
    },
  );
}

export default wechatSignInRoutes;
