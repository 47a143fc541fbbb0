import { type Address, type AddressSaveBody, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { useListChange } from '@/hooks/use-list-change';
import { addressKeys } from './address-keys';

/** Saves a new address, or one of the member's with `id`; a refusal is the form's to show. */
export async function saveAddress(body: AddressSaveBody): Promise<Address> {
  const { data } = await http.call(endpoints.saveAddress, body, { showsRefusal: true });
  return data;
}

export const useSaveAddress = () => useListChange(addressKeys.list(), saveAddress, 'address.saved', true);
