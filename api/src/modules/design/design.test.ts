import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { HomeDesign, LayoutDesign } from '@shop/contract';
import { call, createTestApp, type CallOptions, type TestApp } from '../../testing/test-app';

const BLOCK_TYPES = ['blank', 'category', 'column', 'footer', 'goods', 'line', 'navigation', 'search', 'text', 'title', 'top'];
const TITLE_FIELDS = ['style', 'title', 'title_color', 'title_font_size', 'margin', 'background_color', 'title_line', 'is_more', 'moretitle', 'more_color', 'more_font_size', 'is_subtitle', 'subtitle', 'subtitle_color', 'subtitle_font_size'];

/**
 * The seeded designs as this test knows them. The contract leaves block values open (the operator
 * edits them in the back office), so the test states the shape the seed promises.
 */
type Link = { title: string; link: { path: string; params: { type: number } } };
type MenuItem = Link & { children: Link[] };
type Card = { id: number; name: string; image: string; sell_price: string };
type SeededLayout = {
  top: { type: string; value: { data: [{ tips: string; list: Link[] }, { list: Link[] }] } };
  search: { type: string; value: { text: string } };
  navigation: { type: string; value: { data: Link[] } };
  footer: { type: string; value: { data: Link[][]; links: Link[]; copyright: string } };
};
type BlockValue = {
  data: MenuItem[];
  banner: Array<{ image: string; link: Link['link'] }>;
  user: { tips: string; image: string; list: Array<Link & { image: string }> };
  style: number | string;
  list: Card[];
};
type Block = { type: string; value: BlockValue };

const seededLayout = (layout: LayoutDesign): SeededLayout => ({
  top: layout.top as SeededLayout['top'],
  search: layout.search as SeededLayout['search'],
  navigation: layout.navigation as SeededLayout['navigation'],
  footer: layout.footer as SeededLayout['footer'],
});
const seededBlocks = (home: HomeDesign) => home.list as Block[];

