import type { AdminBrand, AdminBrandList, AdminBrandSaveBody } from '@shop/contract';
import { and, asc, count, eq, ne, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { brands, goods } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import type { Staff } from '../staff';

type BrandRow = typeof brands.$inferSelect;

const describeBrand = (row: BrandRow, goodsCount: number): AdminBrand => ({ id: row.id, name_zh: row.nameZh, name_en: row.nameEn, sort: row.sort, goods: goodsCount });

const snapshot = (row: BrandRow) => ({ name_zh: row.nameZh, name_en: row.nameEn, sort: row.sort });

/** admin/brand/index: every brand in sort order, each with the goods sold under it. */
export async function listBrands(db: Db): Promise<AdminBrandList> {
  const [rows, counts] = await Promise.all([
    db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id)),
    db.select({ brandId: goods.brandId, goods: count() }).from(goods).groupBy(goods.brandId),
  ]);
  const byBrand = new Map(counts.map((row) => [row.brandId, row.goods]));
  return { list: rows.map((row) => describeBrand(row, byBrand.get(row.id) ?? 0)) };
}

/** admin/brand/save: creates or edits a brand, audited; a name another brand has is refused (409) naming its field. */
export async function saveBrand(db: Db, staff: Staff, input: AdminBrandSaveBody, request: FastifyRequest): Promise<AdminBrand> {
  return inTransaction(db, async (tx) => {
    const [before] = input.id === undefined ? [] : await tx.select().from(brands).where(eq(brands.id, input.id)).for('update');
    if (input.id !== undefined && !before) throw notFound();
    const others = input.id === undefined ? undefined : ne(brands.id, input.id);
    const [taken] = await tx
      .select({ nameZh: brands.nameZh, nameEn: brands.nameEn })
      .from(brands)
      .where(and(or(eq(brands.nameZh, input.name_zh), eq(brands.nameEn, input.name_en)), others))
      .limit(1);
    if (taken) throw conflict('brand_name_taken', taken.nameZh === input.name_zh ? 'name_zh' : 'name_en');
    const values = { nameZh: input.name_zh, nameEn: input.name_en, sort: input.sort };
    const [saved] = before ? await tx.update(brands).set(values).where(eq(brands.id, before.id)).returning() : await tx.insert(brands).values(values).returning();
    const [carried] = await tx.select({ total: count() }).from(goods).where(eq(goods.brandId, saved!.id));
    await recordAudit(tx, staff, { action: 'brand.save', targetType: 'brand', targetId: saved!.id, before: before ? snapshot(before) : undefined, after: snapshot(saved!) }, request);
    return describeBrand(saved!, carried?.total ?? 0);
  });
}
