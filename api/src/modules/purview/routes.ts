import { endpoints, purview, purviewQuery } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { describePurview } from './service';

export function purviewRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    endpoints.getPurview.path,
    {
      schema: {
        ...operation(endpoints.getPurview, {
          tag: 'purview',
          summary: 'Back-office sidebar, permissions and routes',
          description: 'What the signed-in back-office user may open: the sidebar, the permission keys of their role (`*` for all) and the pages, each with the remote module that renders it, its titles and its permission. A member’s token is refused (401).',
          answer: purview,
          signIn: 'staff',
          querystring: purviewQuery,
        }),
      },
    },
    async (request) => ok(request, describePurview(await request.requireStaff(), requestLang(request))),
  );
}

export default purviewRoutes;
