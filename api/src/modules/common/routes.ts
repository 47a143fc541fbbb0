import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { getAndPost } from '../../http/routes';
import { initInput } from './schemas';
import { loadSiteSettings } from './service';

export async function commonRoutes(app: FastifyInstance) {
  getAndPost(
    app,
    '/common/init',
    { tags: ['common'], summary: 'Site settings and languages', input: initInput },
    async (_input, request) => ok(request, await loadSiteSettings(app.db, requestLang(request))),
  );
}
