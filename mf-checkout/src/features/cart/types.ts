export type InvalidReason = 'off_shelf' | 'sold_out';

export interface CartRow {
  id: number;
  goods_id: number;
  sku_id: number;
  name: string;
  image: string;
  sku_text: string;
  sell_price: string;
  quantity: number;
  stock: number;
  selected: boolean;
  invalid: boolean;
  invalid_reason: InvalidReason | null;
}

/** Counts and amount of the selected valid rows, as the server computed them. */
export interface CartTotal {
  count: number;
  selected_count: number;
  goods_amount: string;
}

/** What cart/index, cart/change, cart/select and cart/delete all answer. */
export interface Cart {
  list: CartRow[];
  total: CartTotal;
}
