import { z } from 'zod';
import { countValue, isoTime, pageOf, recordId, yuan } from './answer-fields';
import { bodyIdField, pagingFields } from './field-rules';

export const favoriteIndexQuery = z.object({ ...pagingFields(20, 60) });
export type FavoriteIndexQuery = z.infer<typeof favoriteIndexQuery>;

/** Goods one favorite/delete may remove at once (a page of favourites holds at most 60). */
export const FAVORITE_DELETE_MAX = 100;

/** favorite/delete: the goods to remove from the member's favourites. */
export const favoriteDeleteBody = z.object({ goods_ids: z.array(bodyIdField).min(1).max(FAVORITE_DELETE_MAX) });
export type FavoriteDeleteBody = z.infer<typeof favoriteDeleteBody>;

/**
 * A product the member saved (a favourite or a footprint) as it is now. `on_sale` is false once it
 * left the shelf; `sku_id` is its only SKU when it has exactly one (it can go to the cart as it is),
 * null when a spec has to be chosen on its page; `stock` counts every SKU.
 */
export const savedGoods = z.object({
  goods_id: recordId,
  name: z.string(),
  image: z.string(),
  sell_price: yuan,
  market_price: yuan,
  on_sale: z.boolean(),
  stock: countValue,
  sku_id: recordId.nullable(),
});
export type SavedGoods = z.infer<typeof savedGoods>;

export const favoriteItem = savedGoods.extend({ favorited_at: isoTime });
export type FavoriteItem = z.infer<typeof favoriteItem>;

/** favorite/index: one page of the member's favourites, the latest first. */
export const favoriteListAnswer = pageOf(favoriteItem);
export type FavoriteListAnswer = z.infer<typeof favoriteListAnswer>;
