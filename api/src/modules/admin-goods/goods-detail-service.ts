import type { AdminGoodsDetail, AdminGoodsSpec } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goods, goodsSkus, shops } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { centsToYuan } from '../../lib/money';
import { loadSkuDetails, loadSpecGroups } from '../sku';

/** The spec groups in both languages: the shop's reading of them, once per language, side by side. */
async function loadSpecs(db: Db, goodsId: number): Promise<AdminGoodsSpec[]> {
  const [zh, en] = await Promise.all([loadSpecGroups(db, goodsId, 'zh-cn'), loadSpecGroups(db, goodsId, 'en-us')]);
  return zh.map((spec, index) => ({
    id: spec.id,
    name: { zh: spec.name, en: en[index]!.name },
    values: spec.list.map((value, at) => ({ id: value.id, value: { zh: value.value, en: en[index]!.list[at]!.value }, image: value.image ?? '' })),
  }));
}

/** A product's texts in both languages, as the editor reads them and the audit log keeps them. */
export const productTexts = (product: typeof goods.$inferSelect) => ({
  name_zh: product.nameZh,
  name_en: product.nameEn,
  subtitle_zh: product.subtitleZh,
  subtitle_en: product.subtitleEn,
  content_zh: product.contentZh,
  content_en: product.contentEn,
});

/** admin/goods/detail: the product in both languages, on or off the shelf, with its specs and every SKU. */
export async function describeAdminGoods(db: Db, id: number, lang: Lang): Promise<AdminGoodsDetail> {
  const [row] = await db
    .select({ goods, shopZh: shops.nameZh, shopEn: shops.nameEn })
    .from(goods)
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .where(eq(goods.id, id))
    .limit(1);
  if (!row) throw notFound();
  const product = row.goods;
  const [specs, skus] = await Promise.all([loadSpecs(db, id), db
      .select()
      .from(goodsSkus)
      .where(and(eq(goodsSkus.goodsId, id), eq(goodsSkus.status, 'on')))
      .orderBy(asc(goodsSkus.id)),]);
  const details = await loadSkuDetails(
    db,
    skus.map((sku) => sku.id),
  );
  return {
    id: product.id,
    ...productTexts(product),
    category_id: product.categoryId,
    brand_id: product.brandId,
    shop: { id: product.shopId, name: lang === 'en-us' ? row.shopEn : row.shopZh },
    images: product.images.length > 0 ? product.images : [product.image],
    status: product.status,
    sales: product.sales,
    created_at: product.createdAt.toISOString(),
    specs,
    skus: skus.map((sku) => ({
      id: sku.id,
      key: sku.specKey,
      spec_text: details.get(sku.id)?.skuText ?? { zh: '', en: '' },
      sell_price: centsToYuan(sku.sellPriceCents),
      market_price: centsToYuan(sku.marketPriceCents),
      stock: sku.stock,
      image: sku.image || product.image,
      code: sku.code,
    })),
  };
}
