import { designInput, endpoints, homeDesign, layoutDesign } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { READ_TAGS } from '../../http/read-cache-invalidation';
import { getAndPost } from '../../http/routes';
import { loadHomeDesign, loadLayoutDesign } from './service';

export function designRoutes(app: FastifyInstance): void {
  getAndPost(
    app,
    endpoints.getLayoutDesign,
    {
      tag: 'design',
      summary: 'Layout blocks: top bar, search, navigation, footer',
      description: 'The blocks every page shows around its own content, by place, in the request’s language (the default language when the template has none in it).',
      answer: layoutDesign,
      refusals: [404],
      input: designInput,
      readCache: { tags: [READ_TAGS.design] },
    },
    async (input, request) => ok(request, await loadLayoutDesign(app.db, input.temp_id, requestLang(request))),
  );
  getAndPost(
    app,
    endpoints.getHomeDesign,
    {
      tag: 'design',
      summary: 'Home page blocks',
      description: 'The home page’s blocks, top to bottom, in the request’s language (the default language when the template has none in it).',
      answer: homeDesign,
      refusals: [404],
      input: designInput,
      readCache: { tags: [READ_TAGS.design] },
    },
    async (input, request) => ok(request, await loadHomeDesign(app.db, input.temp_id, requestLang(request))),
  );
}

export default designRoutes;
