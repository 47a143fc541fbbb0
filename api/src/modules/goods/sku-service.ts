import { eq, inArray } from 'drizzle-orm';
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

/** The goods' spec names and values, in one round trip (a spec without values still names itself). */
async function loadSpecLabels(db: Db, goodsIds: number[]): Promise<{ specs: SpecLabels; values: SpecLabels }> {
  const specs: SpecLabels = new Map();
  const values: SpecLabels = new Map();
  if (goodsIds.length === 0) return { specs, values };
  const rows = await db
    .select({ spec: goodsSpecs, value: goodsSpecValues })
    .from(goodsSpecs)
    .leftJoin(goodsSpecValues, eq(goodsSpecValues.specId, goodsSpecs.id))
    .where(inArray(goodsSpecs.goodsId, goodsIds));
  for (const { spec, value } of rows) {
    specs.set(spec.id, { en: spec.nameEn, zh: spec.nameZh });
    if (value) values.set(value.id, { en: value.valueEn, zh: value.valueZh });
  }
  return { specs, values };
}

/** "Colour: Black, Size: M" / "颜色：黑色；尺码：M" for a spec key such as `12:31,13:35`. */
function skuText(labels: { specs: SpecLabels; values: SpecLabels }, specKey: string): Bilingual {
  if (!specKey) return { en: '', zh: '' };
  const pairs = specKey.split(',').map((pair) => {
    const [specId, valueId] = pair.split(':').map(Number);
    return { spec: labels.specs.get(specId!), value: labels.values.get(valueId!) };
  });
  return {
    en: pairs.map(({ spec, value }) => `${spec?.en}: ${value?.en}`).join(', '),
    zh: pairs.map(({ spec, value }) => `${spec?.zh}：${value?.zh}`).join('；'),
  };
}

/** SKU details by id; ids that do not exist are simply absent from the map. */
export async function loadSkuDetails(db: Db, skuIds: number[]): Promise<Map<number, SkuDetail>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({ sku: goodsSkus, goods: { nameZh: goods.nameZh, nameEn: goods.nameEn, image: goods.image, status: goods.status } })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(inArray(goodsSkus.id, skuIds));
  const labels = await loadSpecLabels(db, [...new Set(rows.map((row) => row.sku.goodsId))]);
  return new Map(
    rows.map(({ sku, goods: product }) => [
      sku.id,
      {
        skuId: sku.id,
        goodsId: sku.goodsId,
        name: { en: product.nameEn, zh: product.nameZh },
        image: sku.image || product.image,
        skuText: skuText(labels, sku.specKey),
        priceCents: sku.sellPriceCents,
        stock: sku.stock,
        onShelf: product.status === 'on',
      },
    ]),
  );
}
