import { endpoints, staffLoginAnswer, staffLoginBody } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { signInStaff } from './staff-sign-in-service';
import { revokeStaffSession } from './staff-session-service';

export function staffRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    endpoints.signInStaff.path,
    {
      schema: {
        ...operation(endpoints.signInStaff, {
          tag: 'staff',
          summary: 'Back-office sign-in',
          description: 'Signs a back-office user in with their username and password. Members cannot sign in here, nor back-office users on the shop. Failed attempts are limited per account and per address, as for members.',
          answer: staffLoginAnswer,
          refusals: [429],
          body: staffLoginBody,
        }),
      },
    },
    async (request) => {
      // Counted apart from the members' attempts: a member named like a back-office user locks neither.
      const subject = { address: request.ip, account: `staff:${request.body.username.trim().toLowerCase()}` };
      await app.rateLimiters.signIn.enter(subject);
      const answer = await signInStaff(app.db, request.body.username, request.body.password, app.clock(), requestLang(request));
      await app.rateLimiters.signIn.succeeded(subject);
      return ok(request, answer, 'signed_in');
    },
  );

  routes.post(
    endpoints.signOutStaff.path,
    {
      schema: operation(endpoints.signOutStaff, {
        tag: 'staff',
        summary: 'Revoke the presented back-office token',
        description: 'Revokes the back-office token sent with the call, if any; signing out twice is no error. Takes no input.',
        answer: z.null(),
      }),
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) await revokeStaffSession(app.db, token, app.clock());
      return ok(request, null, 'signed_out');
    },
  );
}

export default staffRoutes;
