import { z } from 'zod';
import { countValue, recordId } from './answer-fields';
import { idField } from './field-rules';
import { goodsFilterShape, goodsListAnswer, withPriceRange } from './goods';

/** The goods filters within one shop: the shop is `id`. */
export const shopQuery = withPriceRange(z.object(goodsFilterShape).omit({ shop_id: true }).extend({ id: idField }));
export type ShopQuery = z.infer<typeof shopQuery>;

export const shopProfile = z.object({
  id: recordId,
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  description: z.string(),
  /** Out of 5, one decimal. */
  rating: z.number().min(0).max(5),
  goods_count: countValue,
});
export type ShopProfile = z.infer<typeof shopProfile>;

/** shop/index: the shop and a page of its on-shelf goods. */
export const shopAnswer = z.object({ shop: shopProfile, goods: goodsListAnswer });
export type ShopAnswer = z.infer<typeof shopAnswer>;
