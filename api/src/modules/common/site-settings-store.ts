import { DESIGN_LANGS, type SiteTexts } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/in-transaction';
import { siteOptions, siteSettings, staffUsers } from '../../db/schema';
import { DEFAULT_LANG, type Lang } from '../../http/i18n';

/**
 * The whole site's options; a shop never saved from the back office offers both languages, Chinese
 * first, and ships from Hangzhou's Xihu district, the same day for orders placed before 16:00.
 */
export type SiteOptions = {
  isWechat: 0 | 1;
  languages: Lang[];
  defaultLang: Lang;
  shipFromCode: string;
  dispatchCutoffHour: number;
  updatedAt: Date | null;
  updatedBy: { id: number; username: string; name: string } | null;
};

const OPENING_OPTIONS: SiteOptions = {
  isWechat: 0,
  languages: [...DESIGN_LANGS],
  defaultLang: DEFAULT_LANG,
  shipFromCode: '330106',
  dispatchCutoffHour: 16,
  updatedAt: null,
  updatedBy: null,
};

/** The buy box's service promises of a shop that never wrote its own (an empty list saved shows none). */
const OPENING_PROMISES: Record<Lang, string[]> = {
  'zh-cn': ['7天无理由退货', '正品保障', '48小时内发货'],
  'en-us': ['7-day no-reason returns', 'Genuine guarantee', 'Ships within 48 h'],
};

const emptyTexts = (lang: Lang): SiteTexts => ({ title: '', ctitle: '', keywords: '', description: '', promises: OPENING_PROMISES[lang] });

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
    shipFromCode: row.options.shipFromCode,
    dispatchCutoffHour: row.options.dispatchCutoffHour,
    updatedAt: row.options.updatedAt,
    updatedBy: row.by?.id ? row.by : null,
  };
}

/** Every language's title, short title, keywords, description (empty where none was kept) and promises (the opening ones where none were kept). */
export async function loadSiteTexts(db: Db | Tx): Promise<Record<Lang, SiteTexts>> {
  const rows = await db.select().from(siteSettings);
  const texts = { 'zh-cn': emptyTexts('zh-cn'), 'en-us': emptyTexts('en-us') };
  for (const row of rows) {
    if (!isLang(row.lang)) continue;
    const data = row.data as Partial<SiteTexts>;
    texts[row.lang] = {
      title: data.title ?? '',
      ctitle: data.ctitle ?? '',
      keywords: data.keywords ?? '',
      description: data.description ?? '',
      promises: Array.isArray(data.promises) ? data.promises : OPENING_PROMISES[row.lang],
    };
  }
  return texts;
}

export async function writeSiteTexts(tx: Tx, lang: Lang, texts: SiteTexts): Promise<void> {
  await tx.insert(siteSettings).values({ lang, data: texts }).onConflictDoUpdate({ target: siteSettings.lang, set: { data: texts } });
}

export type SavedSiteOptions = Omit<SiteOptions, 'updatedBy'> & { updatedBy: number; updatedAt: Date };

export async function writeSiteOptions(tx: Tx, options: SavedSiteOptions): Promise<void> {
  await tx.insert(siteOptions).values({ id: 1, ...options }).onConflictDoUpdate({ target: siteOptions.id, set: options });
}
