import type { SiteLanguage, SiteSettings } from '@shop/contract';
import type { Db } from '../../db/client';
import type { Lang } from '../../http/i18n';
import { imageUrl } from '../image';
import { loadSiteOptions, loadSiteTexts } from './site-settings-store';

export const CLIENT_VERSION = '3.3.2';

const LANGUAGES: Record<Lang, SiteLanguage> = {
  'zh-cn': { code: 'zh-cn', name: '简体中文', image: imageUrl('flag-zh') },
  'en-us': { code: 'en-us', name: 'English', image: imageUrl('flag-en') },
};

/**
 * The site settings the shell needs before every navigation, in the shopper's language: the texts
 * the back office saved for it, and the languages it offers (the default one first). A language the
 * shop does not offer is answered as the default one. `is_wechat` is 1 when WeChat sign-in is both
 * configured (`wechatConfigured`: WECHAT_LOGIN_APPID and _SECRET) and switched on in the back office.
 */
export async function loadSiteSettings(db: Db, lang: Lang, wechatConfigured = false): Promise<SiteSettings> {
  const [texts, options] = await Promise.all([loadSiteTexts(db), loadSiteOptions(db)]);
  const offered = [options.defaultLang, ...options.languages.filter((code) => code !== options.defaultLang)];
  const current = offered.includes(lang) ? lang : options.defaultLang;
  const stored = texts[current].title ? texts[current] : texts[options.defaultLang];
  return {
    title: stored.title,
    ctitle: stored.ctitle,
    keywords: stored.keywords,
    description: stored.description,
    is_wechat: wechatConfigured && options.isWechat === 1 ? 1 : 0,
    mobile_url: '/h5/',
    version: CLIENT_VERSION,
    lang: { current: LANGUAGES[current], list: offered.map((code) => LANGUAGES[code]) },
  };
}

/** What the buy box's delivery line reads of the settings: where parcels leave from, the cut-off, the promises in `lang`. */
export type DeliverySettings = { shipFromCode: string; dispatchCutoffHour: number; promises: string[] };

export async function loadDeliverySettings(db: Db, lang: Lang): Promise<DeliverySettings> {
  const [texts, options] = await Promise.all([loadSiteTexts(db), loadSiteOptions(db)]);
  return { shipFromCode: options.shipFromCode, dispatchCutoffHour: options.dispatchCutoffHour, promises: texts[lang].promises };
}
