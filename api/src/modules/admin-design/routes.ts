import {
  adminDesignDetail,
  adminDesignGoodsAnswer,
  adminDesignGoodsQuery,
  adminDesignHistoryAnswer,
  adminDesignPublishBody,
  adminDesignQuery,
  adminDesignRollbackBody,
  adminDesignSaveBody,
  endpoints,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { operation } from '../../http/operation';
import { describeDesign, saveDraft } from './design-draft-service';
import { findGoodsCards } from './design-goods-service';
import { designTarget, invalidDesignField, parseDesignData } from './design-target';
import { listDesignVersions, publishDraft, rollBackDesign } from './publish-design-service';

/**
 * A refused design is explained by its block and setting ("Block 4 (title): title_font_size is
 * invalid"), which the generic field message cannot say; other bad fields are answered as usual.
 */
function explainInvalidDesign(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation as Array<{ instancePath: string }>;
    const segments = first?.instancePath.split('/').filter(Boolean) ?? [];
    const body = request.body as { data?: unknown; kind?: unknown } | null;
    if (segments[0] === 'data') {
      // The body takes either kind's shape: the field is named by the shape of the kind asked for.
      if (body?.kind === 'global' || body?.kind === 'home' || body?.kind === undefined) parseDesignData(body?.kind ?? 'home', body?.data);
      throw invalidDesignField(segments, body?.data);
    }
  }
  throw error;
}

/** Back office: the design editor of the home page and the global layout (drafts per language, publishing, history, rollback). */
export function adminDesignRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'admin';

  routes.get(
    endpoints.getAdminDesign.path,
    {
      schema: {
        ...operation(endpoints.getAdminDesign, {
          tag,
          summary: 'Back office: the design draft to edit',
          description:
            'The draft of the template’s home page (`kind` home: `data.list`) or global layout (`kind` global: `data.top`, `search`, `navigation`, `footer`, as index/global answers them) in one language (the published design while no draft was kept), with the revision a save or publish must send back, the version shoppers see and whether the draft differs from it. zh-cn and en-us are separate designs.',
          answer: adminDesignDetail,
          permission: 'design.view',
          refusals: [404],
          querystring: adminDesignQuery,
        }),
      },
    },
    async (request) => ok(request, await describeDesign(app.db, designTarget(request.query))),
  );

  routes.post(
    endpoints.saveAdminDesign.path,
    {
      attachValidation: true,
      schema: {
        ...operation(endpoints.saveAdminDesign, {
          tag,
          summary: 'Back office: save the design draft',
          description:
            'Keeps the whole design as the draft (shoppers do not see it until it is published); `data` takes the shape of `kind`. Every block is checked against its type’s settings; a refusal names the field (`data.list.3.value.title_font_size`) and says which block. Goods cards are picked by `id`: their name, picture and price come from the catalogue. Refused with 409 (`data.field` = `revision`) when someone saved over the `revision` sent: nothing is written, reload and redo. Answers the draft with its new revision.',
          answer: adminDesignDetail,
          permission: 'design.edit',
          refusals: [404, 409],
          body: adminDesignSaveBody,
        }),
      },
    },
    async (request) => {
      explainInvalidDesign(request);
      const staff = await request.requireStaff();
      const { data, revision } = request.body;
      return ok(request, await saveDraft(app.db, staff, designTarget(request.body), data, revision, app.clock(), request), 'design_saved');
    },
  );

  routes.post(
    endpoints.publishAdminDesign.path,
    {
      schema: {
        ...operation(endpoints.publishAdminDesign, {
          tag,
          summary: 'Back office: publish the design draft',
          description:
            'Makes the draft at `revision` what shoppers read from their next index/index (home) or index/global (global layout) on (no rebuild), as a new version in the history, with an optional note. Refused with 409 like a save when the draft has moved on since `revision`. Answers the draft as admin/design/detail does.',
          answer: adminDesignDetail,
          permission: 'design.publish',
          refusals: [404, 409],
          body: adminDesignPublishBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      const { revision, note } = request.body;
      return ok(request, await publishDraft(app.db, staff, designTarget(request.body), revision, note, app.clock(), request), 'design_published');
    },
  );

  routes.get(
    endpoints.listAdminDesignVersions.path,
    {
      schema: {
        ...operation(endpoints.listAdminDesignVersions, {
          tag,
          summary: 'Back office: the published versions of a design',
          description: 'Every version published from the back office (the design the shop opened with is version 1 once anything was published), newest first, with who published it, when, its note and how many blocks it has.',
          answer: adminDesignHistoryAnswer,
          permission: 'design.view',
          querystring: adminDesignQuery,
        }),
      },
    },
    async (request) => ok(request, await listDesignVersions(app.db, designTarget(request.query))),
  );

  routes.post(
    endpoints.rollBackAdminDesign.path,
    {
      schema: {
        ...operation(endpoints.rollBackAdminDesign, {
          tag,
          summary: 'Back office: publish an earlier version again',
          description: 'Publishes the design of `version` again as a new version (shoppers see it at their next index/index or index/global) and makes it the draft; the draft it replaces is kept in the audit log. Answers the draft as admin/design/detail does.',
          answer: adminDesignDetail,
          permission: 'design.publish',
          refusals: [404],
          body: adminDesignRollbackBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      const { version, note } = request.body;
      return ok(request, await rollBackDesign(app.db, staff, designTarget(request.body), version, note, app.clock(), request), 'design_rolled_back');
    },
  );

  routes.get(
    endpoints.listAdminDesignGoods.path,
    {
      schema: {
        ...operation(endpoints.listAdminDesignGoods, {
          tag,
          summary: 'Back office: goods cards for a design',
          description: 'The cards (name, picture, price in the language asked for) of the on-shelf goods among `ids` (comma-separated), in their order; unknown or off-shelf ids are left out. The editor previews a goods block with them.',
          answer: adminDesignGoodsAnswer,
          permission: 'design.view',
          querystring: adminDesignGoodsQuery,
        }),
      },
    },
    async (request) => ok(request, { list: await findGoodsCards(app.db, request.query.ids, request.query.lang) }),
  );
}

export default adminDesignRoutes;
