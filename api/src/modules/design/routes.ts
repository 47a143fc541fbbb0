import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { getAndPost } from '../../http/routes';
import { designInput } from './schemas';
import { loadDesign } from './service';

export async function designRoutes(app: FastifyInstance) {
  getAndPost(
    app,
    '/index/global',
    { tags: ['design'], summary: 'Layout blocks: top bar, search, navigation, footer', input: designInput },
    async (input, request) => ok(request, await loadDesign(app.db, input.temp_id, 'global', requestLang(request))),
  );
  getAndPost(
    app,
    '/index/index',
    { tags: ['design'], summary: 'Home page blocks', input: designInput },
    async (input, request) => ok(request, await loadDesign(app.db, input.temp_id, 'home', requestLang(request))),
  );
}
