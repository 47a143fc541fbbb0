import { endpoints, type InvoiceHeaderIdBody } from '@shop/contract';
import { http } from '@shop/shared';
import { useListChange } from '@/hooks/use-list-change';
import { invoiceKeys } from './invoice-keys';

/** Deletes one of the member's headers; the server moves the default when it was the default. */
export async function deleteInvoiceHeader(body: InvoiceHeaderIdBody): Promise<void> {
  await http.call(endpoints.deleteInvoiceHeader, body);
}

export const useDeleteInvoiceHeader = () => useListChange(invoiceKeys.headers(), deleteInvoiceHeader, 'invoice.deleted');
