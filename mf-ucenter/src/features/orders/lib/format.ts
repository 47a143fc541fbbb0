import { isChina, type AddressSnapshot } from '@shop/contract';

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