describe('index/global and index/index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['GET', 'POST'] as const)('answers the layout blocks over %s', async (method) => {
    const options = method === 'GET' ? { query: { temp_id: 'pc' } } : { body: { temp_id: 'pc' } };
    const result = await call(t.app, method, 'index/global', { ...options, lang: 'en-us' });
    expect(result.body.code).toBe(1);
    const { top, search, navigation, footer } = seededLayout(result.body.data);
    expect(top.type).toBe('top');
    expect(top.value).toMatchObject({ height_style: expect.any(Number), background_color: expect.any(String), border_color: expect.any(String), text_color: expect.any(String) });
    expect(top.value.data[0].tips).toBe('Welcome to Lumen Mall!');
    const external = [...top.value.data[0].list, ...top.value.data[1].list].filter((l) => l.link.params.type === 2);
    expect(external[0]!.link.path).toBe('https://example.com/');
    expect(search).toEqual({ type: 'search', value: { path: '/index', logo: '/homeapi/static/img/logo.svg', text: 'Search for goods' } });
    expect(navigation.value.data.length).toBeGreaterThanOrEqual(6);
    expect(navigation.value.data.length).toBeLessThanOrEqual(8);
    expect(footer.value.data.length).toBeLessThanOrEqual(5);
    for (const column of footer.value.data) expect(column.length).toBeLessThanOrEqual(15);
    expect(footer.value.links.length).toBeGreaterThan(0);
    expect(footer.value.copyright).toMatch(/^<p>.*<\/p>$/);
  });

  it('answers the layout in Chinese by default', async () => {
    const result = await call(t.app, 'GET', 'index/global', { query: { temp_id: 'pc' } });
    expect(seededLayout(result.body.data).search.value.text).toBe('搜索商品');
  });

  it('answers a home page using every block type with the fields the spec lists', async () => {
    const result = await call(t.app, 'POST', 'index/index', { body: { temp_id: 'pc' }, lang: 'en-us' });
    expect(result.body.code).toBe(1);
    const blocks = seededBlocks(result.body.data);
    expect(new Set(blocks.map((b) => b.type))).toEqual(new Set(BLOCK_TYPES));
    const of = (type: string) => blocks.filter((b) => b.type === type).map((b) => b.value);

    const category = of('category')[0]!;
    expect(category.data[0]).toMatchObject({ title: expect.any(String), link: { path: expect.any(String) }, children: expect.any(Array) });
    expect(category.banner[0]).toMatchObject({ image: expect.stringContaining('/homeapi/static/img/'), link: { path: expect.any(String) } });
    expect(category.user).toMatchObject({ tips: expect.any(String), image: expect.any(String) });
    expect(category.user.list[0]).toMatchObject({ image: expect.any(String), title: expect.any(String), link: { path: expect.any(String) } });

    expect(of('column').map((c) => c.style).sort()).toEqual([1, 2, 3]);
    for (const column of of('column')) {
      expect(column.list.length).toBe(column.style === 3 ? 4 : 3);
      expect(column.list[0]).toEqual({ id: expect.any(Number), name: expect.any(String), image: expect.any(String), sell_price: expect.stringMatching(/^\d+\.\d{2}$/) });
    }
    const goods = of('goods');
    expect(goods[0]).toMatchObject({ is_title: 1, is_price: 1 });
    expect(goods[0]!.list).toHaveLength(10);
    for (const item of goods.flatMap((g) => g.list)) expect(item.id).toBeGreaterThanOrEqual(1);

    expect(of('blank')[0]).toEqual({ height: expect.any(Number), background_color: expect.any(String) });
    expect(of('line').map((l) => l.style).sort()).toEqual(['dashed', 'dotted', 'solid']);
    expect(of('line')[0]).toEqual({ margin_vertical: expect.any(Number), margin_horizontal: expect.any(Number), style: expect.any(String), fill_color: expect.any(String) });
    expect(Object.keys(of('text')[0]!).sort()).toEqual(['background_color', 'content', 'marginLR', 'marginTB', 'radiusLB', 'radiusLT', 'radiusRB', 'radiusRT']);
    const titles = of('title');
    expect(titles.map((v) => v.style)).toEqual(expect.arrayContaining([1, 2]));
    for (const title of titles) for (const field of TITLE_FIELDS) expect(title).toHaveProperty(field);
  });

  it('answers the home page in Chinese', async () => {
    const result = await call(t.app, 'GET', 'index/index', { query: { temp_id: 'pc' } });
    const goods = seededBlocks(result.body.data).find((b) => b.type === 'goods');
    expect(goods?.value.list[0]?.name).toBe('流明 X1 智能手机 128GB');
  });

  it('features goods and categories that exist in the catalogue, with their names and prices', async () => {
    const blocks = seededBlocks((await call(t.app, 'GET', 'index/index', { query: { temp_id: 'pc' }, lang: 'en-us' })).body.data);
    const featured = blocks.filter((b) => b.type === 'goods' || b.type === 'column').flatMap((b) => b.value.list);
    for (const card of featured) {
      const view = await call(t.app, 'GET', 'goods/view', { query: { id: String(card.id) }, lang: 'en-us' });
      expect(view.body.data).toMatchObject({ name: card.name, image: card.image, sell_price: card.sell_price });
    }
    const tree = (await call(t.app, 'GET', 'category/index', { lang: 'en-us' })).body.data;
    const menu = blocks.find((b) => b.type === 'category')!.value.data;
    expect(menu.map((m) => m.title)).toEqual(tree.map((c) => c.name));
    expect(menu[0]!.link.path).toBe(`/goods/index?category_id=${tree[0]!.id}`);
    expect(menu[0]!.children.map((c) => c.link.path)).toEqual(tree[0]!.children.map((c) => `/goods/index?category_id=${c.id}`));
  });

  it.each([
    ['GET', 'index/global', { query: {} }, '模板不能为空'],
    ['GET', 'index/index', { query: { temp_id: 'mobile' } }, '模板格式不正确'],
    ['POST', 'index/index', { body: { temp_id: 7 } }, '模板格式不正确'],
    ['POST', 'index/global', { body: { temp_id: ['pc'] } }, '模板格式不正确'],
    ['POST', 'index/global', { rawBody: 'pc' }, '请求内容不是有效的 JSON'],
  ] as const)('refuses %s %s with bad input', async (method, url, options, message) => {
    const result = await call(t.app, method, url, options as CallOptions);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(402);
    expect(result.body.msg).toBe(message);
    expect(result.body.data.field).toBe(message.startsWith('请求') ? 'body' : 'temp_id');
  });
});
