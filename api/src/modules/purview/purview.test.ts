import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, signIn, signInStaff, type TestApp } from '../../testing/test-app';

describe('purview/index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the administrator the whole back office', async () => {
    const token = await signInStaff(t.app, 'admin');
    const result = await call(t.app, 'GET', 'purview/index', { token, lang: 'en-us' });
    expect(result.body.code).toBe(1);
    const { sidebar, auth, routes, status, user } = result.body.data;
    expect([status, auth, user.username, user.role.name]).toEqual([1, ['*'], 'admin', 'Administrator']);
    expect(sidebar[0]).toEqual({ title: 'Dashboard', path: '/admin/dashboard', icon: 'dashboard', children: [] });
    expect(routes).toContainEqual({
      path: '/admin/order/detail',
      name: 'admin-order-detail',
      remote: 'checkout',
      module: './admin-order-detail-page',
      title: { 'zh-cn': '订单详情', 'en-us': 'Order detail' },
      permission: 'order.view',
      parent: '/admin/order/index',
    });
    // Detail pages are routes, not sidebar entries.
    const orderGroup = sidebar.find((entry: { path: string }) => entry.path === '/admin/order');
    expect(orderGroup!.children.map((entry: { path: string }) => entry.path)).toEqual(['/admin/order/index', '/admin/order/refund']);
  });

  it('gives the warehouse only its pages and permissions', async () => {
    const token = await signInStaff(t.app, 'warehouse');
    const { sidebar, auth, routes } = (await call(t.app, 'GET', 'purview/index', { token, lang: 'zh-cn' })).body.data;
    expect(auth).toEqual(['dashboard.view', 'order.view', 'order.ship', 'order.pickup', 'goods.view']);
    expect(routes.map((route: { path: string }) => route.path)).toEqual(['/admin/dashboard', '/admin/order/index', '/admin/order/detail', '/admin/goods/index', '/admin/goods/edit']);
    expect(sidebar.map((entry: { title: string }) => entry.title)).toEqual(['概况', '订单', '商品']);
  });

  it('gives customer service the chat desk, rendered by the service remote inside the frame', async () => {
    const token = await signInStaff(t.app, 'service');
    const { sidebar, auth, routes } = (await call(t.app, 'GET', 'purview/index', { token, lang: 'en-us' })).body.data;
    expect(auth).toContain('chat.answer');
    expect(routes.find((route: { path: string }) => route.path === '/admin/service/desk')).toMatchObject({
      remote: 'service',
      module: './admin-service-desk-page',
      title: { 'zh-cn': '客服工作台', 'en-us': 'Chat desk' },
      permission: 'chat.answer',
    });
    expect(sidebar.map((entry: { title: string }) => entry.title)).toContain('Chat desk');
  });

  it('refuses a member’s token, visitors and revoked tokens with 401', async () => {
    const member = await signIn(t.app, 'demo', 'demo1234');
    expect((await call(t.app, 'GET', 'purview/index', { token: member })).status).toBe(401);
    expect((await call(t.app, 'GET', 'purview/index')).status).toBe(401);
    const token = await signInStaff(t.app, 'operator');
    await call(t.app, 'POST', 'admin/logout', { token });
    const revoked = await call(t.app, 'GET', 'purview/index', { token, lang: 'en-us' });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ code: 401, msg: 'Please sign in first', data: null });
  });

  it('does not sign a member in at the back office, nor a back-office user at the shop', async () => {
    const asStaff = await call(t.app, 'POST', 'admin/login', { body: { username: 'demo', password: 'demo1234' }, lang: 'en-us' });
    expect([asStaff.status, asStaff.body.msg]).toEqual([400, 'Account or password incorrect']);
    const asMember = await call(t.app, 'POST', 'user/login', { body: { type: 'password', account: 'warehouse', password: 'warehouse1234' } });
    expect(asMember.status).toBe(400);
  });
});
