import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, sharedQueryKeys } from '@shop/shared';
import type { Address, OrderPreview } from '@shop/contract';
import type { AddressDraft } from '../lib/address-draft';
import { confirmKeys } from './confirm-keys';

/** Saves a new address to the member's address box and answers it with its id; the form says a refusal, so the client toasts nothing. */
export async function saveAddress(draft: AddressDraft): Promise<Address> {
  const body: Record<string, string> = {};
  for (const [field, value] of Object.entries(draft)) {
    if (value.trim()) body[field] = value.trim();
  }
  const { data } = await http.post<Address>('address/save', body, { showsRefusal: true });
  return data;
}

/** The saved address joins the member's addresses in every cached preview, so its card shows at once, and the member centre's address book. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (address) => {
      queryClient.setQueriesData<OrderPreview>({ queryKey: confirmKeys.all }, (preview) =>
        preview && !preview.addresses.some((known) => known.id === address.id) ? { ...preview, addresses: [...preview.addresses, address] } : preview,
      );
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.addresses });
    },
  });
}
