import { codeOfNames, loadRegions, regionPath } from './region-data';

describe('region data', () => {
  it('holds mainland provinces only, each city under its province and each district under its city', async () => {
    const tree = await loadRegions();
    expect(tree).toHaveLength(31);
    expect(tree.map((province) => province.name)).not.toEqual(expect.arrayContaining(['台湾省', '香港特别行政区', '澳门特别行政区']));
    expect(regionPath(tree, '330106').map((region) => region.name)).toEqual(['浙江省', '杭州市', '西湖区']);
    expect(regionPath(tree, '310115').map((region) => region.code)).toEqual(['310000', '310100', '310115']);
    expect(regionPath(tree, '999999')).toEqual([]);
  });

  it('finds the code of an address by its region names, or none when they do not match', async () => {
    const tree = await loadRegions();
    expect(codeOfNames(tree, { province: '浙江省', city: '杭州市', district: ' 西湖区 ' })).toBe('330106');
    expect(codeOfNames(tree, { province: 'Zhejiang', city: 'Hangzhou', district: 'Xihu' })).toBe('');
  });
});
