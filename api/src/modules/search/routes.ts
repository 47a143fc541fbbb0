import { endpoints, noInput, relatedSearchAnswer, relatedSearchQuery, searchAnswer, searchHistoryAnswer, searchHotAnswer, searchQuery, searchSuggestAnswer, suggestQuery } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { READ_TAGS } from '../../http/read-cache-invalidation';
import type { ReadCacheSpec } from '../../http/read-cache';
import { relatedSearches } from './related-service';
import { clearSearchHistory, hotKeywords, listSearchHistory, recordSearch, searchGoods, suggestGoodsNames } from './service';

// Searches and orders move all the time: the answer is kept as long as a clock-bound one, for everyone alike.
const RELATED: ReadCacheSpec = { tags: [READ_TAGS.goods, READ_TAGS.category], clockBound: true };

export function searchRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'search';

  routes.get(
    endpoints.searchGoods.path,
    {
      schema: {
        ...operation(endpoints.searchGoods, {
          tag,
          summary: 'Search results, hot keywords and the member’s history',
          description: 'One page of on-shelf goods holding every word of `q` (in names, subtitles, category and brand names, in either language; a word may be the start of a longer one, and a misspelt word is read as the most similar word the shop’s goods hold) within the same filters as goods/index. With the default sort, the best answers come first (the words in the name), then the best sellers. A member’s search is added to their history.',
          answer: searchAnswer,
          signIn: 'optional',
          querystring: searchQuery,
        }),
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const { q, ...filters } = request.query;
      const member = await request.currentMember();
      if (member) await recordSearch(app.db, member.id, q, app.clock());
      const results = await searchGoods(app.db, lang, q, filters, app.clock());
      const history = member ? await listSearchHistory(app.db, member.id) : [];
      return ok(request, { ...results, hot: hotKeywords(lang), history });
    },
  );

  routes.get(
    endpoints.getHotKeywords.path,
    {
      schema: {
        ...operation(endpoints.getHotKeywords, {
          tag,
          summary: 'Hot keywords and the member’s history, for a search page without a query',
          description: 'What shoppers look for most, in the request’s language, and a member’s recent keywords (empty for visitors).',
          answer: searchHotAnswer,
          signIn: 'optional',
          querystring: noInput,
        }),
      },
    },
    async (request) => {
      const member = await request.currentMember();
      const history = member ? await listSearchHistory(app.db, member.id) : [];
      return ok(request, { hot: hotKeywords(requestLang(request)), history });
    },
  );

  routes.get(
    endpoints.listRelatedSearches.path,
    {
      schema: {
        ...operation(endpoints.listRelatedSearches, {
          tag,
          summary: 'Related searches: what other shoppers searched and bought',
          description: 'Up to eight searches related to `q`, from the shop’s own rows: keywords that members who searched `q` searched too, keywords of members who bought goods `q` finds, and the categories (in the request’s language) of goods that members who searched `q` bought; buying weighs twice as much as searching. A keyword is offered only once two members or more typed it, and an English page is not offered keywords typed in Chinese. Never `q` itself.',
          answer: relatedSearchAnswer,
          querystring: relatedSearchQuery,
        }),
      },
    },
    async (request, reply) => {
      await app.readCache.answer(request, reply, RELATED, request.query, async () => ok(request, { list: await relatedSearches(app.db, requestLang(request), request.query.q) }));
    },
  );

  routes.get(
    endpoints.suggestGoodsNames.path,
    {
      schema: {
        ...operation(endpoints.suggestGoodsNames, {
          tag,
          summary: 'Goods names matching the text typed so far',
          description: 'Up to eight names of on-shelf goods matching `q`, best sellers first; none for an empty text.',
          answer: searchSuggestAnswer,
          querystring: suggestQuery,
        }),
      },
    },
    async (request) => ok(request, { list: await suggestGoodsNames(app.db, requestLang(request), request.query.q) }),
  );

  routes.get(
    endpoints.listSearchHistory.path,
    {
      schema: {
        ...operation(endpoints.listSearchHistory, {
          tag,
          summary: 'The member’s recent keywords, newest first',
          description: 'The member’s last twenty search keywords, newest first.',
          answer: searchHistoryAnswer,
          signIn: 'member',
          querystring: noInput,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, { list: await listSearchHistory(app.db, member.id) });
    },
  );

  routes.post(
    endpoints.clearSearchHistory.path,
    {
      schema: operation(endpoints.clearSearchHistory, {
        tag,
        summary: 'Forget the member’s search history',
        description: 'Deletes every keyword of the member’s search history. Takes no input.',
        answer: z.null(),
        signIn: 'member',
      }),
    },
    async (request) => {
      const member = await request.requireMember();
      await clearSearchHistory(app.db, member.id);
      return ok(request, null, 'history_cleared');
    },
  );
}

export default searchRoutes;
