import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { auditLogs } from '../../db/schema';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';

describe('back-office categories', () => {
  let t: TestApp;
  let operator: string;

  beforeAll(async () => {
    t = await createTestApp();
    operator = await signInStaff(t.app, 'operator');
  });
  afterAll(() => t.close());

  const save = (body: Record<string, unknown>, lang = 'en-us') => call(t.app, 'POST', 'admin/category/save', { token: operator, body, lang });
  const remove = (id: number) => call(t.app, 'POST', 'admin/category/delete', { token: operator, body: { id }, lang: 'en-us' });
  const shopTree = async (lang: string) => (await call(t.app, 'GET', 'category/index', { lang })).body.data;

  it('answers the tree in both languages with the goods filed under each category', async () => {
    const { list } = (await call(t.app, 'GET', 'admin/category/index', { token: operator })).body.data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((top) => top.parent_id === null && top.children.every((child) => child.parent_id === top.id))).toBe(true);
    expect(list.flatMap((top) => top.children).some((child) => child.goods > 0)).toBe(true);
    expect(list[0]).toEqual(expect.objectContaining({ name_zh: expect.any(String), name_en: expect.any(String) }));
  });

  it('creates and edits categories, which the shop shows at once, each change audited', async () => {
    const top = await save({ name_zh: '园艺', name_en: 'Garden', sort: 0 });
    expect([top.status, top.body.msg]).toEqual([200, 'Category saved']);
    const child = (await save({ name_zh: '花盆', name_en: 'Pots', parent_id: top.body.data.id })).body.data;
    expect(child).toMatchObject({ parent_id: top.body.data.id, goods: 0 });
    const shopTop = (await shopTree('en-us')).find((node) => node.id === top.body.data.id);
    expect(shopTop).toMatchObject({ name: 'Garden', children: [{ id: child.id, name: 'Pots' }] });

    await save({ id: child.id, name_zh: '花盆', name_en: 'Planters', parent_id: top.body.data.id, sort: 3 });
    expect((await shopTree('en-us')).find((node) => node.id === top.body.data.id)!.children[0]!.name).toBe('Planters');
    const rows = await t.connection.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'category.save'), eq(auditLogs.targetId, String(child.id))));
    expect(rows.map((row) => [row.staffUsername, (row.before as { name_en?: string } | null)?.name_en ?? null, (row.after as { name_en: string }).name_en])).toEqual([
      ['operator', null, 'Pots'],
      ['operator', 'Pots', 'Planters'],
    ]);
  });

  it('keeps the tree at two levels', async () => {
    const top = (await save({ name_zh: '厨房', name_en: 'Kitchen' })).body.data;
    const child = (await save({ name_zh: '刀具', name_en: 'Knives', parent_id: top.id })).body.data;
    const grandchild = await save({ name_zh: '菜刀', name_en: 'Cleavers', parent_id: child.id });
    expect([grandchild.status, grandchild.body.data.field]).toEqual([400, 'parent_id']);
    const underItself = await save({ id: top.id, name_zh: '厨房', name_en: 'Kitchen', parent_id: top.id });
    expect(underItself.body.data.field).toBe('parent_id');
    const other = (await save({ name_zh: '杂物', name_en: 'Odds' })).body.data;
    const topWithChildren = await save({ id: top.id, name_zh: '厨房', name_en: 'Kitchen', parent_id: other.id });
    expect([topWithChildren.status, topWithChildren.body.msg]).toEqual([400, 'A parent must be another top category, and a category with sub-categories stays on top']);
  });

  it('refuses bad input naming the field, and unknown ids with 404', async () => {
    const blank = await save({ name_zh: '', name_en: 'Nameless' }, 'zh-cn');
    expect([blank.status, blank.body.data.field, blank.body.msg]).toEqual([400, 'name_zh', '中文名称不能为空']);
    const picture = await save({ name_zh: '图', name_en: 'Picture', image: 'https://elsewhere.example/x.png' });
    expect([picture.status, picture.body.data.field]).toEqual([400, 'image']);
    expect((await save({ id: 99999, name_zh: '无', name_en: 'None' })).status).toBe(404);
    expect((await remove(99999)).status).toBe(404);
  });

  it('deletes only an empty category: 409 naming the id while it has sub-categories or goods', async () => {
    const { list } = (await call(t.app, 'GET', 'admin/category/index', { token: operator })).body.data;
    const seededTop = list.find((top) => top.children.length > 0)!;
    const withChildren = await remove(seededTop.id);
    expect([withChildren.status, withChildren.body.data.field, withChildren.body.msg]).toEqual([409, 'id', 'This category still has sub-categories; delete or move them first']);
    const withGoods = seededTop.children.find((child) => child.goods > 0) ?? list.flatMap((top) => top.children).find((child) => child.goods > 0)!;
    const refused = await remove(withGoods.id);
    expect([refused.status, refused.body.data.field, refused.body.msg]).toEqual([409, 'id', 'This category still has goods; move them to another category first']);

    const empty = (await save({ name_zh: '临时', name_en: 'Temporary' })).body.data;
    const removed = await remove(empty.id);
    expect([removed.status, removed.body.msg]).toEqual([200, 'Category deleted']);
    expect((await shopTree('zh-cn')).some((node) => node.id === empty.id)).toBe(false);
    const [audit] = await t.connection.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'category.delete'), eq(auditLogs.targetId, String(empty.id))));
    expect(audit).toMatchObject({ before: { name_en: 'Temporary' }, after: null });
  });
});
