import { centsToYuan } from '../../../lib/money';

/** Alipay's amounts are yuan strings with at most two decimals ("12.30"); the shop's are integer cents. */
export const yuanForAlipay = (cents: number) => centsToYuan(cents);

/** An Alipay amount as integer cents, read digit by digit (no floating point); null when it is not one. */
export function centsFromAlipay(amount: unknown): number | null {
  if (typeof amount !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(amount)) return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
