import type { AdminSiteSaveBody, AdminSiteSettings, AdminSiteSettingsDetail } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { refused } from '../../http/errors';
import { findDistrict } from '../../lib/regions';
import { recordAudit } from '../audit';
import type { Staff } from '../staff';
import { loadSiteOptions, loadSiteTexts, writeSiteOptions, writeSiteTexts } from './site-settings-store';

/** admin/site/detail: every language's texts and the whole site's options, with who saved them last. */
export async function describeSiteSettings(db: Db): Promise<AdminSiteSettingsDetail> {
  const [texts, options] = await Promise.all([loadSiteTexts(db), loadSiteOptions(db)]);
  return {
    texts,
    is_wechat: options.isWechat,
    languages: options.languages,
    default_lang: options.defaultLang,
    ship_from_code: options.shipFromCode,
    dispatch_cutoff_hour: options.dispatchCutoffHour,
    updated_at: options.updatedAt?.toISOString() ?? null,
    updated_by: options.updatedBy,
  };
}

/**
 * admin/site/save: replaces the site settings (what the body leaves out of the buy box's keeps its
 * saved value), audited with the settings before and after. Shoppers
 * get them at their next navigation: the tables' triggers drop common/init's cached answers on every
 * API node (ADR 0018).
 */
export async function saveSiteSettings(db: Db, staff: Staff, body: AdminSiteSaveBody, now: Date, request: FastifyRequest): Promise<AdminSiteSettingsDetail> {
  if (!body.languages.includes(body.default_lang)) throw refused('site_default_lang_not_offered', 'default_lang');
  if (body.ship_from_code !== undefined && !findDistrict(body.ship_from_code)) throw refused('site_ship_from_unknown', 'ship_from_code');
  await inTransaction(db, async (tx) => {
    const before = { texts: await loadSiteTexts(tx), options: await loadSiteOptions(tx) };
    const input: AdminSiteSettings = {
      ...body,
      texts: {
        'zh-cn': { ...body.texts['zh-cn'], promises: body.texts['zh-cn'].promises ?? before.texts['zh-cn'].promises },
        'en-us': { ...body.texts['en-us'], promises: body.texts['en-us'].promises ?? before.texts['en-us'].promises },
      },
      ship_from_code: body.ship_from_code ?? before.options.shipFromCode,
      dispatch_cutoff_hour: body.dispatch_cutoff_hour ?? before.options.dispatchCutoffHour,
    };
    for (const lang of Object.keys(input.texts) as Array<keyof AdminSiteSettings['texts']>) await writeSiteTexts(tx, lang, input.texts[lang]);
    await writeSiteOptions(tx, {
      isWechat: input.is_wechat,
      languages: input.languages,
      defaultLang: input.default_lang,
      shipFromCode: input.ship_from_code,
      dispatchCutoffHour: input.dispatch_cutoff_hour,
      updatedBy: staff.id,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      staff,
      {
        action: 'site.save',
        targetType: 'site',
        targetId: 'settings',
        before: {
          texts: before.texts,
          is_wechat: before.options.isWechat,
          languages: before.options.languages,
          default_lang: before.options.defaultLang,
          ship_from_code: before.options.shipFromCode,
          dispatch_cutoff_hour: before.options.dispatchCutoffHour,
        },
        after: input,
      },
      request,
    );
  });
  return describeSiteSettings(db);
}
