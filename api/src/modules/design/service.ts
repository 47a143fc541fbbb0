import type { HomeDesign, LayoutDesign, TemplateId } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { notFound } from '../../http/errors';
import { DEFAULT_LANG, type Lang } from '../../http/i18n';

type DesignKind = 'global' | 'home';

/** A template's design in the shopper's language, falling back to the default language. */
async function loadDesign(db: Db, tempId: TemplateId, kind: DesignKind, lang: Lang): Promise<unknown> {
  for (const candidate of lang === DEFAULT_LANG ? [lang] : [lang, DEFAULT_LANG]) {
    const [row] = await db
      .select({ data: designs.data })
      .from(designs)
      .where(and(eq(designs.tempId, tempId), eq(designs.kind, kind), eq(designs.lang, candidate)))
      .limit(1);
    if (row) return row.data;
  }
  throw notFound();
}

// The operator stores designs through the back office in the contract's shape; the stored JSON is answered as it is.
export const loadLayoutDesign = async (db: Db, tempId: TemplateId, lang: Lang) => (await loadDesign(db, tempId, 'global', lang)) as LayoutDesign;

export const loadHomeDesign = async (db: Db, tempId: TemplateId, lang: Lang) => (await loadDesign(db, tempId, 'home', lang)) as HomeDesign;
