import { z } from 'zod';
import { bodyIdField } from '../goods/schemas';
import { mobileField } from '../user/fields';

export const addressIndexQuery = z.object({});

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** The ways the shop's forms write China; a Chinese zip code is six digits. */
const CHINA_NAMES = new Set(['cn', 'china', "people's republic of china", '中国', '中华人民共和国']);

export const addressSaveBody = z
  .object({
    id: bodyIdField.optional(),
    accept_name: text(40),
    mobile: mobileField,
    email: z.union([z.literal(''), z.email().max(100)]).optional(),
    country: text(40),
    province: text(40),
    city: text(40),
    address: text(200),
    address2: optionalText(200),
    zip: z.union([z.literal(''), z.string().trim().regex(/^\d{3,10}$/)]).optional(),
    is_default: z.boolean().optional(),
  })
  .refine((input) => !input.zip || !CHINA_NAMES.has(input.country.toLowerCase()) || /^\d{6}$/.test(input.zip), { path: ['zip'] });
export type AddressInput = z.infer<typeof addressSaveBody>;

export const addressIdBody = z.object({ id: bodyIdField });
