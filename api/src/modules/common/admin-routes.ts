import { adminSiteSaveBody, adminSiteSettingsDetail, endpoints, noInput } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { refused } from '../../http/errors';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { describeSiteSettings, saveSiteSettings } from './admin-site-service';
import { SITE_FIELD_LABELS } from './messages';

type Issue = { instancePath: string; keyword: string; params: { maximum?: number; issue?: { code?: string; maximum?: unknown } } };

/**
 * A refused field named in the site settings' own words ("Site title must be at most 60 characters"),
 * which the generic labels (made for other forms' `title` and `description`) cannot say.
 */
function explainInvalidSettings(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  if (!hasZodFastifySchemaValidationErrors(error)) throw error;
  const [first] = error.validation as unknown as Issue[];
  const segments = first?.instancePath.split('/').filter(Boolean) ?? [];
  const field = segments.join('.') || 'body';
  const leaf = segments[segments.length - 1] ?? 'body';
  const labels = SITE_FIELD_LABELS[requestLang(request)];
  const label = labels[leaf] ?? labels[segments[segments.length - 2] ?? ''] ?? field;
  const value = segments.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), request.body);
  if (segments[0] === 'languages') throw refused('site_languages_invalid', 'languages');
  if (typeof value === 'string' && value.trim() === '') throw refused('site_field_required', field, { field: label });
  const maximum = first?.params.issue?.maximum ?? first?.params.maximum;
  if (first?.keyword === 'too_big' && typeof value === 'string') throw refused('site_field_too_long', field, { field: label, max: Number(maximum) });
  if (value === undefined || value === null) throw refused('site_field_required', field, { field: label });
  throw refused('site_field_invalid', field, { field: label });
}

/** Back office: the site settings common/init answers (titles, keywords, description, WeChat, languages). */
export function adminSiteRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'admin';

  routes.get(
    endpoints.getAdminSiteSettings.path,
    {
      schema: {
        ...operation(endpoints.getAdminSiteSettings, {
          tag,
          summary: 'Back office: the site settings',
          description: 'Every language’s site title, short title, keywords and description, the WeChat flag, the languages the shop offers and the default one, with when and by whom they were last saved.',
          answer: adminSiteSettingsDetail,
          permission: 'site.edit',
          querystring: noInput,
        }),
      },
    },
    async (request) => ok(request, await describeSiteSettings(app.db)),
  );

  routes.post(
    endpoints.saveAdminSiteSettings.path,
    {
      attachValidation: true,
      schema: {
        ...operation(endpoints.saveAdminSiteSettings, {
          tag,
          summary: 'Back office: save the site settings',
          description:
            'Replaces the site settings. Titles are 1 to 60 characters, short titles 1 to 30 (the home page is titled with it), keywords 200, descriptions 500; at least one language is offered, each once, and the default one is among them (`site_default_lang_not_offered`, field `default_lang`). A refusal names the field (`texts.en-us.title`). Shoppers get the settings at their next navigation (common/init), on every API node. Audited. Answers the settings as admin/site/detail does.',
          answer: adminSiteSettingsDetail,
          permission: 'site.edit',
          body: adminSiteSaveBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      explainInvalidSettings(request);
      return ok(request, await saveSiteSettings(app.db, staff, request.body, app.clock(), request), 'site_saved');
    },
  );
}

export default adminSiteRoutes;
