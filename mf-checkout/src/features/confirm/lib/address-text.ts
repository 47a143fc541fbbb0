/**
 * How a saved address reads on the page: province, city, district and the street lines, without
 * empty parts, and with the city left out when it is the province again (the municipalities:
 * Beijing, Shanghai, Tianjin, Chongqing).
 */
export function addressText(address: { province: string; city: string; district?: string; address: string; address2?: string | null }): string {
  const city = address.city.trim() === address.province.trim() ? '' : address.city;
  return [address.province, city, address.district, address.address, address.address2].filter(Boolean).join(' ');
}
