/**
 * The member's saved invoice headers: the same key as the member centre's invoice box, so that a
 * header saved here is fresh there too (one query client serves every app).
 */
export const invoiceHeaderKeys = {
  list: () => ['invoices', 'headers'] as const,
};
