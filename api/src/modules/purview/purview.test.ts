import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, signIn, type TestApp } from '../../testing/test-app';

describe('purview/index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the admin the whole back office', async () => {
    const token = await signIn(t.app, 'admin', 'admin1234');
    const result = await call(t.app, 'GET', 'purview/index', { token, lang: 'en-us' });
    expect(result.body.code).toBe(1);
    const { sidebar, auth, routes, status } = result.body.data;
    expect(status).toBe(1);
    expect(auth).toEqual(['*']);
    expect(sidebar[0]).toEqual({ title: 'Dashboard', path: '/admin/dashboard', icon: 'dashboard', children: [] });
    expect(sidebar.find((entry) => entry.children.length > 0)!.children[0]).toMatchObject({ title: expect.any(String), path: expect.stringMatching(/^\/admin\//) });
    expect(routes).toContainEqual({ path: '/admin/goods/index', name: 'admin-goods-index', component: 'admin/goods/index' });
  });

  it('gives a plain member nothing', async () => {
    const token = await signIn(t.app, 'demo', 'demo1234');
    const result = await call(t.app, 'GET', 'purview/index', { token });
    expect(result.body).toMatchObject({ code: 1, data: { sidebar: [], auth: [], routes: [], status: 0 } });
  });

  it('answers 401 to visitors and revoked tokens', async () => {
    expect((await call(t.app, 'GET', 'purview/index')).status).toBe(401);
    const token = await signIn(t.app, 'admin', 'admin1234');
    await call(t.app, 'POST', 'user/logout', { token });
    const revoked = await call(t.app, 'GET', 'purview/index', { token, lang: 'en-us' });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ code: 401, msg: 'Please sign in first', data: null });
  });
});
