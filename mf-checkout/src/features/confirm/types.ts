import type { CheckoutBody } from '@shop/contract';

/** What the URL says is being bought. */
export type CheckoutSource = { type: 'cart'; cart_ids: number[] } | { type: 'buy'; sku_id: number; quantity: number };

/** The body of order/confirm and order/create: the contract's, with the goods as the URL gives them. */
export type ConfirmBody = CheckoutSource & Omit<CheckoutBody, 'type' | 'cart_ids' | 'sku_id' | 'quantity'>;
