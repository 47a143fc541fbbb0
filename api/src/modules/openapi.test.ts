import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('GET /homeapi/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('describes every call from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/homeapi/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const paths = document.paths as Record<string, Record<string, any>>;
    for (const [path, methods] of Object.entries({
      '/homeapi/common/init': ['get', 'post'],
      '/homeapi/index/global': ['get', 'post'],
      '/homeapi/index/index': ['get', 'post'],
      '/homeapi/cart/count': ['get'],
      '/homeapi/user/center': ['get'],
      '/homeapi/user/register': ['post'],
      '/homeapi/user/login': ['post'],
      '/homeapi/user/logout': ['post'],
      '/homeapi/user/forget': ['post'],
      '/homeapi/user/bind': ['post'],
      '/homeapi/sms/send': ['post'],
      '/homeapi/purview/index': ['get'],
      '/homeapi/category/index': ['get'],
      '/homeapi/goods/index': ['get'],
      '/homeapi/goods/view': ['get'],
      '/homeapi/goods/comment': ['get'],
      '/homeapi/goods/favorite': ['post'],
      '/homeapi/search/index': ['get'],
      '/homeapi/search/suggest': ['get'],
      '/homeapi/search/history': ['get'],
      '/homeapi/search/history/clear': ['post'],
      '/homeapi/shop/index': ['get'],
      '/homeapi/cart/add': ['post'],
      '/homeapi/cart/index': ['get'],
      '/homeapi/cart/change': ['post'],
      '/homeapi/address/save': ['post'],
      '/homeapi/store/index': ['get'],
      '/homeapi/coupon/mine': ['get'],
      '/homeapi/order/confirm': ['post'],
      '/homeapi/order/create': ['post'],
      '/homeapi/order/list': ['get'],
      '/homeapi/payment/index': ['post'],
      '/homeapi/sandbox/notify': ['post'],
      '/homeapi/admin/order/ship': ['post'],
    })) {
      expect(Object.keys(paths[path] ?? {}).sort()).toEqual(methods);
    }
    const register = paths['/homeapi/user/register']!.post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(expect.arrayContaining(['mobile', 'code', 'password']));
    expect(register.properties.mobile.pattern).toBe('^1[3-9]\\d{9}$');
    const global = paths['/homeapi/index/global']!.get.parameters;
    expect(global).toContainEqual(expect.objectContaining({ name: 'temp_id', in: 'query', required: true }));
  });
});
