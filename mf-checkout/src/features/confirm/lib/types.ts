import type { ActivityType, CheckoutBody } from '@shop/contract';

/** An activity purchase: one SKU of an activity, with the group to join or the bargain to buy where the type has one. */
export type ActivitySource = { type: ActivityType; activity_id: number; sku_id: number; quantity: number; group_id?: number; bargain_id?: number };

/** What the URL says is being bought. */
export type CheckoutSource = { type: 'cart'; cart_ids: number[] } | { type: 'buy'; sku_id: number; quantity: number } | ActivitySource;

/** The body of order/confirm and order/create: the contract's, with the goods as the URL gives them. */
export type ConfirmBody = CheckoutSource & Omit<CheckoutBody, 'type' | 'cart_ids' | 'sku_id' | 'quantity' | 'activity_id' | 'group_id' | 'bargain_id'>;
