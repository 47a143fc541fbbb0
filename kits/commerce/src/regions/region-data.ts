/** A province, city or district of mainland China with its GB/T 2260 code. */
export interface Region {
  code: string;
  name: string;
  children: Region[];
}

/** Province codes outside mainland China (Taiwan, Hong Kong, Macao): their addresses are typed as free text. */
const NOT_MAINLAND = new Set(['71', '81', '82']);

type AreaList = { province_list: Record<string, string>; city_list: Record<string, string>; county_list: Record<string, string> };

/** The province → city → district tree of a region table keyed by six-digit codes. */
export function regionTree({ province_list, city_list, county_list }: AreaList): Region[] {
  const provinces = new Map<string, Region>();
  const cities = new Map<string, Region>();
  for (const [code, name] of Object.entries(province_list)) {
    if (!NOT_MAINLAND.has(code.slice(0, 2))) provinces.set(code.slice(0, 2), { code, name, children: [] });
  }
  for (const [code, name] of Object.entries(city_list)) {
    const city = { code, name, children: [] };
    provinces.get(code.slice(0, 2))?.children.push(city);
    cities.set(code.slice(0, 4), city);
  }
  for (const [code, name] of Object.entries(county_list)) {
    cities.get(code.slice(0, 4))?.children.push({ code, name, children: [] });
  }
  return [...provinces.values()];
}

/**
 * The region data (about 160 kB, the `@vant/area-data` package) is fetched only when the address
 * form first needs it, in a chunk of its own.
 */
export async function loadRegions(): Promise<Region[]> {
  const { areaList } = await import(/* webpackChunkName: "region-data" */ '@vant/area-data');
  return regionTree(areaList);
}

/** The province, city and district of a district code; empty when the code is unknown. */
export function regionPath(tree: Region[], code: string): Region[] {
  const province = tree.find((region) => region.code.slice(0, 2) === code.slice(0, 2));
  const city = province?.children.find((region) => region.code.slice(0, 4) === code.slice(0, 4));
  const district = city?.children.find((region) => region.code === code);
  return province && city && district ? [province, city, district] : [];
}

/** The district code of an address whose region names match the data (one typed before it had a code), or "". */
export function codeOfNames(tree: Region[], names: { province: string; city: string; district: string }): string {
  const province = tree.find((region) => region.name === names.province.trim());
  const city = province?.children.find((region) => region.name === names.city.trim());
  return city?.children.find((region) => region.name === names.district.trim())?.code ?? '';
}
