import { z } from 'zod';
import { countValue, recordId, yuan } from './answer-fields';
import { CART_INVALID_REASONS } from './enums';
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
});
export type CartRow = z.infer<typeof cartRow>;

/** Rows in the cart, and units and amount of the selected valid ones, as the server computed them. */
export const cartTotal = z.object({ count: countValue, selected_count: countValue, goods_amount: yuan });
export type CartTotal = z.infer<typeof cartTotal>;

/** cart/index, cart/change, cart/select and cart/delete: the whole cart. */
export const cartAnswer = z.object({ list: z.array(cartRow), total: cartTotal });
export type CartAnswer = z.infer<typeof cartAnswer>;
