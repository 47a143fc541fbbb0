import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goods, goodsSkus, goodsSpecs, goodsSpecValues } from '../../db/schema';
import type { Bilingual } from '../../lib/bilingual';

/** What cart and checkout need to know about a SKU, in both languages. */
export type SkuDetail = {
  skuId: number;
  goodsId: number;
  name: Bilingual;
  image: string;
  skuText: Bilingual;
  priceCents: number;
  stock: number;
  onShelf: boolean;
};

type SpecLabels = Map<number, Bilingual>;
/** One spec of a product and one of its values (null for a spec without values), as the SKU query reads them. */
type SpecLabelRow = [specId: number, specZh: string, specEn: string, valueId: number | null, valueZh: string | null, valueEn: string | null];

/**
 * Every spec name and value of the SKU's product, read in the same statement as the SKU: checkout
 * runs this inside the order's transaction, where every round trip holds a pooled connection.
 */
const specLabelRows = sql<SpecLabelRow[]>`coalesce((
  select json_agg(json_build_array(${goodsSpecs.id}, ${goodsSpecs.nameZh}, ${goodsSpecs.nameEn}, ${goodsSpecValues.id}, ${goodsSpecValues.valueZh}, ${goodsSpecValues.valueEn}))
  from ${goodsSpecs} left join ${goodsSpecValues} on ${goodsSpecValues.specId} = ${goodsSpecs.id}
  where ${goodsSpecs.goodsId} = ${goodsSkus.goodsId}
), '[]'::json)`;

function specLabels(rows: SpecLabelRow[]): { specs: SpecLabels; values: SpecLabels } {
  const specs: SpecLabels = new Map();
  const values: SpecLabels = new Map();
  for (const [specId, specZh, specEn, valueId, valueZh, valueEn] of rows) {
    specs.set(specId, { en: specEn, zh: specZh });
    if (valueId !== null) values.set(valueId, { en: valueEn!, zh: valueZh! });
  }
  return { specs, values };
}

/**
 * "Colour: Black, Size: M" / "颜色：黑色；尺码：M" for a spec key such as `12:31,13:35`. A SKU taken off
 * shelf may name a value an edit removed: that pair is left out (its orders keep their own text).
 */
function skuText(labels: { specs: SpecLabels; values: SpecLabels }, specKey: string): Bilingual {
  if (!specKey) return { en: '', zh: '' };
  const pairs = specKey.split(',').flatMap((pair) => {
    const [specId, valueId] = pair.split(':').map(Number);
    const spec = labels.specs.get(specId!);
    const value = labels.values.get(valueId!);
    return spec && value ? [{ spec, value }] : [];
  });
  return {
    en: pairs.map(({ spec, value }) => `${spec.en}: ${value.en}`).join(', '),
    zh: pairs.map(({ spec, value }) => `${spec.zh}：${value.zh}`).join('；'),
  };
}

/** SKU details by id; ids that do not exist are simply absent from the map. */
export async function loadSkuDetails(db: Db, skuIds: number[]): Promise<Map<number, SkuDetail>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({ sku: goodsSkus, goods: { nameZh: goods.nameZh, nameEn: goods.nameEn, image: goods.image, status: goods.status }, specLabels: specLabelRows })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(inArray(goodsSkus.id, skuIds));
  return new Map(
    rows.map(({ sku, goods: product, specLabels: labels }) => [
      sku.id,
      {
        skuId: sku.id,
        goodsId: sku.goodsId,
        name: { en: product.nameEn, zh: product.nameZh },
        image: sku.image || product.image,
        skuText: skuText(specLabels(labels), sku.specKey),
        priceCents: sku.sellPriceCents,
        stock: sku.stock,
        onShelf: product.status === 'on' && sku.status === 'on',
      },
    ]),
  );
}
