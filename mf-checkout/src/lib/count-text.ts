import { uiLocale } from '@shop/shared';

/** A count (points, orders, units) as the page's language writes it: "1,200". */
export const countText = (count: number) => new Intl.NumberFormat(uiLocale()).format(count);
