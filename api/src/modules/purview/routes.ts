import { purview, purviewQuery } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { describePurview } from './service';

export function purviewRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/purview/index',
    {
      schema: {
        ...operation({
          operationId: 'getPurview',
          tag: 'purview',
          summary: 'Back-office sidebar, permissions and routes',
          description: 'What the member may open in the back office: the sidebar, the permission keys and the routes. Plain members get none of it (`status` 0).',
          answer: purview,
          signIn: 'member',
        }),
        querystring: purviewQuery,
      },
    },
    async (request) => ok(request, describePurview(await request.requireMember(), requestLang(request))),
  );
}
