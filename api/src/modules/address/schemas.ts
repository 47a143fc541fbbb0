import { z } from 'zod';
import { bodyIdField } from '../goods/schemas';
import { mobileField } from '../user/fields';

export const addressIndexQuery = z.object({});

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const addressSaveBody = z.object({
  id: bodyIdField.optional(),
  accept_name: text(40),
  mobile: mobileField,
  email: z.union([z.literal(''), z.email().max(100)]).optional(),
  country: text(40),
  province: text(40),
  city: text(40),
  address: text(200),
  address2: optionalText(200),
  zip: z.union([z.literal(''), z.string().trim().regex(/^[A-Za-z0-9 -]{3,12}$/)]).optional(),
  is_default: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressSaveBody>;

export const addressIdBody = z.object({ id: bodyIdField });
