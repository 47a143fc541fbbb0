import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { purviewQuery } from './schemas';
import { describePurview } from './service';

export async function purviewRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/purview/index',
    { schema: { tags: ['purview'], summary: 'Back-office sidebar, permissions and routes', querystring: purviewQuery } },
    async (request) => ok(request, describePurview(await request.requireMember(), requestLang(request))),
  );
}
