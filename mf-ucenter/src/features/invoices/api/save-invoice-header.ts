import { endpoints, type InvoiceHeader, type InvoiceHeaderSaveBody } from '@shop/contract';
import { http } from '@shop/shared';
import { useListChange } from '@/hooks/use-list-change';
import { invoiceKeys } from './invoice-keys';

/** Saves a new header, or one of the member's with `id`; a refusal is the form's to show. */
export async function saveInvoiceHeader(body: InvoiceHeaderSaveBody): Promise<InvoiceHeader> {
  const { data } = await http.call(endpoints.saveInvoiceHeader, body, { showsRefusal: true });
  return data;
}

export const useSaveInvoiceHeader = () => useListChange(invoiceKeys.headers(), saveInvoiceHeader, 'invoice.saved', true);
