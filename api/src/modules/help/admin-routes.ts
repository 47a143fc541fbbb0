import { adminHelpArticle, adminHelpCategory, adminHelpIndexAnswer, endpoints, helpArticleSaveBody, helpCategorySaveBody, helpIdBody, noInput } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { operation } from '../../http/operation';
import { adminHelpIndex, deleteHelpArticle, deleteHelpCategory, saveHelpArticle, saveHelpCategory } from './admin-help-service';

/** The back office's help-centre calls: categories and articles in both languages. */
export function adminHelpRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'admin';

  routes.get(
    endpoints.listAdminHelpCategories.path,
    {
      schema: {
        ...operation(endpoints.listAdminHelpCategories, {
          tag,
          summary: 'Back office: every help category and article',
          description: 'Every category in order with both names, each with all its articles in order, published or not, in both languages with their content.',
          answer: adminHelpIndexAnswer,
          permission: 'help.edit',
          querystring: noInput,
        }),
      },
    },
    async (request) => {
      return ok(request, await adminHelpIndex(app.db));
    },
  );

  routes.post(
    endpoints.saveAdminHelpArticle.path,
    {
      schema: {
        ...operation(endpoints.saveAdminHelpArticle, {
          tag,
          summary: 'Back office: create or edit a help article',
          description:
            'Without `id` creates an article; with it edits one. Title and content in both languages (`zh`, `en`), the category, the place in it (`sort`, smaller first) and whether shoppers see it (`published`). The content is sanitised before it is stored: headings, paragraphs, lists, links to http(s) pages or the shop’s paths, emphasis, tables and the shop’s own pictures are kept; scripts, styles, event handlers and anything else are dropped. An unknown category is refused on `category_id`. Answers the stored article.',
          answer: adminHelpArticle,
          permission: 'help.edit',
          refusals: [404],
          body: helpArticleSaveBody,
        }),
      },
    },
    async (request) => {
      return ok(request, await saveHelpArticle(app.db, request.body, app.clock(), await request.requireStaff(), request), 'help_article_saved');
    },
  );

  routes.post(
    endpoints.deleteAdminHelpArticle.path,
    {
      schema: {
        ...operation(endpoints.deleteAdminHelpArticle, {
          tag,
          summary: 'Back office: delete a help article',
          description: 'Deletes the article; links to it then answer 404.',
          answer: z.null(),
          permission: 'help.edit',
          refusals: [404],
          body: helpIdBody,
        }),
      },
    },
    async (request) => {
      await deleteHelpArticle(app.db, request.body.id, await request.requireStaff(), request);
      return ok(request, null, 'help_article_deleted');
    },
  );

  routes.post(
    endpoints.saveAdminHelpCategory.path,
    {
      schema: {
        ...operation(endpoints.saveAdminHelpCategory, {
          tag,
          summary: 'Back office: create or rename a help category',
          description: 'Without `id` creates a category; with it edits one: both names and the place among the categories (`sort`, smaller first). Answers the category with its articles.',
          answer: adminHelpCategory,
          permission: 'help.edit',
          refusals: [404],
          body: helpCategorySaveBody,
        }),
      },
    },
    async (request) => {
      return ok(request, await saveHelpCategory(app.db, request.body, await request.requireStaff(), request), 'help_category_saved');
    },
  );

  routes.post(
    endpoints.deleteAdminHelpCategory.path,
    {
      schema: {
        ...operation(endpoints.deleteAdminHelpCategory, {
          tag,
          summary: 'Back office: delete an empty help category',
          description: 'Deletes a category that has no articles; one that still has any, published or not, answers 409 `help_category_not_empty` (field `id`).',
          answer: z.null(),
          permission: 'help.edit',
          refusals: [404, 409],
          body: helpIdBody,
        }),
      },
    },
    async (request) => {
      await deleteHelpCategory(app.db, request.body.id, await request.requireStaff(), request);
      return ok(request, null, 'help_category_deleted');
    },
  );
}

export default adminHelpRoutes;
