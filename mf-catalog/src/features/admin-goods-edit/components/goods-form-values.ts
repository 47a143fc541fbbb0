import type { AdminGoodsDetail, AdminGoodsSaveBody } from '@shop/contract';
import type { DefaultValues } from 'react-hook-form';
import { deriveSkus, type SkuRow, type SpecRow } from '../lib/sku-matrix';

/**
 * What the goods form holds: the save call's body, its specs and SKUs carrying the editor's keys
 * (`uid`, `uids`), which the contract's schema leaves out when the form is checked and sent.
 */
export type GoodsFormValues = Omit<AdminGoodsSaveBody, 'specs' | 'skus'> & { specs: SpecRow[]; skus: SkuRow[] };

/** The editor's key of a spec group or value the product has. */
const specUid = (id: number) => `spec-${id}`;
const valueUid = (id: number) => `value-${id}`;

/** The value ids of a SKU key (`12:31,13:35`), by spec id. */
const keyValues = (key: string) => new Map(key ? key.split(',').map((pair) => pair.split(':').map(Number) as [number, number]) : []);

/** The form of a product as read: saving it unchanged changes nothing, its stock checked against what was read. */
export const goodsFormValues = (goods: AdminGoodsDetail): GoodsFormValues => {
  const specs: SpecRow[] = goods.specs.map((spec) => ({
    uid: specUid(spec.id),
    id: spec.id,
    name_zh: spec.name.zh,
    name_en: spec.name.en,
    values: spec.values.map((value) => ({ uid: valueUid(value.id), id: value.id, value_zh: value.value.zh, value_en: value.value.en, image: value.image })),
  }));
  const skus: SkuRow[] = goods.skus.map((sku) => {
    const chosen = keyValues(sku.key);
    return {
      id: sku.id,
      uids: goods.specs.map((spec) => valueUid(chosen.get(spec.id) ?? 0)),
      values: [],
      sell_price: sku.sell_price,
      market_price: sku.market_price,
      stock: sku.stock,
      stock_seen: sku.stock,
      code: sku.code,
      // The product's main picture stands in for a SKU without its own.
      image: sku.image === goods.images[0] ? '' : sku.image,
    };
  });
  return {
    id: goods.id,
    category_id: goods.category_id,
    brand_id: goods.brand_id,
    name_zh: goods.name_zh,
    name_en: goods.name_en,
    subtitle_zh: goods.subtitle_zh,
    subtitle_en: goods.subtitle_en,
    content_zh: goods.content_zh,
    content_en: goods.content_en,
    images: goods.images,
    specs,
    skus: deriveSkus(specs, skus),
  };
};

/** A new product: no spec groups yet (one default option), no category chosen yet, no brand. */
export const NEW_GOODS: DefaultValues<GoodsFormValues> = {
  brand_id: null,
  name_zh: '',
  name_en: '',
  subtitle_zh: '',
  subtitle_en: '',
  content_zh: '',
  content_en: '',
  images: [],
  specs: [],
  skus: [{ uids: [], values: [], sell_price: '', market_price: '', stock: 0, code: '', image: '' }],
};
