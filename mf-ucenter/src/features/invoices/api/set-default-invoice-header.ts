import { endpoints, type InvoiceHeaderIdBody } from '@shop/contract';
import { http } from '@shop/shared';
import { useListChange } from '@/hooks/use-list-change';
import { invoiceKeys } from './invoice-keys';

export async function setDefaultInvoiceHeader(body: InvoiceHeaderIdBody): Promise<void> {
  await http.call(endpoints.setDefaultInvoiceHeader, body);
}

export const useSetDefaultInvoiceHeader = () => useListChange(invoiceKeys.headers(), setDefaultInvoiceHeader, 'invoice.defaultSet');
