import type { AdminCategoryTree, AdminCategorySaveBody, AdminSubCategory } from '@shop/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { categories, goods } from '../../db/schema';
import { conflict, notFound, refused } from '../../http/errors';
import { recordAudit } from '../audit';
import type { Staff } from '../staff';
import { assertStaffImages } from './staff-images';

type CategoryRow = typeof categories.$inferSelect;

const describeCategory = (row: CategoryRow, goodsCount: number): AdminSubCategory => ({
  id: row.id,
  parent_id: row.parentId,
  name_zh: row.nameZh,
  name_en: row.nameEn,
  image: row.image,
  sort: row.sort,
  hidden: row.hidden,
  goods: goodsCount,
});

const snapshot = (row: CategoryRow) => ({ parent_id: row.parentId, name_zh: row.nameZh, name_en: row.nameEn, image: row.image, sort: row.sort, hidden: row.hidden });

async function goodsCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db.select({ categoryId: goods.categoryId, goods: count() }).from(goods).groupBy(goods.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.goods]));
}

/** admin/category/index: every category in both languages, top categories with their sub-categories, in sort order. */
export async function loadAdminCategoryTree(db: Db): Promise<AdminCategoryTree> {
  const [rows, counts] = await Promise.all([db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)), goodsCounts(db)]);
  const withCount = (row: CategoryRow) => describeCategory(row, counts.get(row.id) ?? 0);
  return {
    list: rows.filter((row) => row.parentId === null).map((top) => ({ ...withCount(top), children: rows.filter((row) => row.parentId === top.id).map(withCount) })),
  };
}

/**
 * The parent must be a top category other than the category itself, and a category with
 * sub-categories stays on top: the shop shows two levels.
 */
async function assertParentFits(tx: Tx, input: AdminCategorySaveBody): Promise<void> {
  if (input.parent_id === null) return;
  const [parent] = await tx.select().from(categories).where(eq(categories.id, input.parent_id)).limit(1);
  if (!parent || parent.parentId !== null || parent.id === input.id) throw refused('category_parent_invalid', 'parent_id');
  if (input.id === undefined) return;
  const [children] = await tx.select({ total: count() }).from(categories).where(eq(categories.parentId, input.id));
  if ((children?.total ?? 0) > 0) throw refused('category_parent_invalid', 'parent_id');
}

const categoryValues = (input: AdminCategorySaveBody) => ({ parentId: input.parent_id, nameZh: input.name_zh, nameEn: input.name_en, image: input.image, sort: input.sort, ...(input.hidden === undefined ? {} : { hidden: input.hidden }) });

/** admin/category/save: creates or edits a category, audited; answers it as saved. */
export async function saveCategory(db: Db, staff: Staff, input: AdminCategorySaveBody, uploadDir: string, request: FastifyRequest): Promise<AdminSubCategory> {
  return inTransaction(db, async (tx) => {
    const [before] = input.id === undefined ? [] : await tx.select().from(categories).where(eq(categories.id, input.id)).for('update');
    if (input.id !== undefined && !before) throw notFound();
    await assertParentFits(tx, input);
    if (input.image) await assertStaffImages(uploadDir, [input.image], before ? [before.image] : [], () => 'image');
    const [saved] = before
      ? await tx.update(categories).set(categoryValues(input)).where(eq(categories.id, before.id)).returning()
      : await tx.insert(categories).values(categoryValues(input)).returning();
    const [filed] = await tx.select({ total: count() }).from(goods).where(eq(goods.categoryId, saved!.id));
    await recordAudit(tx, staff, { action: 'category.save', targetType: 'category', targetId: saved!.id, before: before ? snapshot(before) : undefined, after: snapshot(saved!) }, request);
    return describeCategory(saved!, filed?.total ?? 0);
  });
}

/** admin/category/delete: only an empty category goes (no goods, no sub-categories), audited. */
export async function deleteCategory(db: Db, staff: Staff, id: number, request: FastifyRequest): Promise<void> {
  await inTransaction(db, async (tx) => {
    // Locked: a product being filed under it waits, and then finds it gone, rather than being orphaned.
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw notFound();
    const [[children], [filed]] = await Promise.all([
      tx.select({ total: count() }).from(categories).where(eq(categories.parentId, id)),
      tx.select({ total: count() }).from(goods).where(eq(goods.categoryId, id)),
    ]);
    if ((children?.total ?? 0) > 0) throw conflict('category_has_children', 'id');
    if ((filed?.total ?? 0) > 0) throw conflict('category_has_goods', 'id');
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, staff, { action: 'category.delete', targetType: 'category', targetId: id, before: snapshot(row) }, request);
  });
}
