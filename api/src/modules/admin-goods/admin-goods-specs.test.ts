import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GOODS_SKUS_MAX, SPEC_VALUES_MAX, type AdminGoodsDetail } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { goodsSkus } from '../../db/schema';
import { createMember, placeBuyOrder } from '../../testing/buying-fixtures';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';
import { testPng } from '../../testing/upload-fixtures';

const COLOURS = [
  { value_zh: '白色', value_en: 'white' },
  { value_zh: '蓝色', value_en: 'blue' },
];
const SIZES = ['S', 'M', 'L', 'XL'].map((size) => ({ value_zh: size, value_en: size }));

/** Every combination of the groups' value indexes, the first group varying slowest. */
const matrix = (sizes: number[]): number[][] => sizes.reduce<number[][]>((rows, size) => rows.flatMap((row) => Array.from({ length: size }, (_, at) => [...row, at])), [[]]);

describe('back-office goods with options', () => {
  let t: TestApp;
  let operator: string;
  const db = () => t.connection.db;

  beforeAll(async () => {
    t = await createTestApp();
    operator = await signInStaff(t.app, 'operator');
  });
  afterAll(() => t.close());

  const upload = async (variant: number) =>
    (
      await t.app.inject({ method: 'POST', url: '/homeapi/admin/upload/image', headers: { authorization: `Bearer ${operator}`, 'content-type': 'image/png' }, payload: testPng(variant) })
    ).json<{ data: { url: string } }>().data.url;

  const save = (body: Record<string, unknown>, lang = 'en-us') => call(t.app, 'POST', 'admin/goods/save', { token: operator, body, lang });

  /** A new linen shirt: Colour (white, blue, each with a swatch) × Size (S to XL), 8 SKUs priced by size. */
  async function linenShirtBody() {
    const [picture, white, blue] = [await upload(21), await upload(22), await upload(23)];
    return {
      category_id: 9,
      name_zh: '亚麻衬衫',
      name_en: 'Linen shirt',
      images: [picture],
      specs: [
        { name_zh: '颜色', name_en: 'Colour', values: [{ ...COLOURS[0]!, image: white }, { ...COLOURS[1]!, image: blue }] },
        { name_zh: '尺码', name_en: 'Size', values: SIZES },
      ],
      skus: matrix([2, 4]).map((values) => ({ values, sell_price: `${199 + values[1]! * 10}`, market_price: '299', stock: 10 + values[1]!, code: `LS-${values.join('-')}` })),
    };
  }

  async function createLinenShirt(): Promise<AdminGoodsDetail> {
    const created = await save(await linenShirtBody());
    expect([created.status, created.body.msg]).toEqual([200, 'Goods saved']);
    return created.body.data;
  }

  /** The save body of a product as read, with its specs and its SKUs' combinations. */
  function asRead(detail: AdminGoodsDetail) {
    const indexOf = (key: string, group: number) => {
      const spec = detail.specs[group]!;
      const valueId = Number(key.split(',').find((pair) => Number(pair.split(':')[0]) === spec.id)!.split(':')[1]);
      return spec.values.findIndex((value) => value.id === valueId);
    };
    return {
      id: detail.id,
      category_id: detail.category_id,
      name_zh: detail.name_zh,
      name_en: detail.name_en,
      images: detail.images,
      specs: detail.specs.map((spec) => ({ id: spec.id, name_zh: spec.name.zh, name_en: spec.name.en, values: spec.values.map((value) => ({ id: value.id, value_zh: value.value.zh, value_en: value.value.en, image: value.image })) })),
      skus: detail.skus.map((sku) => ({
        id: sku.id,
        values: detail.specs.map((_, group) => indexOf(sku.key, group)),
        sell_price: sku.sell_price,
        market_price: sku.market_price,
        stock: sku.stock,
        stock_seen: sku.stock,
        code: sku.code,
      })),
    };
  }

  it('creates a product with two spec groups, its 8 SKUs priced, coded and stocked, and the shop shows the swatches', async () => {
    const shirt = await createLinenShirt();
    expect(shirt.specs.map((spec) => [spec.name.en, spec.values.map((value) => value.value.en)])).toEqual([
      ['Colour', ['white', 'blue']],
      ['Size', ['S', 'M', 'L', 'XL']],
    ]);
    expect(shirt.specs[0]!.values.map((value) => value.image)).toEqual([expect.stringContaining('/'), expect.stringContaining('/')]);
    expect(shirt.skus).toHaveLength(8);
    const blueL = shirt.skus.find((sku) => sku.spec_text.en === 'Colour: blue, Size: L')!;
    expect(blueL).toMatchObject({ sell_price: '219.00', stock: 12, code: 'LS-1-2', spec_text: { zh: '颜色：蓝色；尺码：L' } });

    await call(t.app, 'POST', 'admin/goods/status', { token: operator, body: { ids: [shirt.id], status: 'on' } });
    const view = (await call(t.app, 'GET', 'goods/view', { query: { id: String(shirt.id) }, lang: 'zh-cn' })).body.data;
    expect(view.attr.map((group) => group.name)).toEqual(['颜色', '尺码']);
    expect(view.attr[0]!.list.map((value) => [value.value, Boolean(value.image)])).toEqual([
      ['白色', true],
      ['蓝色', true],
    ]);
    expect(view.attr[1]!.list.every((value) => value.image === undefined)).toBe(true);
    expect(view.skus.map((sku) => sku.key)).toContain(blueL.key);
    expect(view.sell_price).toBe('199.00');
  });

  it('refuses duplicate, empty and unknown specs, naming the field, in both languages', async () => {
    const body = await linenShirtBody();
    const twice = await save({ ...body, specs: [body.specs[0], { ...body.specs[1]!, name_en: 'colour' }] }, 'en-us');
    expect([twice.status, twice.body.data.field, twice.body.msg]).toEqual([400, 'specs.1.name_en', 'Two spec groups have this name']);
    const sameValue = await save({ ...body, specs: [body.specs[0], { ...body.specs[1]!, values: [...SIZES.slice(0, 3), { value_zh: 'm', value_en: 'Medium' }] }] }, 'zh-cn');
    expect([sameValue.status, sameValue.body.data.field, sameValue.body.msg]).toEqual([400, 'specs.1.values.3.value_zh', '该规格下已有相同的规格值']);
    const empty = await save({ ...body, specs: [{ ...body.specs[0]!, name_zh: ' ' }, body.specs[1]] }, 'en-us');
    expect([empty.status, empty.body.data.field]).toEqual([400, 'specs.0.name_zh']);
    const noValues = await save({ ...body, specs: [body.specs[0], { ...body.specs[1]!, values: [] }] }, 'en-us');
    expect([noValues.status, noValues.body.data.field, noValues.body.msg]).toEqual([400, 'specs.1.values', 'Give the spec group at least one value']);
    const badPrice = await save({ ...body, skus: body.skus.map((sku, index) => (index === 5 ? { ...sku, sell_price: 'cheap' } : sku)) }, 'en-us');
    expect([badPrice.status, badPrice.body.data.field]).toEqual([400, 'skus.5.sell_price']);

    const shirt = await createLinenShirt();
    const foreign = asRead(shirt);
    foreign.specs[0]!.values[0]!.id = (await createLinenShirt()).specs[0]!.values[0]!.id;
    const stranger = await save(foreign, 'en-us');
    expect([stranger.status, stranger.body.data.field, stranger.body.msg]).toEqual([400, 'specs.0.values.0.id', 'This spec group or value does not belong to the product']);
  });

  it('refuses a matrix over the cap and SKUs that are not the matrix exactly', async () => {
    const body = await linenShirtBody();
    const many = Array.from({ length: SPEC_VALUES_MAX }, (_, at) => ({ value_zh: `值${at}`, value_en: `v${at}` }));
    const huge = await save({ ...body, specs: [0, 1].map((group) => ({ name_zh: `组${group}`, name_en: `g${group}`, values: many })), skus: body.skus }, 'en-us');
    expect([huge.status, huge.body.data.field, huge.body.msg]).toEqual([400, 'specs', `The spec groups make more than ${GOODS_SKUS_MAX} SKUs`]);

    const missing = await save({ ...body, skus: body.skus.slice(1) }, 'zh-cn');
    expect([missing.status, missing.body.data.field, missing.body.msg]).toEqual([400, 'skus', 'SKU 须与规格值的全部组合一一对应']);
    const outside = await save({ ...body, skus: body.skus.map((sku, index) => (index === 2 ? { ...sku, values: [0, 4] } : sku)) }, 'en-us');
    expect([outside.status, outside.body.data.field]).toEqual([400, 'skus.2.values']);
    const twice = await save({ ...body, skus: body.skus.map((sku, index) => (index === 3 ? { ...sku, values: [0, 0] } : sku)) }, 'en-us');
    expect([twice.status, twice.body.data.field]).toEqual([400, 'skus.3.values']);
    const shortKey = await save({ ...body, skus: body.skus.map((sku, index) => (index === 0 ? { ...sku, values: [0] } : sku)) }, 'en-us');
    expect([shortKey.status, shortKey.body.data.field]).toEqual([400, 'skus.0.values']);
  });

  it('keeps the other SKUs’ id, price, stock and code when a value is added or removed', async () => {
    const shirt = await createLinenShirt();
    const before = new Map(shirt.skus.map((sku) => [sku.spec_text.en, sku]));
    const edit = asRead(shirt);
    // XXL joins the sizes: two new SKUs; S leaves them: its two SKUs (never ordered) are deleted.
    edit.specs[1]!.values = [...edit.specs[1]!.values.slice(1), { id: undefined as unknown as number, value_zh: 'XXL', value_en: 'XXL', image: '' }];
    const remap = (at: number) => at - 1;
    const kept = edit.skus.filter((sku) => sku.values[1] !== 0).map((sku) => ({ ...sku, values: [sku.values[0]!, remap(sku.values[1]!)] }));
    const added = [0, 1].map((colour) => ({ id: undefined, values: [colour, 3], sell_price: '259', market_price: '299', stock: 4, stock_seen: undefined, code: `LS-XXL-${colour}` }));
    const saved = await save({ ...edit, skus: [...kept, ...added] });
    expect(saved.status).toBe(200);
    const after = saved.body.data as AdminGoodsDetail;
    expect(after.skus).toHaveLength(8);
    expect(after.specs[1]!.values.map((value) => value.value.en)).toEqual(['M', 'L', 'XL', 'XXL']);
    for (const sku of after.skus.filter((row) => !row.spec_text.en.endsWith('XXL'))) {
      expect(sku).toMatchObject({ id: before.get(sku.spec_text.en)!.id, sell_price: before.get(sku.spec_text.en)!.sell_price, stock: before.get(sku.spec_text.en)!.stock, code: before.get(sku.spec_text.en)!.code });
    }
    expect(after.skus.filter((row) => row.spec_text.en.endsWith('XXL')).map((row) => [row.spec_text.en, row.sell_price, row.code])).toEqual([
      ['Colour: white, Size: XXL', '259.00', 'LS-XXL-0'],
      ['Colour: blue, Size: XXL', '259.00', 'LS-XXL-1'],
    ]);
    const small = [...before.values()].filter((sku) => sku.spec_text.en.endsWith('Size: S')).map((sku) => sku.id);
    expect(await db().select().from(goodsSkus).where(eq(goodsSkus.id, small[0]!))).toEqual([]);
  });

  it('takes a SKU that lost its value but has orders off shelf, kept and hidden, and deletes the one without', async () => {
    const shirt = await createLinenShirt();
    await call(t.app, 'POST', 'admin/goods/status', { token: operator, body: { ids: [shirt.id], status: 'on' } });
    const whiteS = shirt.skus.find((sku) => sku.spec_text.en === 'Colour: white, Size: S')!;
    const blueS = shirt.skus.find((sku) => sku.spec_text.en === 'Colour: blue, Size: S')!;
    const buyer = await createMember(db(), 'linen-buyer', 100_000);
    const orderId = await placeBuyOrder(t, buyer.token, { goods_id: shirt.id, sku_id: whiteS.id });

    const edit = asRead(shirt);
    edit.specs[1]!.values = edit.specs[1]!.values.slice(1);
    const saved = await save({ ...edit, skus: edit.skus.filter((sku) => sku.values[1] !== 0).map((sku) => ({ ...sku, values: [sku.values[0]!, sku.values[1]! - 1] })) });
    expect(saved.status).toBe(200);
    expect((saved.body.data as AdminGoodsDetail).skus.map((sku) => sku.id)).not.toContain(whiteS.id);

    const [retired] = await db().select().from(goodsSkus).where(eq(goodsSkus.id, whiteS.id));
    expect(retired).toMatchObject({ status: 'off', goodsId: shirt.id });
    expect(await db().select().from(goodsSkus).where(eq(goodsSkus.id, blueS.id))).toEqual([]);
    const view = (await call(t.app, 'GET', 'goods/view', { query: { id: String(shirt.id) } })).body.data;
    expect(view.skus.map((sku) => sku.id)).not.toContain(whiteS.id);
    expect(view.skus).toHaveLength(6);
    const order = await call(t.app, 'GET', 'order/detail', { token: buyer.token, query: { id: String(orderId) } });
    expect(order.status).toBe(200);
    const buyAgain = await call(t.app, 'POST', 'order/create', { token: buyer.token, body: { type: 'buy', delivery: 'pickup', store_id: 1, quantity: 1, goods_id: shirt.id, sku_id: whiteS.id } });
    expect(buyAgain.status).toBe(404);
    // Nor does it go into a cart.
    expect((await call(t.app, 'POST', 'cart/add', { token: buyer.token, body: { sku_id: whiteS.id, quantity: 1 } })).status).toBe(404);
  });

  it('refuses a stale stock per SKU with 409 naming it, and writes nothing', async () => {
    const shirt = await createLinenShirt();
    const edit = asRead(shirt);
    const sold = edit.skus[6]!;
    await db()
      .update(goodsSkus)
      .set({ stock: sold.stock - 2 })
      .where(eq(goodsSkus.id, sold.id));
    edit.skus[6] = { ...sold, stock: 50 };
    edit.skus[0] = { ...edit.skus[0]!, sell_price: '1.00' };
    const stale = await save(edit, 'en-us');
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ field: 'skus.6.stock', stock: sold.stock - 2, sku_id: sold.id });
    const [first] = await db().select().from(goodsSkus).where(eq(goodsSkus.id, edit.skus[0].id));
    expect(first!.sellPriceCents).toBe(19_900);
  });

  describe('hidden categories', () => {
    it('leaves a hidden category, its sub-categories and their goods out of the shop’s tree and category lists, not out of search', async () => {
      const tree = (await call(t.app, 'GET', 'admin/category/index', { token: operator })).body.data.list;
      const top = tree.find((node) => node.children.some((child) => child.goods > 0))!;
      const leaf = top.children.find((child) => child.goods > 0)!;
      const listed = async (categoryId: number) => (await call(t.app, 'GET', 'goods/index', { query: { category_id: String(categoryId), size: '50' } })).body.data.total;
      expect(await listed(leaf.id)).toBeGreaterThan(0);
      const [product] = (await call(t.app, 'GET', 'goods/index', { query: { category_id: String(leaf.id), size: '1' }, lang: 'en-us' })).body.data.list;

      const hidden = await call(t.app, 'POST', 'admin/category/save', { token: operator, body: { id: top.id, name_zh: top.name_zh, name_en: top.name_en, image: top.image, sort: top.sort, hidden: true } });
      expect(hidden.body.data).toMatchObject({ id: top.id, hidden: true });
      const shopTree = (await call(t.app, 'GET', 'category/index')).body.data;
      expect(shopTree.map((node) => node.id)).not.toContain(top.id);
      expect(await listed(leaf.id)).toBe(0);
      expect(await listed(top.id)).toBe(0);
      const found = (await call(t.app, 'GET', 'goods/index', { query: { keywords: product!.name, size: '50' }, lang: 'en-us' })).body.data.list;
      expect(found.map((row) => row.id)).toContain(product!.id);
      expect((await call(t.app, 'GET', 'goods/view', { query: { id: String(product!.id) } })).status).toBe(200);

      // An edit that does not name the flag keeps it; showing it again brings all back.
      await call(t.app, 'POST', 'admin/category/save', { token: operator, body: { id: top.id, name_zh: top.name_zh, name_en: top.name_en, image: top.image, sort: top.sort } });
      expect((await call(t.app, 'GET', 'admin/category/index', { token: operator })).body.data.list.find((node) => node.id === top.id)!.hidden).toBe(true);
      await call(t.app, 'POST', 'admin/category/save', { token: operator, body: { id: top.id, name_zh: top.name_zh, name_en: top.name_en, image: top.image, sort: top.sort, hidden: false } });
      expect((await call(t.app, 'GET', 'category/index')).body.data.map((node) => node.id)).toContain(top.id);
      expect(await listed(leaf.id)).toBeGreaterThan(0);
    });
  });
});
