import { uiLocale } from '@shop/shared';

/** "¥28,264,686.55", "-¥35.00": an amount in cents as the dashboard writes it, grouped as the page's language groups digits. */
export function yuanText(cents: number): string {
  const amount = new Intl.NumberFormat(uiLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(cents) / 100);
  return cents < 0 ? `-¥${amount}` : `¥${amount}`;
}
