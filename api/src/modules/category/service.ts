import type { CategoryNode, CategoryTree } from '@shop/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import type { Lang } from '../../http/i18n';

/** The category tree in the shopper's language, siblings in their sort order; hidden categories (and their sub-categories) are left out. */
export async function loadCategoryTree(db: Db, lang: Lang): Promise<CategoryTree> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const childrenOf = (parentId: number | null): CategoryNode[] =>
    rows
      .filter((row) => row.parentId === parentId && !row.hidden)
      .map((row) => ({ id: row.id, name: lang === 'en-us' ? row.nameEn : row.nameZh, image: row.image, children: childrenOf(row.id) }));
  return childrenOf(null);
}
