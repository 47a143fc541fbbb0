import { bindBody, endpoints, forgetBody, loginBody, memberCenterAnswer, memberCenterEnvelope, memberProfile, RESULT_CODE, registerBody, signedIn, userCenterQuery } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLang, translate } from '../../http/i18n';
import { operation } from '../../http/operation';
import type { AttemptSubject } from '../../http/rate-limit';
import { accountKey } from './account-key';
import { bindMobile, describeMember, registerMember, resetPassword, signInWithPassword, signInWithSmsCode } from './service';
import { revokeSession } from './session-service';

export function userRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'user';
  const signInSubject = async (address: string, account: string): Promise<AttemptSubject> => ({
    address,
    account: await accountKey(app.db, account),
  });

  const center = operation(endpoints.getMemberCenter, {
    tag,
    summary: 'The signed-in member; code 0 for visitors',
    description: 'The member the bearer token belongs to. A visitor (no token, or one that expired or was revoked) is no error here: the answer is code 0 with `data: null`.',
    answer: memberCenterAnswer,
    signIn: 'optional',
    querystring: userCenterQuery,
  });
  routes.get(
    endpoints.getMemberCenter.path,
    { schema: { ...center, response: { ...center.response, 200: memberCenterEnvelope.describe('Code 1 with the member, or code 0 with null for a visitor') } } },
    async (request) => {
      const member = await request.currentMember();
      if (!member) return { code: RESULT_CODE.falsy, msg: translate(requestLang(request), 'unauthorized'), data: null };
      return ok(request, describeMember(member));
    },
  );

  routes.post(
    endpoints.register.path,
    {
      schema: {
        ...operation(endpoints.register, {
          tag,
          summary: 'Sign up with a phone number and SMS code',
          description: 'Creates a member from a phone number, the code sent to it (sms/send, scene `register`) and a password, and signs them in. New members receive the new-member coupons.',
          answer: signedIn,
          refusals: [409, 429],
          body: registerBody,
        }),
      },
    },
    async (request) => {
      await app.rateLimiters.signUp.enter({ address: request.ip, account: request.body.mobile });
      return ok(request, await registerMember(app.db, request.body, app.clock()), 'registered');
    },
  );

  routes.post(
    endpoints.signIn.path,
    {
      schema: {
        ...operation(endpoints.signIn, {
          tag,
          summary: 'Sign in with a password or an SMS code',
          description: 'Signs in with a username (or bound phone number) and password, or with a phone number and the code sent to it (scene `login`). Failed attempts are limited per account and per address.',
          answer: signedIn,
          refusals: [429],
          body: loginBody,
        }),
      },
    },
    async (request) => {
      const body = request.body;
      const subject = await signInSubject(request.ip, body.type === 'password' ? body.account : body.mobile);
      await app.rateLimiters.signIn.enter(subject);
      const now = app.clock();
      const signedInMember =
        body.type === 'password'
          ? await signInWithPassword(app.db, body.account, body.password, now)
          : await signInWithSmsCode(app.db, body.mobile, body.code, now);
      await app.rateLimiters.signIn.succeeded(subject);
      return ok(request, signedInMember, 'signed_in');
    },
  );

  routes.post(
    endpoints.signOut.path,
    {
      schema: operation(endpoints.signOut, {
        tag,
        summary: 'Revoke the presented token',
        description: 'Revokes the bearer token sent with the call, if any; signing out twice is no error. Takes no input.',
        answer: z.null(),
        signIn: 'optional',
      }),
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) await revokeSession(app.db, token, app.clock());
      return ok(request, null, 'signed_out');
    },
  );

  routes.post(
    endpoints.resetPassword.path,
    {
      schema: {
        ...operation(endpoints.resetPassword, {
          tag,
          summary: 'Reset the password with an SMS code',
          description: 'Sets a new password with the code sent to the member’s phone (scene `forget`) and signs the member out everywhere. Shares the sign-in attempt limits.',
          answer: z.null(),
          refusals: [429],
          body: forgetBody,
        }),
      },
    },
    async (request) => {
      // Recovery guesses a code that takes the account over, so it shares the sign-in allowance.
      const subject = await signInSubject(request.ip, request.body.mobile);
      await app.rateLimiters.signIn.enter(subject);
      await resetPassword(app.db, request.body, app.clock());
      await app.rateLimiters.signIn.succeeded(subject);
      return ok(request, null, 'password_reset');
    },
  );

  routes.post(
    endpoints.bindMobile.path,
    {
      schema: {
        ...operation(endpoints.bindMobile, {
          tag,
          summary: 'Bind a phone number to the signed-in member',
          description: 'Binds (or changes) the member’s phone number with the code sent to it (scene `bind`), and answers the member as user/center does. Wrong codes are limited per member and per address; a code dies after five wrong guesses.',
          answer: memberProfile,
          signIn: 'member',
          refusals: [409, 429],
          body: bindBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      // A code guessed here binds someone else's phone, so wrong guesses are limited as sign-ins are.
      const subject = { address: request.ip, account: String(member.id) };
      await app.rateLimiters.bind.enter(subject);
      const bound = await bindMobile(app.db, member, request.body, app.clock());
      await app.rateLimiters.bind.succeeded(subject);
      return ok(request, bound, 'mobile_bound');
    },
  );
}

export default userRoutes;
