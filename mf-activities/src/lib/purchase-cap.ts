import type { ActivityState, MemberLimit } from '@shop/contract';

/** Why a member cannot buy now, or null when they can. */
export type PurchaseBlock = 'upcoming' | 'ended' | 'soldOut' | 'limitReached';

/**
 * The most units one order may take: what is left (of the chosen SKU, else of the activity), the
 * per-order cap and what the member may still buy under the per-member cap (0 and null mean none).
 */
export function purchaseCap(stock: number, limit: MemberLimit): number {
  const caps = [stock];
  if (limit.per_order > 0) caps.push(limit.per_order);
  if (limit.left !== null) caps.push(limit.left);
  return Math.max(0, Math.min(...caps));
}

/** What stops a purchase: the activity's state first, then stock, then the member's own cap. */
export function purchaseBlock(state: ActivityState, stock: number, limit: MemberLimit): PurchaseBlock | null {
  if (state !== 'selling') return state;
  if (stock <= 0) return 'soldOut';
  if (limit.left !== null && limit.left <= 0) return 'limitReached';
  return null;
}
