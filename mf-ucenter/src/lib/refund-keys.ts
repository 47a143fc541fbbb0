import type { RefundItemInput } from '@shop/contract';

/**
 * The member's after-sales queries. Every key starts with `refunds`, so that asking or cancelling
 * refreshes the list, the order's requests (shown on the order detail too) and what it can ask.
 */
export const refundKeys = {
  all: ['refunds'] as const,
  lists: () => [...refundKeys.all, 'list'] as const,
  list: (page: number) => [...refundKeys.lists(), { page }] as const,
  ofOrder: (orderId: number) => [...refundKeys.all, 'order', orderId] as const,
  refundable: (orderId: number) => [...refundKeys.all, 'refundable', orderId] as const,
  previews: () => [...refundKeys.all, 'preview'] as const,
  preview: (orderId: number, items: RefundItemInput[]) => [...refundKeys.previews(), orderId, items] as const,
};
