import { http } from '@shop/shared';
import type { Address } from '../types';
import type { AddressDraft } from '../validation';

/** Saves a new address to the member's address box and answers it with its id. */
export async function saveAddress(draft: AddressDraft): Promise<Address> {
  const body: Record<string, string> = {};
  for (const [field, value] of Object.entries(draft)) {
    if (value.trim()) body[field] = value.trim();
  }
  const { data } = await http.post<Address>('address/save', body);
  return data;
}
