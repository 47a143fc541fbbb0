import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, sharedQueryKeys } from '@shop/shared';
import { type Address, type AddressSaveBody, endpoints, type OrderPreview } from '@shop/contract';
import type { AddressDraft, AddressField } from '../lib/address-draft';
import { confirmKeys } from './confirm-keys';

/** Saves a new address to the member's address box and answers it with its id; the form says a refusal, so the client toasts nothing. */
export async function saveAddress(draft: AddressDraft): Promise<Address> {
  const body: Partial<AddressDraft> = {};
  for (const [field, value] of Object.entries(draft) as Array<[AddressField, string]>) {
    if (value.trim()) body[field] = value.trim();
  }
  // A field left empty is left out, so that the server names it (field_required) for the form to show.
  const { data } = await http.call(endpoints.saveAddress, body as AddressSaveBody, { showsRefusal: true });
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
