import type { AdminOrderListParams, AdminRefundListParams, PrintoutKind } from '@shop/contract';

/**
 * Query keys of the back office's orders and refunds. In lib because the two features change each
 * other's data (a refund decision moves its order). Under 'admin' so signing out drops them.
 */
export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (params: AdminOrderListParams) => [...adminOrderKeys.all, 'list', params] as const,
  detail: (id: number) => [...adminOrderKeys.all, 'detail', id] as const,
  print: (id: number, kind: PrintoutKind) => [...adminOrderKeys.all, 'print', id, kind] as const,
};

export const adminRefundKeys = {
  all: ['admin', 'refunds'] as const,
  list: (params: AdminRefundListParams) => [...adminRefundKeys.all, 'list', params] as const,
};
