import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../http/auth';
import { ok } from '../../http/envelope';
import { ResultCode } from '../../http/errors';
import { requestLang, translate } from '../../http/i18n';
import type { AttemptSubject } from '../../http/rate-limit';
import { accountKey } from './account-key';
import { bindBody, forgetBody, loginBody, noInput, registerBody } from './schemas';
import { bindMobile, describeMember, registerMember, resetPassword, signInWithPassword, signInWithSmsCode } from './service';
import { revokeSession } from './session-service';

export async function userRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const signInSubject = async (address: string, account: string): Promise<AttemptSubject> => ({
    address,
    account: await accountKey(app.db, account),
  });

  routes.get('/user/center', { schema: { tags, summary: 'The signed-in member; code 0 for visitors', querystring: noInput } }, async (request) => {
    const member = await request.currentMember();
    if (!member) return { code: ResultCode.falsy, msg: translate(requestLang(request), 'unauthorized'), data: null };
    return ok(request, describeMember(member));
  });

  routes.post('/user/register', { schema: { tags, summary: 'Sign up with a phone number and SMS code', body: registerBody } }, async (request) => {
    await app.rateLimiters.signUp.enter({ address: request.ip, account: request.body.mobile });
    return ok(request, await registerMember(app.db, request.body, app.clock()), 'registered');
  });

  routes.post('/user/login', { schema: { tags, summary: 'Sign in with a password or an SMS code', body: loginBody } }, async (request) => {
    const body = request.body;
    const subject = await signInSubject(request.ip, body.type === 'password' ? body.account : body.mobile);
    await app.rateLimiters.signIn.enter(subject);
    const now = app.clock();
    const signedIn =
      body.type === 'password'
        ? await signInWithPassword(app.db, body.account, body.password, now)
        : await signInWithSmsCode(app.db, body.mobile, body.code, now);
    await app.rateLimiters.signIn.succeeded(subject);
    return ok(request, signedIn, 'signed_in');
  });

  routes.post('/user/logout', { schema: { tags, summary: 'Revoke the presented token' } }, async (request) => {
    const token = bearerToken(request);
    if (token) await revokeSession(app.db, token, app.clock());
    return ok(request, null, 'signed_out');
  });

  routes.post('/user/forget', { schema: { tags, summary: 'Reset the password with an SMS code', body: forgetBody } }, async (request) => {
    // Recovery guesses a code that takes the account over, so it shares the sign-in allowance.
    const subject = await signInSubject(request.ip, request.body.mobile);
    await app.rateLimiters.signIn.enter(subject);
    await resetPassword(app.db, request.body, app.clock());
    await app.rateLimiters.signIn.succeeded(subject);
    return ok(request, null, 'password_reset');
  });

  routes.post('/user/bind', { schema: { tags, summary: 'Bind a phone number to the signed-in member', body: bindBody } }, async (request) => {
    const member = await request.requireMember();
    return ok(request, await bindMobile(app.db, member, request.body, app.clock()), 'mobile_bound');
  });
}
