import { z } from 'zod';
import { addressSaveBody, isChina, type Address, type AddressSaveBody } from '@shop/contract';
import { codeOfNames, type Region } from '@shop/commerce';

/** Mainland addresses pick their regions from the region data; any other is typed as free text. */
export const REGION_MODES = ['mainland', 'other'] as const;
export type RegionMode = (typeof REGION_MODES)[number];

export interface AddressFormValues {
  accept_name: string;
  mobile: string;
  email: string;
  mode: RegionMode;
  country: string;
  province: string;
  city: string;
  district: string;
  region_code: string;
  address: string;
  address2: string;
  zip: string;
  is_default: boolean;
}

/** How a mainland address names its country: as the region data (and the post) write it. */
export const MAINLAND_COUNTRY = '中国';

export const emptyAddressForm: AddressFormValues = {
  accept_name: '',
  mobile: '',
  email: '',
  mode: 'mainland',
  country: '',
  province: '',
  city: '',
  district: '',
  region_code: '',
  address: '',
  address2: '',
  zip: '',
  is_default: false,
};

/**
 * The form for a saved address. A Chinese address opens on the picker at its region code, or at
 * the code its names match in the region data (an address typed at checkout has none); one that
 * matches nothing stays free text, as it was typed.
 */
export function addressFormValues(address: Address, tree: Region[]): AddressFormValues {
  const { id: _id, ...fields } = address;
  const code = address.region_code || (isChina(address.country) ? codeOfNames(tree, address) : '');
  return { ...fields, region_code: code, mode: isChina(address.country) && code ? 'mainland' : 'other' };
}

/** The address/save body of the form, trimmed; a mainland address is in China, with its district code. */
export function addressBody(values: AddressFormValues, id?: number): AddressSaveBody {
  const mainland = values.mode === 'mainland';
  const body: AddressSaveBody = {
    accept_name: values.accept_name.trim(),
    mobile: values.mobile.trim(),
    email: values.email.trim(),
    country: mainland ? MAINLAND_COUNTRY : values.country.trim(),
    province: values.province.trim(),
    city: values.city.trim(),
    district: values.district.trim(),
    region_code: mainland ? values.region_code : '',
    address: values.address.trim(),
    address2: values.address2.trim(),
    zip: values.zip.trim(),
    is_default: values.is_default,
  };
  return id === undefined ? body : { ...body, id };
}

/**
 * The form's checks: address/save's own schema on the body the form sends, and on the mainland the
 * district picked as well (its code), a problem the picker shows.
 */
export const addressFormSchema = z.preprocess(
  (values) => ({ ...addressBody(values as AddressFormValues), mode: (values as AddressFormValues).mode }),
  addressSaveBody
    .safeExtend({ mode: z.enum(REGION_MODES) })
    .refine((checked) => checked.mode !== 'mainland' || Boolean(checked.region_code), { path: ['region_code'] }),
);
