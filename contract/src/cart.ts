import { z } from 'zod';
import { countValue, recordId, yuan } from './answer-fields';
import { couponTerms } from './coupon';
import { CART_INVALID_REASONS, CART_PRICE_CHANGES, CART_STOCK_NOTICES } from './enums';
import { bodyIdField, noInput } from './field-rules';
import { MAX_CART_QUANTITY } from './limits';

export const cartCountQuery = noInput;
export const cartIndexQuery = noInput;

const quantityField = z.number().int().min(1).max(MAX_CART_QUANTITY);
const cartIdsField = z.array(bodyIdField).min(1).max(200);

export const cartAddBody = z.object({ sku_id: bodyIdField, quantity: quantityField });
export type CartAddBody = z.infer<typeof cartAddBody>;

export const cartChangeBody = z.object({ id: bodyIdField, quantity: quantityField });
export type CartChangeBody = z.infer<typeof cartChangeBody>;

export const cartSelectBody = z.object({ ids: z.union([z.literal('all'), cartIdsField]), selected: z.boolean() });
export type CartSelectBody = z.infer<typeof cartSelectBody>;

export const cartDeleteBody = z.object({ ids: cartIdsField });
export type CartDeleteBody = z.infer<typeof cartDeleteBody>;

/** cart/favorite: moves the rows' goods to the member's favourites and takes the rows out of the cart. */
export const cartFavoriteBody = z.object({ ids: cartIdsField });
export type CartFavoriteBody = z.infer<typeof cartFavoriteBody>;

/** cart/refresh: the shopper has seen what changed on these rows; their price and stock are remembered anew. */
export const cartRefreshBody = z.object({ ids: cartIdsField });
export type CartRefreshBody = z.infer<typeof cartRefreshBody>;

/** cart/count: the member's cart rows (0 for visitors), what the header badge shows. */
export const cartCount = countValue;
export type CartCount = z.infer<typeof cartCount>;

/** cart/add and order/again: the member's cart rows after the change. */
export const cartCountAnswer = z.object({ count: countValue });
export type CartCountAnswer = z.infer<typeof cartCountAnswer>;

/** A cart row with what its SKU is now: price, stock and whether it can still be bought. */
export const cartRow = z.object({
  id: recordId,
  goods_id: recordId,
  sku_id: recordId,
  name: z.string(),
  image: z.string(),
  sku_text: z.string(),
  sell_price: yuan,
  quantity: z.number().int().min(1),
  stock: countValue,
  selected: z.boolean(),
  invalid: z.boolean(),
  invalid_reason: z.enum(CART_INVALID_REASONS).nullable(),
  /** The unit price when the row was last added or changed; null on rows from before it was kept. */
  added_price: yuan.nullable(),
  /** How the price moved since then (`amount` per unit); null when it did not. */
  price_change: z.object({ direction: z.enum(CART_PRICE_CHANGES), amount: yuan }).nullable(),
  /** `low`: only `stock` left, fewer than when added or than the row wants; `sold_out`: none left. */
  stock_notice: z.enum(CART_STOCK_NOTICES).nullable(),
});
export type CartRow = z.infer<typeof cartRow>;

/** Rows in the cart, and units and amount of the selected valid ones, as the server computed them. */
export const cartTotal = z.object({ count: countValue, selected_count: countValue, goods_amount: yuan });
export type CartTotal = z.infer<typeof cartTotal>;

/** A coupon the member holds, with what it takes off the selected goods (`saving`). */
export const cartCouponHint = couponTerms.extend({ id: recordId, saving: yuan });
export type CartCouponHint = z.infer<typeof cartCouponHint>;

/**
 * What would help the shopper with the selected rows, from the shop's money rules: how much more
 * makes express delivery free (null when it already is or nothing is selected), the usable coupon
 * that saves most, and the nearest coupon that would save more once `missing` more is added.
 */
export const cartHints = z.object({
  free_shipping: z.object({ missing: yuan, threshold: yuan, freight: yuan }).nullable(),
  best_coupon: cartCouponHint.nullable(),
  next_coupon: cartCouponHint.extend({ missing: yuan }).nullable(),
});
export type CartHints = z.infer<typeof cartHints>;

/** cart/index, cart/change, cart/select, cart/delete, cart/favorite and cart/refresh: the whole cart. */
export const cartAnswer = z.object({ list: z.array(cartRow), total: cartTotal, hints: cartHints });
export type CartAnswer = z.infer<typeof cartAnswer>;
