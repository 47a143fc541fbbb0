import { checkPriceRange, goodsApiParams, readGoodsFilters, writeGoodsFilters } from './goods-query';

const query = (text: string) => new URLSearchParams(text);

describe('readGoodsFilters', () => {
  it('reads every filter from the query', () => {
    expect(readGoodsFilters(query('category_id=5&keywords=tea&min_price=10&max_price=99.5&sort=price_desc&page=3'))).toEqual({
      category_id: 5,
      keywords: 'tea',
      min_price: '10',
      max_price: '99.5',
      sort: 'price_desc',
      page: 3,
    });
  });

  it('falls back to defaults for anything malformed', () => {
    expect(readGoodsFilters(query('category_id=abc&min_price=-1&max_price=1e3&sort=cheapest&page=0'))).toEqual({
      category_id: undefined,
      keywords: undefined,
      min_price: undefined,
      max_price: undefined,
      sort: 'default',
      page: 1,
    });
  });
});

describe('brand and attribute filters in the URL', () => {
  it('reads brands and attribute pairs, each once, dropping what is malformed', () => {
    const filters = readGoodsFilters(query('brand_id=3,1,x,3,0&attr=Colour%3ABlack%3BSize%3AEU+42%3Bnonsense%3BColour%3ABlack'));
    expect(filters.brand_id).toEqual([3, 1]);
    expect(filters.attr).toEqual(['Colour:Black', 'Size:EU 42']);
    expect(readGoodsFilters(query('brand_id=x&attr=%3A')).brand_id).toBeUndefined();
    expect(readGoodsFilters(query('attr=%3B')).attr).toBeUndefined();
  });

  it('writes them so that reading the URL again gives the same filters', () => {
    const written = writeGoodsFilters(query('q=tea'), { brand_id: [3, 1], attr: ['Colour:Black', '尺码:42码'] });
    expect(written.toString()).toBe('q=tea&brand_id=3%2C1&attr=Colour%3ABlack%3B%E5%B0%BA%E7%A0%81%3A42%E7%A0%81');
    expect(readGoodsFilters(written)).toMatchObject({ brand_id: [3, 1], attr: ['Colour:Black', '尺码:42码'], page: 1 });
  });

  it('leaves emptied choices out of the URL and goes back to page 1', () => {
    expect(writeGoodsFilters(query('brand_id=3&attr=Colour%3ABlack&page=3'), { brand_id: [], attr: undefined }).toString()).toBe('');
  });

  it('sends them to goods/index as the API takes them', () => {
    expect(goodsApiParams({ sort: 'default', page: 1, brand_id: [3, 1], attr: ['Colour:Black', 'Size:M'] })).toEqual({ brand_id: '3,1', attr: 'Colour:Black;Size:M', sort: 'default', page: 1, size: 20 });
  });
});

describe('writeGoodsFilters', () => {
  it('goes back to page 1 when a filter changes and keeps other parameters', () => {
    expect(writeGoodsFilters(query('q=tea&page=4&sort=sales'), { sort: 'price_asc' }).toString()).toBe('q=tea&sort=price_asc');
  });

  it('keeps the filters when only the page changes', () => {
    expect(writeGoodsFilters(query('category_id=5&sort=sales'), { page: 2 }).toString()).toBe('category_id=5&sort=sales&page=2');
  });

  it('leaves defaults and cleared filters out of the URL', () => {
    expect(writeGoodsFilters(query('category_id=5&min_price=1&sort=sales&page=2'), { category_id: undefined, min_price: undefined, sort: 'default' }).toString()).toBe('');
  });
});

describe('goodsApiParams', () => {
  it('sends the filters that are set, the sort, the page and the size', () => {
    expect(goodsApiParams({ category_id: 5, sort: 'sales', page: 2, min_price: '10' })).toEqual({ category_id: 5, min_price: '10', sort: 'sales', page: 2, size: 20 });
  });
});

describe('checkPriceRange', () => {
  it('accepts open and ordered ranges', () => {
    expect(checkPriceRange('', '')).toBeNull();
    expect(checkPriceRange('10', '')).toBeNull();
    expect(checkPriceRange('10', '10')).toBeNull();
    expect(checkPriceRange('9.99', '100')).toBeNull();
  });

  it('refuses a minimum above the maximum and malformed prices', () => {
    expect(checkPriceRange('100', '20')).toBe('reversed');
    expect(checkPriceRange('abc', '20')).toBe('format');
    expect(checkPriceRange('1.234', '')).toBe('format');
  });
});
