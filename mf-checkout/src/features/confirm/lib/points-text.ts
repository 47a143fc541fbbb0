import { uiLocale } from '@shop/shared';

/** A number of points as the page's language writes it: "1,200". */
export const pointsText = (points: number) => new Intl.NumberFormat(uiLocale()).format(points);
