import { ORDER_CANCELLED, ORDER_PENDING, type PaymentInfo, type PaymentMethod } from './types';

const cents = (yuan: string | number) => Math.round(Number.parseFloat(String(yuan)) * 100);

/** An answer's time (ISO text, or a Unix time in seconds or milliseconds) in ms; NaN if unknown. */
export function parseTime(value: string | number): number {
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value;
  if (/^\d+$/.test(value)) return parseTime(Number(value));
  return Date.parse(value.includes('T') ? value : value.replace(' ', 'T'));
}

/** "mm:ss", or "h:mm:ss" from an hour up; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

export const isPaidStatus = (status: number) => status > ORDER_PENDING && status !== ORDER_CANCELLED;

/** Balance can pay when the server allows it and the balance covers the payable amount. */
export function balanceCovers(info: Pick<PaymentInfo, 'balance' | 'payable' | 'methods'>): boolean {
  const method = info.methods.find((m) => m.code === 'balance');
  return Boolean(method?.enabled) && cents(info.balance) >= cents(info.payable);
}

/** The online method the shop offers for this order (none in a wallet-only shop). */
export function onlineMethod(info: Pick<PaymentInfo, 'methods'>): PaymentMethod | undefined {
  return info.methods.find((m) => m.code !== 'balance' && m.enabled);
}

/** What the wallet holds once it has paid the order, in yuan with two decimals. */
export function balanceAfter(info: Pick<PaymentInfo, 'balance' | 'payable'>): string {
  return ((cents(info.balance) - cents(info.payable)) / 100).toFixed(2);
}
