import { useQuery } from '@tanstack/react-query';
import { endpoints, type InvoiceHeaderListAnswer } from '@shop/contract';
import { http, sharedQueryKeys } from '@shop/shared';

/** The member's saved invoice headers, the default first: the member centre's invoice box reads the same, under the same key. */
export async function getInvoiceHeaders(): Promise<InvoiceHeaderListAnswer> {
  const { data } = await http.call(endpoints.listInvoiceHeaders);
  return data;
}

export function useInvoiceHeaders() {
  return useQuery({ queryKey: sharedQueryKeys.invoiceHeaders, queryFn: getInvoiceHeaders });
}
