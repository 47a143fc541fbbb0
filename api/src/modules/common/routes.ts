import { commonInitInput, endpoints, siteSettings } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { READ_TAGS } from '../../http/read-cache-invalidation';
import { getAndPost } from '../../http/routes';
import { loadSiteSettings } from './service';

export function commonRoutes(app: FastifyInstance): void {
  getAndPost(
    app,
    endpoints.getSiteSettings,
    {
      tag: 'common',
      summary: 'Site settings and languages',
      description: 'Title, keywords and description of the site in the request’s language, the client version and the languages it offers.',
      answer: siteSettings,
      input: commonInitInput,
      readCache: { tags: [READ_TAGS.settings] },
    },
    async (_input, request) => ok(request, await loadSiteSettings(app.db, requestLang(request), app.wechatLogin !== null)),
  );
}

export default commonRoutes;
