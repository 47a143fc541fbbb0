import { uiLocale } from '@shop/shared';

/** Points as the page's language writes numbers: "1,200". */
export const formatPoints = (points: number) => new Intl.NumberFormat(uiLocale()).format(points);
