import type { SiteLanguage, SiteSettings } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { DEFAULT_LANG, type Lang } from '../../http/i18n';
import { imageUrl } from '../image';

export const CLIENT_VERSION = '3.3.2';

const languages: SiteLanguage[] = [
  { code: 'zh-cn', name: '简体中文', image: imageUrl('flag-zh') },
  { code: 'en-us', name: 'English', image: imageUrl('flag-en') },
];

type StoredSettings = { title: string; ctitle: string; keywords: string; description: string };

/** The site settings the shell needs before every navigation, in the shopper's language. */
export async function loadSiteSettings(db: Db, lang: Lang): Promise<SiteSettings> {
  const rows = await db.select().from(siteSettings).where(eq(siteSettings.lang, lang));
  const fallback = rows.length ? rows : await db.select().from(siteSettings).where(eq(siteSettings.lang, DEFAULT_LANG));
  const stored = (fallback[0]?.data ?? { title: '', ctitle: '', keywords: '', description: '' }) as StoredSettings;
  return {
    title: stored.title,
    ctitle: stored.ctitle,
    keywords: stored.keywords,
    description: stored.description,
    is_wechat: 0,
    mobile_url: '/h5/',
    version: CLIENT_VERSION,
    lang: { current: languages.find((l) => l.code === lang)!, list: languages },
  };
}
