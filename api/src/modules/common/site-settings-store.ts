import { DESIGN_LANGS, type SiteTexts } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/in-transaction';
import { siteOptions, siteSettings, staffUsers } from '../../db/schema';
import { DEFAULT_LANG, type Lang } from '../../http/i18n';

/** The whole site's options; a shop never saved from the back office offers both languages, Chinese first. */
export type SiteOptions = {
  isWechat: 0 | 1;
  languages: Lang[];
  defaultLang: Lang;
  updatedAt: Date | null;
  updatedBy: { id: number; username: string; name: string } | null;
};

const OPENING_OPTIONS: SiteOptions = { isWechat: 0, languages: [...DESIGN_LANGS], defaultLang: DEFAULT_LANG, updatedAt: null, updatedBy: null };
const EMPTY_TEXTS: SiteTexts = { title: '', ctitle: '', keywords: '', description: '' };

const isLang = (code: unknown): code is Lang => (DESIGN_LANGS as readonly unknown[]).includes(code);

export async function loadSiteOptions(db: Db | Tx): Promise<SiteOptions> {
  const [row] = await db
    .select({ options: siteOptions, by: { id: staffUsers.id, username: staffUsers.username, name: staffUsers.name } })
    .from(siteOptions)
    .leftJoin(staffUsers, eq(staffUsers.id, siteOptions.updatedBy))
    .limit(1);
  if (!row) return OPENING_OPTIONS;
  const languages = row.options.languages.filter(isLang);
  const defaultLang = isLang(row.options.defaultLang) ? row.options.defaultLang : DEFAULT_LANG;
  return {
    isWechat: row.options.isWechat === 1 ? 1 : 0,
    languages: languages.length > 0 ? languages : OPENING_OPTIONS.languages,
    defaultLang,
    updatedAt: row.options.updatedAt,
    updatedBy: row.by?.id ? row.by : null,
  };
}

/** Every language's title, short title, keywords and description (empty where none was kept). */
export async function loadSiteTexts(db: Db | Tx): Promise<Record<Lang, SiteTexts>> {
  const rows = await db.select().from(siteSettings);
  const texts = { 'zh-cn': EMPTY_TEXTS, 'en-us': EMPTY_TEXTS } as Record<Lang, SiteTexts>;
  for (const row of rows) {
    if (!isLang(row.lang)) continue;
    const data = row.data as Partial<SiteTexts>;
    texts[row.lang] = { title: data.title ?? '', ctitle: data.ctitle ?? '', keywords: data.keywords ?? '', description: data.description ?? '' };
  }
  return texts;
}

export async function writeSiteTexts(tx: Tx, lang: Lang, texts: SiteTexts): Promise<void> {
  await tx.insert(siteSettings).values({ lang, data: texts }).onConflictDoUpdate({ target: siteSettings.lang, set: { data: texts } });
}

export async function writeSiteOptions(tx: Tx, options: { isWechat: 0 | 1; languages: Lang[]; defaultLang: Lang; updatedBy: number; updatedAt: Date }): Promise<void> {
  await tx.insert(siteOptions).values({ id: 1, ...options }).onConflictDoUpdate({ target: siteOptions.id, set: options });
}
