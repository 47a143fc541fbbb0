import { isChina, type Address } from '@shop/contract';

/**
 * The address as one line, largest region first: China in the page's language (`translatedChina`),
 * and the city left out when it repeats the province (Beijing, Shanghai, Tianjin, Chongqing).
 */
export function addressLine(address: Address, translatedChina: string): string {
  const country = isChina(address.country) ? translatedChina : address.country;
  const city = address.city.trim() === address.province.trim() ? '' : address.city;
  return [country, address.province, city, address.district, address.address, address.address2].filter((part) => part.trim()).join(' ');
}
