import { z } from 'zod';
import { isoTime, pageOf, recordId } from './answer-fields';
import { DESIGN_LANGS } from './admin-design';
import { REGION_CODE_PATTERN } from './address';
import { pagingFields } from './field-rules';

/**
 * The back office's site settings (issue 29): what common/init answers, per language (title, short
 * title, keywords, description) and for the whole site (the WeChat flag, the languages offered and
 * the default one). A save replaces them all; shoppers get them at their next navigation.
 */

export const SITE_TITLE_MAX = 60;
export const SITE_CTITLE_MAX = 30;
export const SITE_KEYWORDS_MAX = 200;
export const SITE_DESCRIPTION_MAX = 500;
/** The buy box shows at most this many service promises, each a short phrase. */
export const SITE_PROMISES_MAX = 6;
export const SITE_PROMISE_MAX = 30;

/** The settings of one language, as common/init answers them in that language. */
export const siteTexts = z.object({
  title: z.string().trim().min(1).max(SITE_TITLE_MAX),
  ctitle: z.string().trim().min(1).max(SITE_CTITLE_MAX),
  keywords: z.string().trim().max(SITE_KEYWORDS_MAX),
  description: z.string().trim().max(SITE_DESCRIPTION_MAX),
  /** The service promises of the product page's buy box ("7-day no-reason returns"). */
  promises: z.array(z.string().trim().min(1).max(SITE_PROMISE_MAX)).max(SITE_PROMISES_MAX),
});
export type SiteTexts = z.infer<typeof siteTexts>;

const langEnum = z.enum(DESIGN_LANGS);

/** The dispatch cut-off is a whole hour of the working day. */
export const DISPATCH_CUTOFF_MIN = 8;
export const DISPATCH_CUTOFF_MAX = 23;

/**
 * admin/site/save, and admin/site/detail's answer: every language's texts, the WeChat flag (1: offer
 * sign-in with WeChat, which also needs WECHAT_LOGIN_APPID and _SECRET), the languages the switcher offers (at least one, each
 * once) and the default one, which must be among them (`site_default_lang_not_offered`); where parcels
 * ship from (a known district, `site_ship_from_unknown`) and the hour before which orders ship the same day.
 */
export const adminSiteSettings = z.object({
  texts: z.object({ 'zh-cn': siteTexts, 'en-us': siteTexts }),
  is_wechat: z.union([z.literal(0), z.literal(1)]),
  languages: z
    .array(langEnum)
    .min(1)
    .max(DESIGN_LANGS.length)
    .refine((list) => new Set(list).size === list.length),
  default_lang: langEnum,
  /** The mainland district parcels leave from (GB/T 2260): the arrival estimate counts from it. */
  ship_from_code: z.string().trim().regex(REGION_CODE_PATTERN),
  /** Orders placed before this hour (China time) ship the same day. */
  dispatch_cutoff_hour: z.number().int().min(DISPATCH_CUTOFF_MIN).max(DISPATCH_CUTOFF_MAX),
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettings>;

/**
 * admin/site/save's body: the settings, where a settings page built before the buy box's settings
 * (a remote deployed on its own, a script) leaves out the promises, the ship-from district and the
 * cut-off: those keep their saved values instead of refusing the save.
 */
export const adminSiteSaveBody = adminSiteSettings.extend({
  texts: z.object({
    'zh-cn': siteTexts.extend({ promises: siteTexts.shape.promises.optional() }),
    'en-us': siteTexts.extend({ promises: siteTexts.shape.promises.optional() }),
  }),
  ship_from_code: adminSiteSettings.shape.ship_from_code.optional(),
  dispatch_cutoff_hour: adminSiteSettings.shape.dispatch_cutoff_hour.optional(),
});
export type AdminSiteSaveBody = z.infer<typeof adminSiteSaveBody>;

/** The settings with when and by whom they were last saved (null: never from the back office). */
export const adminSiteSettingsDetail = adminSiteSettings.extend({
  updated_at: isoTime.nullable(),
  updated_by: z.object({ id: recordId, username: z.string(), name: z.string() }).nullable(),
});
export type AdminSiteSettingsDetail = z.infer<typeof adminSiteSettingsDetail>;

/** One picture of the media library: what an upload answered, newest first. */
export const mediaPicture = z.object({
  id: recordId,
  url: z.string(),
  mime: z.string(),
  size: z.number().int().min(0),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  uploaded_at: isoTime,
  uploaded_by: z.string().nullable(),
});
export type MediaPicture = z.infer<typeof mediaPicture>;

export const MEDIA_PAGE_SIZE = 24;
export const adminMediaQuery = z.object(pagingFields(MEDIA_PAGE_SIZE, 60));
export type AdminMediaQuery = z.input<typeof adminMediaQuery>;
export const adminMediaPage = pageOf(mediaPicture);
export type AdminMediaPage = z.infer<typeof adminMediaPage>;
