/** The invoice box's queries: the saved headers, and the pages of invoiced orders. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  headers: () => [...invoiceKeys.all, 'headers'] as const,
  orders: (page: number) => [...invoiceKeys.all, 'orders', { page }] as const,
};
