import { endpoints, HELP_SEARCH_MAX_LENGTH, helpArticle as helpArticleAnswer, helpIndexAnswer, helpSearchAnswer, helpSearchQuery, helpViewQuery, noInput } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { helpArticle, helpIndex, searchHelp } from './help-service';

/** The help centre: page/index, page/view, page/search, and admin/page/… to edit it. */
export function helpRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'help';

  routes.get(
    endpoints.listHelpCategories.path,
    {
      schema: {
        ...operation(endpoints.listHelpCategories, {
          tag,
          summary: 'The help centre’s categories and their articles',
          description: 'Every category in order, in the request’s language, each with the ids and titles of its published articles in order (a category without any has an empty list).',
          answer: helpIndexAnswer,
          querystring: noInput,
        }),
      },
    },
    async (request) => ok(request, await helpIndex(app.db, requestLang(request))),
  );

  routes.get(
    endpoints.getHelpArticle.path,
    {
      schema: {
        ...operation(endpoints.getHelpArticle, {
          tag,
          summary: 'One help article',
          description:
            'A published article in the request’s language: title, sanitised HTML content, its category, when it was last updated, and the previous and next articles in the help centre’s reading order (categories in order, then each one’s articles; null at either end). An unknown or unpublished id answers 404.',
          answer: helpArticleAnswer,
          refusals: [404],
          querystring: helpViewQuery,
        }),
      },
    },
    async (request) => ok(request, await helpArticle(app.db, requestLang(request), request.query.id)),
  );

  routes.get(
    endpoints.searchHelpArticles.path,
    {
      schema: {
        ...operation(endpoints.searchHelpArticles, {
          tag,
          summary: 'Search the help centre',
          description: `One page of the published articles whose title or text holds \`q\` (trimmed, 1 to ${HELP_SEARCH_MAX_LENGTH} characters, any case), in the request’s language; the text is searched without its tags. Title matches come first, then the reading order. Each result has a plain-text \`excerpt\` around the first match in the text.`,
          answer: helpSearchAnswer,
          querystring: helpSearchQuery,
        }),
      },
    },
    async (request) => ok(request, await searchHelp(app.db, requestLang(request), request.query)),
  );
}

export default helpRoutes;
