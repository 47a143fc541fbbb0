import { isChina, type AddressSnapshot } from '@shop/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2025-03-02 10:00:05" in the member's time zone; the API sends ISO times. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * The address as one line, largest region first, as a parcel label reads: China in the page's
 * language (`translatedChina`), and the city left out when it is the province again (Beijing,
 * Shanghai, Tianjin, Chongqing).
 */
export function fullAddress(address: AddressSnapshot, translatedChina: string): string {
  const country = isChina(address.country) ? translatedChina : address.country;
  const city = address.city.trim() === address.province.trim() ? '' : address.city;
  return [country, address.province, city, address.address, address.address2, address.zip].filter((part) => part.trim()).join(' ');
}
