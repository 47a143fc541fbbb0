import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InvoiceHeader, type InvoiceHeaderListAnswer, type InvoiceInput } from '@shop/contract';
import { http, sharedQueryKeys } from '@shop/shared';

/** Saves the invoice typed at checkout as a new header of the member's. */
export async function saveInvoiceHeader(invoice: InvoiceInput): Promise<InvoiceHeader> {
  const { data } = await http.call(endpoints.saveInvoiceHeader, invoice);
  return data;
}

/** The saved header joins the cached list at once (the server may have made it the default: it answers so). */
export function useSaveInvoiceHeader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoiceHeader,
    onSuccess: (header) => {
      queryClient.setQueryData<InvoiceHeaderListAnswer>(sharedQueryKeys.invoiceHeaders, (headers) => (headers ? { list: [...headers.list, header] } : { list: [header] }));
      return queryClient.invalidateQueries({ queryKey: sharedQueryKeys.invoiceHeaders });
    },
  });
}
