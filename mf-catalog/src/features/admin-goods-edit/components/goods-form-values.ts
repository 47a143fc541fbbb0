import type { AdminGoodsDetail, adminGoodsSaveBody } from '@shop/contract';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

/** What the goods form holds: the save call's input, as typed. */
export type GoodsFormValues = z.input<typeof adminGoodsSaveBody>;

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
