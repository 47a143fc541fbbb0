import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../http/auth';
import { ok } from '../../http/envelope';
import { ResultCode } from '../../http/errors';
import { requestLang, translate } from '../../http/i18n';
import { enforceRateLimit } from '../../http/rate-limit';
import { bindBody, forgetBody, loginBody, noInput, registerBody } from './schemas';
import { bindMobile, describeMember, registerMember, resetPassword, signInWithPassword, signInWithSmsCode } from './service';
import { revokeSession } from './session-service';

export async function userRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  routes.get('/user/center', { schema: { tags, summary: 'The signed-in member; code 0 for visitors', querystring: noInput } }, async (request) => {
    const member = await request.currentMember();
    if (!member) return { code: ResultCode.falsy, msg: translate(requestLang(request), 'unauthorized'), data: null };
    return ok(request, describeMember(member));
  });

  routes.post('/user/register', { schema: { tags, summary: 'Sign up with a phone number and SMS code', body: registerBody } }, async (request) => {
    await enforceRateLimit(app.rateLimiters.signUp, request.ip);
    return ok(request, await registerMember(app.db, request.body, app.clock()), 'registered');
  });

  routes.post('/user/login', { schema: { tags, summary: 'Sign in with a password or an SMS code', body: loginBody } }, async (request) => {
    const body = request.body;
    const account = body.type === 'password' ? body.account : body.mobile;
    await enforceRateLimit(app.rateLimiters.signIn, `${request.ip}|${account.toLowerCase()}`);
    const now = app.clock();
    const signedIn =
      body.type === 'password'
        ? await signInWithPassword(app.db, body.account, body.password, now)
        : await signInWithSmsCode(app.db, body.mobile, body.code, now);
    return ok(request, signedIn, 'signed_in');
  });

  routes.post('/user/logout', { schema: { tags, summary: 'Revoke the presented token' } }, async (request) => {
    const token = bearerToken(request);
    if (token) await revokeSession(app.db, token, app.clock());
    return ok(request, null, 'signed_out');
  });

  routes.post('/user/forget', { schema: { tags, summary: 'Reset the password with an SMS code', body: forgetBody } }, async (request) => {
    await enforceRateLimit(app.rateLimiters.signIn, `${request.ip}|${request.body.mobile}`);
    await resetPassword(app.db, request.body, app.clock());
    return ok(request, null, 'password_reset');
  });

  routes.post('/user/bind', { schema: { tags, summary: 'Bind a phone number to the signed-in member', body: bindBody } }, async (request) => {
    const member = await request.requireMember();
    return ok(request, await bindMobile(app.db, member, request.body, app.clock()), 'mobile_bound');
  });
}
