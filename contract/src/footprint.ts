import { z } from 'zod';
import { isoTime, pageOf } from './answer-fields';
import { savedGoods } from './favorite';
import { bodyIdField, pagingFields } from './field-rules';

/** footprint/index pages by day: `size` days per page. */
export const footprintIndexQuery = z.object({ ...pagingFields(7, 31) });
export type FootprintIndexQuery = z.infer<typeof footprintIndexQuery>;

/** footprint/delete: the goods whose footprint to remove. */
export const footprintDeleteBody = z.object({ goods_id: bodyIdField });
export type FootprintDeleteBody = z.infer<typeof footprintDeleteBody>;

/** A date as the shop's calendar reads it (China time), e.g. "2025-06-01". */
const calendarDate = z.iso.date();

export const footprintItem = savedGoods.extend({ visited_at: isoTime });
export type FootprintItem = z.infer<typeof footprintItem>;

/** The goods viewed on one day, the latest first; a product viewed again moves to its new day. */
export const footprintDay = z.object({ date: calendarDate, list: z.array(footprintItem) });
export type FootprintDay = z.infer<typeof footprintDay>;

/**
 * footprint/index: one page of days on which the member viewed goods, the latest first; `total`
 * counts the days. `today` is the shop's date now, to name today's and yesterday's footprints.
 */
export const footprintListAnswer = pageOf(footprintDay).extend({ today: calendarDate });
export type FootprintListAnswer = z.infer<typeof footprintListAnswer>;
