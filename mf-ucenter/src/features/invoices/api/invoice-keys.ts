import { sharedQueryKeys } from '@shop/shared';

/** The invoice box's queries: the saved headers, and the pages of invoiced orders. */
export const invoiceKeys = {
  all: sharedQueryKeys.invoices,
  headers: () => sharedQueryKeys.invoiceHeaders,
  orders: (page: number) => [...invoiceKeys.all, 'orders', { page }] as const,
};
