import { ORDER_STATUS, type OnlinePaymentMethod, type PaymentInfo, type PaymentMethodOption } from '@shop/contract';

const cents = (yuan: string | number) => Math.round(Number.parseFloat(String(yuan)) * 100);

/** An answer's time (ISO text, or a Unix time in seconds or milliseconds) in ms; NaN if unknown. */
export function parseTime(value: string | number): number {
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value;
  if (/^\d+$/.test(value)) return parseTime(Number(value));
  return Date.parse(value.includes('T') ? value : value.replace(' ', 'T'));
}

export const isPaidStatus = (status: number) => status !== ORDER_STATUS.unpaid && status !== ORDER_STATUS.cancelled;

/** Balance can pay when the server allows it and the balance covers the payable amount. */
export function balanceCovers(info: Pick<PaymentInfo, 'balance' | 'payable' | 'methods'>): boolean {
  const method = info.methods.find((m) => m.code === 'balance');
  return Boolean(method?.enabled) && cents(info.balance) >= cents(info.payable);
}

/** An online way to pay: any method but the wallet. */
export type OnlineOption = PaymentMethodOption & { code: OnlinePaymentMethod };

/** The online methods the shop offers for this order, in the server's order (none in a wallet-only shop). */
export function onlineMethods(info: Pick<PaymentInfo, 'methods'>): OnlineOption[] {
  return info.methods.filter((m): m is OnlineOption => m.code !== 'balance' && m.enabled);
}

/** What the wallet holds once it has paid the order, in yuan with two decimals. */
export function balanceAfter(info: Pick<PaymentInfo, 'balance' | 'payable'>): string {
  return ((cents(info.balance) - cents(info.payable)) / 100).toFixed(2);
}

/** How much the wallet lacks to pay the order, in yuan with two decimals ("0.00" when it covers it). */
export function balanceShortBy(info: Pick<PaymentInfo, 'balance' | 'payable'>): string {
  return (Math.max(0, cents(info.payable) - cents(info.balance)) / 100).toFixed(2);
}
