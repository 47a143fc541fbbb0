import type { HomeDesign, LayoutDesign, TemplateId } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { notFound } from '../../http/errors';
import { DEFAULT_LANG, type Lang } from '../../http/i18n';

export type DesignKind = 'global' | 'home';

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

/** The design shoppers see in exactly this language (the editor's starting point), or null. */
export async function findPublishedDesign(db: Db, tempId: TemplateId, kind: DesignKind, lang: Lang): Promise<unknown> {
  const [row] = await db
    .select({ data: designs.data })
    .from(designs)
    .where(and(eq(designs.tempId, tempId), eq(designs.kind, kind), eq(designs.lang, lang)))
    .limit(1);
  return row ? row.data : null;
}

/**
 * Makes `data` what shoppers read from their next index/global or index/index on: one row per
 * template, kind and language, read as it is (no rebuild, no cache to clear).
 */
export async function writePublishedDesign(db: Db, tempId: TemplateId, kind: DesignKind, lang: Lang, data: unknown): Promise<void> {
  await db
    .insert(designs)
    .values({ tempId, kind, lang, data })
    .onConflictDoUpdate({ target: [designs.tempId, designs.kind, designs.lang], set: { data } });
}
