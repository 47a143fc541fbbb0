import { useQuery } from '@tanstack/react-query';
import { type AddressListAnswer, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { addressKeys } from './address-keys';

/** The member's addresses, the default first. */
export async function getAddresses(): Promise<AddressListAnswer> {
  const { data } = await http.call(endpoints.listAddresses);
  return data;
}

export function useAddresses() {
  return useQuery({ queryKey: addressKeys.list(), queryFn: getAddresses });
}
