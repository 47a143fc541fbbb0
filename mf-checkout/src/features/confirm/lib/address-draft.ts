import type { AddressSaveBody } from '@shop/contract';

/**
 * The new-address form's fields: the contract's address/save body but the id, the default flag and
 * the region code (only the address book's region picker gives one; here the regions are typed).
 */
export type AddressField = Exclude<keyof AddressSaveBody, 'id' | 'is_default' | 'region_code'>;
export type AddressDraft = Record<AddressField, string>;

export const emptyAddress: AddressDraft = { accept_name: '', mobile: '', email: '', country: '', province: '', city: '', district: '', address: '', address2: '', zip: '' };
