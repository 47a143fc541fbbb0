import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { noInput, searchQuery, suggestQuery } from './schemas';
import { clearSearchHistory, hotKeywords, listSearchHistory, recordSearch, searchGoods, suggestGoodsNames } from './service';

export async function searchRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];

  routes.get('/search/index', { schema: { tags, summary: 'Search results, hot keywords and the member’s history', querystring: searchQuery } }, async (request) => {
    const lang = requestLang(request);
    const { q, ...filters } = request.query;
    const member = await request.currentMember();
    if (member) await recordSearch(app.db, member.id, q, app.clock());
    const results = await searchGoods(app.db, lang, q, filters);
    const history = member ? await listSearchHistory(app.db, member.id) : [];
    return ok(request, { ...results, hot: hotKeywords(lang), history });
  });

  routes.get('/search/hot', { schema: { tags, summary: 'Hot keywords and the member’s history, for a search page without a query', querystring: noInput } }, async (request) => {
    const member = await request.currentMember();
    const history = member ? await listSearchHistory(app.db, member.id) : [];
    return ok(request, { hot: hotKeywords(requestLang(request)), history });
  });

  routes.get('/search/suggest', { schema: { tags, summary: 'Goods names matching the text typed so far', querystring: suggestQuery } }, async (request) =>
    ok(request, { list: await suggestGoodsNames(app.db, requestLang(request), request.query.q) }),
  );

  routes.get('/search/history', { schema: { tags, summary: 'The member’s recent keywords, newest first', querystring: noInput } }, async (request) => {
    const member = await request.requireMember();
    return ok(request, { list: await listSearchHistory(app.db, member.id) });
  });

  routes.post('/search/history/clear', { schema: { tags, summary: 'Forget the member’s search history' } }, async (request) => {
    const member = await request.requireMember();
    await clearSearchHistory(app.db, member.id);
    return ok(request, null, 'history_cleared');
  });
}
