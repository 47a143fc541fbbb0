import type { OrderAddress } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2025-03-02 10:00:05" in the member's time zone; the API sends ISO times. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** "29:05": minutes and seconds of a countdown. */
export function formatCountdown(seconds: number): string {
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

// A country is stored as typed; these are the ways China is written by the shop's own forms.
const CHINA_NAMES = new Set(['cn', 'china', "people's republic of china", '中国', '中华人民共和国']);

/**
 * The address as one line, largest region first, as a parcel label reads: China in the page's
 * language (`translatedChina`), and the city left out when it is the province again (Beijing,
 * Shanghai, Tianjin, Chongqing).
 */
export function fullAddress(address: OrderAddress, translatedChina: string): string {
  const country = CHINA_NAMES.has((address.country ?? '').trim().toLowerCase()) ? translatedChina : address.country;
  const city = (address.city ?? '').trim() === (address.province ?? '').trim() ? '' : address.city;
  return [country, address.province, city, address.address, address.address2, address.zip]
    .filter((part) => part && String(part).trim())
    .join(' ');
}

/** price × quantity in yuan, counted in cents so that 0.1 × 3 is 0.30. */
export function lineAmount(price: string, quantity: number): string {
  const cents = Math.round(Number.parseFloat(price) * 100) * quantity;
  return (Number.isFinite(cents) ? cents / 100 : 0).toFixed(2);
}
