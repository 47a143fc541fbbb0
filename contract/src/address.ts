import { z } from 'zod';
import { listOf, recordId } from './answer-fields';
import { isChina, ZIP_PATTERN, zipProblem } from './field-patterns';
import { bodyIdField, mobileField, noInput } from './field-rules';

export const addressIndexQuery = noInput;

/** Addresses one member keeps; address/save refuses a new one beyond this (`address_limit`). */
export const ADDRESS_BOOK_MAX = 20;

/** A mainland district's code (GB/T 2260: two digits each for province, city and district). */
export const REGION_CODE_PATTERN = /^\d{6}$/;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * address/save: without `id` a new address, with it an update of one of the member's. A mainland
 * address picked from the region data carries its district and the district's `region_code`; any
 * other address gives its regions as free text and no code.
 */
export const addressSaveBody = z
  .object({
    id: bodyIdField.optional(),
    accept_name: text(40),
    mobile: mobileField,
    email: z.union([z.literal(''), z.email().max(100)]).optional(),
    country: text(40),
    province: text(40),
    city: text(40),
    district: optionalText(40),
    region_code: z.union([z.literal(''), z.string().trim().regex(REGION_CODE_PATTERN)]).optional(),
    address: text(200),
    address2: optionalText(200),
    zip: z.union([z.literal(''), z.string().trim().regex(ZIP_PATTERN)]).optional(),
    is_default: z.boolean().optional(),
  })
  .refine((input) => zipProblem(input.zip ?? '', input.country) === null, { path: ['zip'] })
  .refine((input) => !input.region_code || isChina(input.country), { path: ['region_code'] });
export type AddressSaveBody = z.infer<typeof addressSaveBody>;

export const addressIdBody = z.object({ id: bodyIdField });
export type AddressIdBody = z.infer<typeof addressIdBody>;

/**
 * An address as an order keeps it; optional parts are "" when not given. `district` is absent on
 * orders placed before districts were kept.
 */
export const addressSnapshot = z.object({
  accept_name: z.string(),
  mobile: z.string(),
  email: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string().optional(),
  address: z.string(),
  address2: z.string(),
  zip: z.string(),
});
export type AddressSnapshot = z.infer<typeof addressSnapshot>;

/** One of the member's saved addresses; `region_code` is "" for an address typed as free text. */
export const address = addressSnapshot.extend({ id: recordId, district: z.string(), region_code: z.string(), is_default: z.boolean() });
export type Address = z.infer<typeof address>;

/** address/index: the member's addresses, the default first, then the newest. */
export const addressListAnswer = listOf(address);
export type AddressListAnswer = z.infer<typeof addressListAnswer>;
