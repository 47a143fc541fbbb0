import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { GoodsFacetsAnswer } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { goods } from '../../db/schema';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';

type Query = Record<string, string>;

const brandCount = (facets: GoodsFacetsAnswer, name: string) => facets.brands.find((brand) => brand.name === name)?.count;
const valueOf = (facets: GoodsFacetsAnswer, group: string, value: string) => facets.attrs.find((g) => g.name === group)?.values.find((v) => v.value === value);

describe('goods/facets and the brand and attribute filters of goods/index', () => {
  let t: TestApp;
  let sportShoes: string;
  beforeAll(async () => {
    t = await createTestApp();
    const tree = await call(t.app, 'GET', 'category/index', { lang: 'en-us' });
    sportShoes = String(tree.body.data.flatMap((top) => top.children).find((leaf) => leaf.name === 'Sports shoes')!.id);
  });
  afterAll(() => t.close());

  const facets = async (query: Query, lang = 'en-us') => {
    const result = await call(t.app, 'GET', 'goods/facets', { query, lang });
    expect(result.body.code).toBe(1);
    return result.body.data;
  };
  const total = async (query: Query) => (await call(t.app, 'GET', 'goods/index', { query: { ...query, size: '60' } })).body.data.total;
  const brandId = async (query: Query, name: string) => (await facets(query)).brands.find((brand) => brand.name === name)!.id;

  it('counts the brands and spec values of a category, each count the goods/index total of choosing it', async () => {
    const shoes = await facets({ category_id: sportShoes });
    expect(shoes.brands.map((brand) => brand.name).sort()).toEqual(['Stride', 'Vigor']);
    expect(shoes.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(await total({ category_id: sportShoes }));
    const size = shoes.attrs.find((group) => group.name === 'Size')!;
    expect(size.values.map((value) => value.value)).toEqual(['EU 38', 'EU 39', 'EU 40', 'EU 41', 'EU 42', 'EU 43', 'EU 44']);
    expect(size.values[0]).toEqual({ value: 'EU 38', token: 'Size:EU 38', count: expect.any(Number), selected: false });
    const stride = shoes.brands.find((brand) => brand.name === 'Stride')!;
    expect(await total({ category_id: sportShoes, brand_id: String(stride.id) })).toBe(stride.count);
    expect(await total({ category_id: sportShoes, attr: 'Size:EU 42' })).toBe(size.values[4]!.count);
    const zh = await facets({ category_id: sportShoes }, 'zh-cn');
    expect(zh.brands.map((brand) => brand.name).sort()).toEqual(['步履', '活力派'].sort());
    expect(zh.attrs.map((group) => group.name)).toContain('尺码');
  });

  it('counts with every filter but the group’s own (disjunctive), and the list narrows by each group', async () => {
    const all = await facets({});
    const stride = all.brands.find((brand) => brand.name === 'Stride')!;
    const vigor = all.brands.find((brand) => brand.name === 'Vigor')!;
    const chosen = await facets({ brand_id: `${stride.id}` });
    // The brand's own counts stay as they were: choosing Vigor too would add its goods.
    expect(chosen.brands).toEqual(all.brands.map((brand) => ({ ...brand, selected: brand.id === stride.id })));
    // Other groups now count Stride goods only.
    const black = valueOf(chosen, 'Colour', 'Black')!;
    expect(black.count).toBeLessThan(valueOf(all, 'Colour', 'Black')!.count);
    expect(await total({ brand_id: `${stride.id}`, attr: 'Colour:Black' })).toBe(black.count);
    // Two brands are alternatives; a colour narrows them.
    const both = await total({ brand_id: `${stride.id},${vigor.id}` });
    expect(both).toBe(stride.count + vigor.count);
    const withColour = await facets({ brand_id: `${stride.id},${vigor.id}`, attr: 'Colour:Black' });
    expect(brandCount(withColour, 'Stride')! + brandCount(withColour, 'Vigor')!).toBe(await total({ brand_id: `${stride.id},${vigor.id}`, attr: 'Colour:Black' }));
    expect(valueOf(withColour, 'Colour', 'Black')).toMatchObject({ selected: true, count: black.count + (await total({ brand_id: `${vigor.id}`, attr: 'Colour:Black' })) });
    // Values of one group are alternatives; another group narrows.
    const [blackOrCream, onlyBlack, onlyCream] = await Promise.all([total({ attr: 'Colour:Black;Colour:Cream' }), total({ attr: 'Colour:Black' }), total({ attr: 'Colour:Cream' })]);
    expect(blackOrCream).toBe(onlyBlack + onlyCream);
    expect(onlyCream).toBeGreaterThan(0);
    expect(await total({ attr: 'Colour:Black;Size:M' })).toBeLessThan(await total({ attr: 'Colour:Black' }));
  });

  it('follows the price, category, keyword and search filters', async () => {
    const all = await facets({ category_id: sportShoes });
    const cheap = await facets({ category_id: sportShoes, max_price: '400' });
    const cheapTotal = await total({ category_id: sportShoes, max_price: '400' });
    expect(cheapTotal).toBeLessThan(await total({ category_id: sportShoes }));
    expect(cheap.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(cheapTotal);
    const sizes = (answer: GoodsFacetsAnswer) => answer.attrs.find((group) => group.name === 'Size')?.values.reduce((sum, value) => sum + value.count, 0) ?? 0;
    expect(sizes(cheap)).toBeLessThan(sizes(all));
    const searched = await facets({ q: 'earphones' });
    expect(searched.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe((await call(t.app, 'GET', 'search/index', { query: { q: 'earphones', size: '60' } })).body.data.total);
    expect(searched.attrs.map((group) => group.name)).toEqual(['Colour']);
  });

  it('takes names and values in either language, so a shared link works in both', async () => {
    const english = await total({ category_id: sportShoes, attr: 'Size:EU 42' });
    expect(await total({ category_id: sportShoes, attr: '尺码:42码' })).toBe(english);
    const zh = await facets({ category_id: sportShoes, attr: 'Size:EU 42' }, 'zh-cn');
    expect(valueOf(zh, '尺码', '42码')).toMatchObject({ selected: true, token: '尺码:42码' });
  });

  it('keeps a chosen brand no goods carry at 0, so it can be unchosen', async () => {
    const lumen = await brandId({}, 'Lumen');
    const shoes = await facets({ category_id: sportShoes, brand_id: String(lumen) });
    expect(shoes.brands.find((brand) => brand.id === lumen)).toEqual({ id: lumen, name: 'Lumen', count: 0, selected: true });
    expect(await total({ category_id: sportShoes, brand_id: String(lumen) })).toBe(0);
  });

  it('names the shop on every card', async () => {
    const en = await call(t.app, 'GET', 'goods/index', { query: { category_id: sportShoes }, lang: 'en-us' });
    expect(en.body.data.list[0]).toMatchObject({ shop_id: 2, shop_name: 'Stride Sports' });
    const zh = await call(t.app, 'GET', 'search/index', { query: { q: '跑鞋' } });
    expect(zh.body.data.list[0]!.shop_name).toBe('步履运动专营店');
  });

  it.each([
    ['goods/index', { brand_id: 'abc' }, 'brand_id', 'Brands must be ids joined by commas, at most 20'],
    ['goods/index', { brand_id: '1,,2' }, 'brand_id', 'Brands must be ids joined by commas, at most 20'],
    ['goods/index', { brand_id: '0' }, 'brand_id', 'Brands must be ids joined by commas, at most 20'],
    ['goods/index', { brand_id: Array.from({ length: 21 }, (_, n) => n + 1).join(',') }, 'brand_id', 'Brands must be ids joined by commas, at most 20'],
    ['goods/index', { brand_id: '99999' }, 'brand_id', 'That brand is not in the shop'],
    ['goods/facets', { brand_id: '99999' }, 'brand_id', 'That brand is not in the shop'],
    ['goods/facets', { attr: 'Colour' }, 'attr', 'Attributes must be name:value pairs joined by semicolons, at most 20'],
    ['search/index', { q: 'shoes', attr: ':Black' }, 'attr', 'Attributes must be name:value pairs joined by semicolons, at most 20'],
    ['goods/facets', { min_price: '300', max_price: '100' }, 'max_price', 'The maximum price cannot be lower than the minimum price'],
  ])('refuses %s %j naming the field, in both languages', async (url, query, field, message) => {
    const en = await call(t.app, 'GET', url, { query, lang: 'en-us' });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 402, msg: message, data: { field } });
    const zh = await call(t.app, 'GET', url, { query });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('lets an operator create a brand and set it on a product, which the facets then count', async () => {
    const operator = await signInStaff(t.app, 'operator');
    const created = await call(t.app, 'POST', 'admin/brand/save', { token: operator, body: { name_zh: '远行', name_en: 'Farway', sort: 5 }, lang: 'en-us' });
    expect(created.body).toMatchObject({ code: 1, msg: 'Brand saved', data: { name_zh: '远行', name_en: 'Farway', sort: 5, goods: 0 } });
    const duplicate = await call(t.app, 'POST', 'admin/brand/save', { token: operator, body: { name_zh: '另一个', name_en: 'farway'.replace('f', 'F') }, lang: 'en-us' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ msg: 'Another brand has this name', data: { field: 'name_en' } });
    const detail = (await call(t.app, 'GET', 'admin/goods/detail', { token: operator, query: { id: '5' } })).body.data;
    const body = {
      id: detail.id,
      category_id: detail.category_id,
      brand_id: created.body.data.id,
      name_zh: detail.name_zh,
      name_en: detail.name_en,
      images: detail.images,
      skus: detail.skus.map((sku) => ({ id: sku.id, sell_price: sku.sell_price, market_price: sku.market_price, stock: sku.stock, stock_seen: sku.stock })),
    };
    const unknown = await call(t.app, 'POST', 'admin/goods/save', { token: operator, body: { ...body, brand_id: 99999 }, lang: 'en-us' });
    expect(unknown.body).toMatchObject({ code: 402, msg: 'This brand does not exist', data: { field: 'brand_id' } });
    expect((await call(t.app, 'POST', 'admin/goods/save', { token: operator, body })).body.code).toBe(1);
    expect((await call(t.app, 'GET', 'admin/goods/detail', { token: operator, query: { id: '5' } })).body.data.brand_id).toBe(created.body.data.id);
    const shoes = await facets({ category_id: sportShoes });
    expect(shoes.brands.find((brand) => brand.name === 'Farway')).toMatchObject({ id: created.body.data.id, count: 1 });
    const listed = await call(t.app, 'GET', 'admin/brand/index', { token: operator });
    expect(listed.body.data.list.find((brand) => brand.id === created.body.data.id)).toMatchObject({ goods: 1 });
    // A save without brand_id keeps it; null takes it off.
    const { brand_id: _kept, ...withoutBrand } = body;
    await call(t.app, 'POST', 'admin/goods/save', { token: operator, body: withoutBrand });
    const [kept] = await t.connection.db.select({ brandId: goods.brandId }).from(goods).where(eq(goods.id, 5));
    expect(kept!.brandId).toBe(created.body.data.id);
    await call(t.app, 'POST', 'admin/goods/save', { token: operator, body: { ...body, brand_id: null } });
    const [none] = await t.connection.db.select({ brandId: goods.brandId }).from(goods).where(eq(goods.id, 5));
    expect(none!.brandId).toBeNull();
    // The product gets its seeded brand back: the other tests (in any order) count it.
    await call(t.app, 'POST', 'admin/goods/save', { token: operator, body: { ...body, brand_id: detail.brand_id } });
    expect((await facets({ category_id: sportShoes })).brands.map((brand) => brand.name).sort()).toEqual(['Stride', 'Vigor']);
  });

  it('refuses the brand calls without the permission', async () => {
    const designer = await signInStaff(t.app, 'designer');
    expect((await call(t.app, 'GET', 'admin/brand/index', { token: designer })).body.code).toBe(1);
    const refused = await call(t.app, 'POST', 'admin/brand/save', { token: designer, body: { name_zh: '某', name_en: 'Some' } });
    expect(refused.status).toBe(403);
  });
});
