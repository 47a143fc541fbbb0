import type { AddressIdBody } from '@shop/contract';
import { http } from '@shop/shared';
import { useListChange } from '@/hooks/use-list-change';
import { addressKeys } from './address-keys';

export async function setDefaultAddress(body: AddressIdBody): Promise<void> {
  await http.post<null>('address/default', body);
}

export const useSetDefaultAddress = () => useListChange(addressKeys.list(), setDefaultAddress, 'address.defaultSet');
