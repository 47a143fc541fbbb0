import { useQuery } from '@tanstack/react-query';
import { endpoints, type InvoiceHeaderListAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { invoiceKeys } from './invoice-keys';

/** The member's invoice headers, the default first. */
export async function getInvoiceHeaders(): Promise<InvoiceHeaderListAnswer> {
  const { data } = await http.call(endpoints.listInvoiceHeaders);
  return data;
}

export function useInvoiceHeaders() {
  return useQuery({ queryKey: invoiceKeys.headers(), queryFn: getInvoiceHeaders });
}
