import { type AddressIdBody, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { useListChange } from '@/hooks/use-list-change';
import { addressKeys } from './address-keys';

/** Deletes one of the member's addresses; the server moves the default when it was the default. */
export async function deleteAddress(body: AddressIdBody): Promise<void> {
  await http.call(endpoints.deleteAddress, body);
}

export const useDeleteAddress = () => useListChange(addressKeys.list(), deleteAddress, 'address.deleted');
