import type { AdminGoodsSaveBody } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { brands, categories, goods, goodsSkus, shops } from '../../db/schema';
import { notFound, refused } from '../../http/errors';
import { recordAudit } from '../audit';
import type { Staff } from '../staff';
import { productTexts } from './goods-detail-service';
import { skuValues, writeSkuStock, type SkuRow } from './sku-writes';
import { writeSpecMatrix } from './spec-matrix-service';
import { assertStaffImages } from './staff-images';

/** What the audit log keeps of a product: its own fields and each SKU's price and stock. */
function snapshot(product: typeof goods.$inferSelect, skus: SkuRow[]) {
  return {
    category_id: product.categoryId,
    brand_id: product.brandId,
    ...productTexts(product),
    images: product.images,
    skus: skus.map((sku) => ({ id: sku.id, key: sku.specKey, code: sku.code, status: sku.status, sell_price_cents: sku.sellPriceCents, market_price_cents: sku.marketPriceCents, stock: sku.stock })),
  };
}

const productValues = (input: AdminGoodsSaveBody) => ({
  categoryId: input.category_id,
  // Left out, an edit keeps the brand (a form from before brands existed).
  ...(input.brand_id === undefined ? {} : { brandId: input.brand_id }),
  nameZh: input.name_zh,
  nameEn: input.name_en,
  subtitleZh: input.subtitle_zh,
  subtitleEn: input.subtitle_en,
  contentZh: input.content_zh,
  contentEn: input.content_en,
  image: input.images[0]!,
  images: input.images,
});

/** The product's list price follows its cheapest SKU, so that the shop's lists sort and filter on it. */
async function followCheapestSku(tx: Tx, goodsId: number): Promise<void> {
  const [cheapest] = await tx
    .select()
    .from(goodsSkus)
    .where(and(eq(goodsSkus.goodsId, goodsId), eq(goodsSkus.status, 'on'))).orderBy(asc(goodsSkus.sellPriceCents), asc(goodsSkus.id)).limit(1);
  if (cheapest) await tx.update(goods).set({ sellPriceCents: cheapest.sellPriceCents, marketPriceCents: cheapest.marketPriceCents }).where(eq(goods.id, goodsId));
}

async function assertCategoryExists(db: Db, categoryId: number): Promise<void> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!category) throw refused('goods_category_unknown', 'category_id');
}

async function assertBrandExists(db: Db, brandId: number | null | undefined): Promise<void> {
  if (brandId === null || brandId === undefined) return;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
  if (!brand) throw refused('goods_brand_unknown', 'brand_id');
}

async function createGoods(tx: Tx, input: AdminGoodsSaveBody, uploadDir: string): Promise<number> {
  // New goods belong to the shop's own store (the first shop) and wait off the shelf until an operator puts them on.
  const [shop] = await tx.select({ id: shops.id }).from(shops).orderBy(asc(shops.id)).limit(1);
  const first = skuValues(input.skus[0]!);
  const [created] = await tx
    .insert(goods)
    .values({ ...productValues(input), sellPriceCents: first.sellPriceCents, marketPriceCents: first.marketPriceCents, shopId: shop!.id, status: 'off' })
    .returning({ id: goods.id });
  await writeSkus(tx, created!.id, input, [], uploadDir);
  await followCheapestSku(tx, created!.id);
  return created!.id;
}

/**
 * The SKUs of a save: with `specs`, the groups and their whole matrix; without, the SKUs listed (a new
 * product's one SKU). A SKU's picture is an uploaded one or one the product already shows.
 */
async function writeSkus(tx: Tx, goodsId: number, input: AdminGoodsSaveBody, current: SkuRow[], uploadDir: string): Promise<void> {
  const kept = [...input.images, ...current.map((sku) => sku.image)];
  if (input.specs) return writeSpecMatrix(tx, goodsId, { ...input, specs: input.specs }, current, uploadDir, kept);
  for (const [index, sku] of input.skus.entries()) {
    if (sku.image) await assertStaffImages(uploadDir, [sku.image], kept, () => `skus.${index}.image`);
  }
  if (current.length > 0) return writeSkuStock(tx, goodsId, input.skus, current);
  const sku = input.skus[0]!;
  await tx.insert(goodsSkus).values({ goodsId, specKey: '', ...skuValues(sku), stock: sku.stock });
}

/**
 * admin/goods/save: creates a product, or edits one with its specs and SKUs, all or nothing, audited with the product before and after. Answers the product's id.
 */
export async function saveGoods(db: Db, staff: Staff, input: AdminGoodsSaveBody, uploadDir: string, request: FastifyRequest): Promise<number> {
  await assertCategoryExists(db, input.category_id);
  await assertBrandExists(db, input.brand_id);
  return inTransaction(db, async (tx) => {
    if (input.id === undefined) {
      await assertStaffImages(uploadDir, input.images, [], (index) => `images.${index}`);
      const id = await createGoods(tx, input, uploadDir);
      const [product] = await tx.select().from(goods).where(eq(goods.id, id));
      const skus = await tx.select().from(goodsSkus).where(eq(goodsSkus.goodsId, id));
      await recordAudit(tx, staff, { action: 'goods.create', targetType: 'goods', targetId: id, after: snapshot(product!, skus) }, request);
      return id;
    }
    // Locked, so that two saves of one product apply one after the other.
    const [before] = await tx.select().from(goods).where(eq(goods.id, input.id)).for('update');
    if (!before) throw notFound();
    await assertStaffImages(uploadDir, input.images, [before.image, ...before.images], (index) => `images.${index}`);
    const skusBefore = await tx
      .select()
      .from(goodsSkus)
      .where(and(eq(goodsSkus.goodsId, input.id), eq(goodsSkus.status, 'on')))
      .orderBy(asc(goodsSkus.id));
    await tx.update(goods).set(productValues(input)).where(eq(goods.id, input.id));
    await writeSkus(tx, input.id, input, skusBefore, uploadDir);
    await followCheapestSku(tx, input.id);
    const [after] = await tx.select().from(goods).where(eq(goods.id, input.id));
    const skusAfter = await tx.select().from(goodsSkus).where(eq(goodsSkus.goodsId, input.id)).orderBy(asc(goodsSkus.id));
    await recordAudit(tx, staff, { action: 'goods.save', targetType: 'goods', targetId: input.id, before: snapshot(before, skusBefore), after: snapshot(after!, skusAfter) }, request);
    return input.id;
  });
}
