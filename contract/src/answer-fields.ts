import { z } from 'zod';

/** Field schemas of the API's answers. */

/** Money as the storefront shows it: yuan with two decimals ("12.30"); the API counts in cents. */
export const yuan = z.string().regex(/^-?\d+\.\d{2}$/);
/** An instant in ISO 8601, UTC ("2025-06-01T08:00:00.000Z"). */
export const isoTime = z.iso.datetime();
export const recordId = z.number().int().min(1);
export const countValue = z.number().int().min(0);

/** One page of a server-paged list. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ list: z.array(item), page: z.number().int().min(1), size: z.number().int().min(1), total: countValue });

/** A list answered whole, under `list`. */
export const listOf = <Item extends z.ZodType>(item: Item) => z.object({ list: z.array(item) });

/** The shape of a paged list's answer, for clients that page through any of them alike. */
export type Paged<Item> = { list: Item[]; page: number; size: number; total: number };
