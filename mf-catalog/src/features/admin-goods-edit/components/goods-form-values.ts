import type { AdminGoodsDetail, AdminGoodsSaveBody } from '@shop/contract';
import type { DefaultValues } from 'react-hook-form';

/** What the goods form holds and saves: the save call's body (checked with its schema before it is sent). */
export type GoodsFormValues = AdminGoodsSaveBody;

/** The form of a product as read: saving it unchanged changes nothing, its stock checked against what was read. */
export const goodsFormValues = (goods: AdminGoodsDetail): GoodsFormValues => ({
  id: goods.id,
  category_id: goods.category_id,
  name_zh: goods.name_zh,
  name_en: goods.name_en,
  subtitle_zh: goods.subtitle_zh,
  subtitle_en: goods.subtitle_en,
  content_zh: goods.content_zh,
  content_en: goods.content_en,
  images: goods.images,
  skus: goods.skus.map((sku) => ({ id: sku.id, sell_price: sku.sell_price, market_price: sku.market_price, stock: sku.stock, stock_seen: sku.stock })),
});

/** A new product: one default option, no category chosen yet. */
export const NEW_GOODS: DefaultValues<GoodsFormValues> = {
  name_zh: '',
  name_en: '',
  subtitle_zh: '',
  subtitle_en: '',
  content_zh: '',
  content_en: '',
  images: [],
  skus: [{ sell_price: '', market_price: '', stock: 0 }],
};
