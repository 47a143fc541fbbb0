import { areaList } from '@vant/area-data';
import type { DeliveryRegion } from '@shop/contract';

// The mainland region data the address book and the buy box pick from (the same package the front
// ends load), read here to check a district code and name it. Taiwan, Hong Kong and Macao are not in
// the mainland tree: their addresses carry no code.

const NOT_MAINLAND = new Set(['71', '81', '82']);

/** A mainland district by its six-digit code, with its province and city; null when the data has no such district. */
export function findDistrict(code: string): DeliveryRegion | null {
  if (NOT_MAINLAND.has(code.slice(0, 2))) return null;
  const district = areaList.county_list[code];
  const city = areaList.city_list[`${code.slice(0, 4)}00`];
  const province = areaList.province_list[`${code.slice(0, 2)}0000`];
  if (!district || !city || !province) return null;
  return { code, province, city, district };
}
