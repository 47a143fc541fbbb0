import { useQuery } from '@tanstack/react-query';
import type { InvoiceHeaderListAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { invoiceHeaderKeys } from './invoice-header-keys';

/** The member's saved invoice headers, the default first. */
export async function getInvoiceHeaders(): Promise<InvoiceHeaderListAnswer> {
  const { data } = await http.get<InvoiceHeaderListAnswer>('invoice/index');
  return data;
}

export function useInvoiceHeaders() {
  return useQuery({ queryKey: invoiceHeaderKeys.list(), queryFn: getInvoiceHeaders });
}
