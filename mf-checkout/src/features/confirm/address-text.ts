/** How a saved address reads on the page, whichever language it was typed in. */

// A country is stored as typed; these are the ways China is written by the shop's own forms.
const CHINA_NAMES = new Set(['cn', 'china', "people's republic of china", '中国', '中华人民共和国']);

export const isChina = (country: string | null | undefined) => CHINA_NAMES.has((country ?? '').trim().toLowerCase());

/** China in the page's language (`translatedChina`), any other country as typed. */
export const countryText = (country: string, translatedChina: string) => (isChina(country) ? translatedChina : country);

/**
 * Province, city and the street lines, without empty parts, and with the city left out when it is
 * the province again (the municipalities: Beijing, Shanghai, Tianjin, Chongqing).
 */
export function addressText(address: { province: string; city: string; address: string; address2?: string | null }): string {
  const city = address.city.trim() === address.province.trim() ? '' : address.city;
  return [address.province, city, address.address, address.address2].filter(Boolean).join(' ');
}
