import { describe, expect, it } from '@jest/globals';
import { addressSaveBody } from './address';

const home = { accept_name: 'Li Lei', mobile: '13800138000', country: '中国', province: '上海市', city: '上海市', address: '世纪大道100号' };

describe('addressSaveBody', () => {
  it('holds a Chinese address to a six-digit zip code', () => {
    expect(addressSaveBody.safeParse({ ...home, zip: '200120' }).success).toBe(true);
    const refused = addressSaveBody.safeParse({ ...home, zip: '2001' });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['zip']);
  });
  it('lets other countries use three to ten digits, and any address leave the zip code out', () => {
    expect(addressSaveBody.safeParse({ ...home, country: 'France', zip: '7500' }).success).toBe(true);
    expect(addressSaveBody.safeParse({ ...home, zip: '' }).success).toBe(true);
    expect(addressSaveBody.safeParse(home).success).toBe(true);
  });
});

describe('addressSaveBody regions', () => {
  it('keeps a district and the six-digit code of a mainland address picked from the region data', () => {
    const picked = { ...home, district: '浦东新区', region_code: '310115' };
    expect(addressSaveBody.parse(picked)).toMatchObject({ district: '浦东新区', region_code: '310115' });
    expect(addressSaveBody.safeParse({ ...picked, region_code: '31011' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['region_code']);
  });
  it('refuses a region code on an address outside China, whose regions are free text', () => {
    const abroad = { ...home, country: 'France', province: 'Île-de-France', city: 'Paris', district: '7e' };
    expect(addressSaveBody.safeParse(abroad).success).toBe(true);
    expect(addressSaveBody.safeParse({ ...abroad, region_code: '310115' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['region_code']);
  });
});
