import { applyBulk, combinations, deriveSkus, optionText, type SkuRow, type SpecRow } from './sku-matrix';

const value = (uid: string, en: string, zh = en) => ({ uid, value_zh: zh, value_en: en, image: '' });
const colour: SpecRow = { uid: 'c', name_zh: '颜色', name_en: 'Colour', values: [value('white', 'white', '白色'), value('blue', 'blue', '蓝色')] };
const size: SpecRow = { uid: 's', name_zh: '尺码', name_en: 'Size', values: ['S', 'M', 'L', 'XL'].map((text) => value(text, text)) };

/** A priced SKU of a combination, as the server answered it. */
const priced = (uids: string[], id: number, price: string, stock: number): SkuRow => ({ id, uids, values: [], sell_price: price, market_price: '299', stock, stock_seen: stock, code: `C${id}`, image: '' });

describe('the SKU matrix', () => {
  it('makes one SKU per combination, the first group varying slowest, blank to be priced', () => {
    expect(combinations([colour, size]).map((row) => row.uids.join('/'))).toEqual(['white/S', 'white/M', 'white/L', 'white/XL', 'blue/S', 'blue/M', 'blue/L', 'blue/XL']);
    const skus = deriveSkus([colour, size], []);
    expect(skus).toHaveLength(8);
    expect(skus[6]).toEqual({ uids: ['blue', 'L'], values: [1, 2], sell_price: '', market_price: '', stock: 0, code: '', image: '' });
    expect(deriveSkus([], [])).toEqual([{ uids: [], values: [], sell_price: '', market_price: '', stock: 0, code: '', image: '' }]);
    expect(optionText([colour, size], skus[6]!, 'en')).toBe('Colour: blue, Size: L');
    expect(optionText([colour, size], skus[6]!, 'zh')).toBe('颜色：蓝色；尺码：L');
  });

  it('keeps every other SKU’s id, price, stock and code when a value is added or removed', () => {
    const before = deriveSkus([colour, size], []).map((sku, index) => priced(sku.uids, 100 + index, `${100 + index}`, index));
    const withXxl = deriveSkus([colour, { ...size, values: [...size.values, value('XXL', 'XXL')] }], before);
    expect(withXxl).toHaveLength(10);
    const blueL = withXxl.find((sku) => sku.uids.join('/') === 'blue/L')!;
    expect(blueL).toMatchObject({ id: 106, sell_price: '106', stock: 6, stock_seen: 6, code: 'C106', values: [1, 2] });
    expect(withXxl.find((sku) => sku.uids.join('/') === 'blue/XXL')).toMatchObject({ sell_price: '', stock: 0 });
    expect(withXxl.find((sku) => sku.uids.join('/') === 'blue/XXL')!.id).toBeUndefined();

    const withoutS = deriveSkus([colour, { ...size, values: size.values.slice(1) }], before);
    expect(withoutS.map((sku) => sku.id)).toEqual([101, 102, 103, 105, 106, 107]);
    // The values' indexes follow the values left: L is now the second size.
    expect(withoutS.find((sku) => sku.id === 106)!.values).toEqual([1, 1]);
  });

  it('hands a product’s one SKU to the first combination of its first group, the others taking its prices only', () => {
    const single = [priced([], 9, '59.00', 7)];
    const derived = deriveSkus([colour], single);
    expect(derived[0]).toMatchObject({ id: 9, uids: ['white'], stock: 7, code: 'C9' });
    expect(derived[1]).toMatchObject({ uids: ['blue'], sell_price: '59.00', market_price: '299', stock: 0, code: '' });
    expect(derived[1]!.id).toBeUndefined();
    // A group removed: the first SKU holding the values left keeps its row.
    const back = deriveSkus([], derived);
    expect(back).toEqual([expect.objectContaining({ id: 9, uids: [], values: [] })]);
  });

  it('sets a price or a stock on every SKU, or on those a filter picks', () => {
    const skus = deriveSkus([colour, size], []);
    const all = applyBulk([colour, size], skus, {}, { sell_price: '199', market_price: '299' });
    expect(all.every((sku) => sku.sell_price === '199' && sku.market_price === '299' && sku.stock === 0)).toBe(true);
    const blue = applyBulk([colour, size], all, { c: 'blue' }, { stock: 20 });
    expect(blue.map((sku) => sku.stock)).toEqual([0, 0, 0, 0, 20, 20, 20, 20]);
    const blueXl = applyBulk([colour, size], blue, { c: 'blue', s: 'XL' }, { sell_price: '219' });
    expect(blueXl.filter((sku) => sku.sell_price === '219').map((sku) => sku.uids.join('/'))).toEqual(['blue/XL']);
  });
});
