import { RESULT_CODE, yuanTextToCents, type AdminGoodsSaveBody } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { categories, goods, goodsSkus, shops } from '../../db/schema';
import { AppError, notFound, refused } from '../../http/errors';
import { recordAudit } from '../audit';
import type { Staff } from '../staff';
import { setStockIfUnchanged } from '../stock';
import { productTexts } from './goods-detail-service';
import { assertStaffImages } from './staff-images';

type SkuRow = typeof goodsSkus.$inferSelect;

/** What the audit log keeps of a product: its own fields and each SKU's price and stock. */
function snapshot(product: typeof goods.$inferSelect, skus: SkuRow[]) {
  return {
    category_id: product.categoryId,
    ...productTexts(product),
    images: product.images,
    skus: skus.map((sku) => ({ id: sku.id, sell_price_cents: sku.sellPriceCents, market_price_cents: sku.marketPriceCents, stock: sku.stock })),
  };
}

const productValues = (input: AdminGoodsSaveBody) => ({
  categoryId: input.category_id,
  nameZh: input.name_zh,
  nameEn: input.name_en,
  subtitleZh: input.subtitle_zh,
  subtitleEn: input.subtitle_en,
  contentZh: input.content_zh,
  contentEn: input.content_en,
  image: input.images[0]!,
  images: input.images,
});

const skuPrices = (sku: AdminGoodsSaveBody['skus'][number]) => ({ sellPriceCents: yuanTextToCents(sku.sell_price), marketPriceCents: yuanTextToCents(sku.market_price) });

/** The stock of a SKU moved (a sale, a cancelled order, another operator) since the operator read it. */
const stockChanged = (index: number, sku: SkuRow) =>
  new AppError(409, RESULT_CODE.refused, 'goods_stock_changed', {
    params: { stock: sku.stock },
    data: { field: `skus.${index}.stock`, stock: sku.stock, sku_id: sku.id },
  });

/** The product's list price follows its cheapest SKU, so that the shop's lists sort and filter on it. */
async function followCheapestSku(tx: Tx, goodsId: number): Promise<void> {
  const [cheapest] = await tx.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)).orderBy(asc(goodsSkus.sellPriceCents), asc(goodsSkus.id)).limit(1);
  if (cheapest) await tx.update(goods).set({ sellPriceCents: cheapest.sellPriceCents, marketPriceCents: cheapest.marketPriceCents }).where(eq(goods.id, goodsId));
}

async function assertCategoryExists(db: Db, categoryId: number): Promise<void> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!category) throw refused('goods_category_unknown', 'category_id');
}

async function createGoods(tx: Tx, input: AdminGoodsSaveBody): Promise<number> {
  // New goods belong to the shop's own store (the first shop) and wait off the shelf until an operator puts them on.
  const [shop] = await tx.select({ id: shops.id }).from(shops).orderBy(asc(shops.id)).limit(1);
  const sku = input.skus[0]!;
  const [created] = await tx
    .insert(goods)
    .values({ ...productValues(input), ...skuPrices(sku), shopId: shop!.id, status: 'off' })
    .returning({ id: goods.id });
  await tx.insert(goodsSkus).values({ goodsId: created!.id, specKey: '', ...skuPrices(sku), stock: sku.stock });
  return created!.id;
}

/**
 * Writes each listed SKU's prices, and its stock only when the operator changed it and only if the
 * SKU still holds what the operator saw (`stock_seen`): a sale made meanwhile is never overwritten.
 */
async function updateSkus(tx: Tx, goodsId: number, input: AdminGoodsSaveBody, current: SkuRow[]): Promise<void> {
  for (const [index, sku] of input.skus.entries()) {
    const row = current.find((candidate) => candidate.id === sku.id);
    if (!row) throw refused('goods_sku_unknown', `skus.${index}.id`);
    await tx
      .update(goodsSkus)
      .set(skuPrices(sku))
      .where(and(eq(goodsSkus.id, row.id), eq(goodsSkus.goodsId, goodsId)));
    const stockMoves = sku.stock !== sku.stock_seen;
    if (stockMoves && !(await setStockIfUnchanged(tx, { id: row.id, goodsId }, sku.stock_seen!, sku.stock))) {
      const [now] = await tx.select().from(goodsSkus).where(eq(goodsSkus.id, row.id));
      throw stockChanged(index, now!);
    }
  }
}

/**
 * admin/goods/save: creates a product with one SKU, or edits a product and the SKUs listed, all or
 * nothing, audited with the product before and after. Answers the product's id.
 */
export async function saveGoods(db: Db, staff: Staff, input: AdminGoodsSaveBody, uploadDir: string, request: FastifyRequest): Promise<number> {
  await assertCategoryExists(db, input.category_id);
  return inTransaction(db, async (tx) => {
    if (input.id === undefined) {
      await assertStaffImages(uploadDir, input.images, [], (index) => `images.${index}`);
      const id = await createGoods(tx, input);
      const [product] = await tx.select().from(goods).where(eq(goods.id, id));
      const skus = await tx.select().from(goodsSkus).where(eq(goodsSkus.goodsId, id));
      await recordAudit(tx, staff, { action: 'goods.create', targetType: 'goods', targetId: id, after: snapshot(product!, skus) }, request);
      return id;
    }
    // Locked, so that two saves of one product apply one after the other.
    const [before] = await tx.select().from(goods).where(eq(goods.id, input.id)).for('update');
    if (!before) throw notFound();
    await assertStaffImages(uploadDir, input.images, [before.image, ...before.images], (index) => `images.${index}`);
    const skusBefore = await tx.select().from(goodsSkus).where(eq(goodsSkus.goodsId, input.id)).orderBy(asc(goodsSkus.id));
    await tx.update(goods).set(productValues(input)).where(eq(goods.id, input.id));
    await updateSkus(tx, input.id, input, skusBefore);
    await followCheapestSku(tx, input.id);
    const [after] = await tx.select().from(goods).where(eq(goods.id, input.id));
    const skusAfter = await tx.select().from(goodsSkus).where(eq(goodsSkus.goodsId, input.id)).orderBy(asc(goodsSkus.id));
    await recordAudit(tx, staff, { action: 'goods.save', targetType: 'goods', targetId: input.id, before: snapshot(before, skusBefore), after: snapshot(after!, skusAfter) }, request);
    return input.id;
  });
}
