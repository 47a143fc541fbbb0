import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { DEFAULT_LANG, type Lang } from '../../http/i18n';
import { notFound } from '../../http/errors';

type DesignKind = 'global' | 'home';

/** A template's design in the shopper's language, falling back to the default language. */
export async function loadDesign(db: Db, tempId: string, kind: DesignKind, lang: Lang): Promise<unknown> {
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
