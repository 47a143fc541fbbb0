import { type AddressIdBody, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { useListChange } from '@/hooks/use-list-change';
import { addressKeys } from './address-keys';

export async function setDefaultAddress(body: AddressIdBody): Promise<void> {
  await http.call(endpoints.setDefaultAddress, body);
}

export const useSetDefaultAddress = () => useListChange(addressKeys.list(), setDefaultAddress, 'address.defaultSet');
