import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Envelope } from '@shop/contract';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('common/init', () => {
  it.each(['GET', 'POST'] as const)('answers the English settings over %s', async (method) => {
    const result = await call(t.app, method, 'common/init', { lang: 'en-us' });
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(1);
    expect(result.body.data).toMatchObject({
      title: 'Lumen Mall',
      ctitle: 'Quality goods, delivered',
      is_wechat: 0,
      mobile_url: '/h5/',
      version: '3.3.2',
      lang: {
        current: { code: 'en-us', name: 'English' },
        list: [
          { code: 'zh-cn', name: '简体中文' },
          { code: 'en-us', name: 'English' },
        ],
      },
    });
    expect(result.body.data.keywords).toEqual(expect.any(String));
    expect(result.body.data.description).toEqual(expect.any(String));
  });

  it('defaults to Chinese', async () => {
    const result = await call(t.app, 'GET', 'common/init');
    expect(result.body.msg).toBe('操作成功');
    expect(result.body.data.title).toBe('流明商城');
    expect(result.body.data.lang.current.code).toBe('zh-cn');
  });

  it('serves the flag pictures it points at', async () => {
    const result = await call(t.app, 'GET', 'common/init');
    for (const language of result.body.data.lang.list) {
      const picture = await t.app.inject({ method: 'GET', url: language.image });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
    }
  });
});

describe('generated pictures', () => {
  it.each(['empty', 'logo', 'avatar', 'goods-phone-0-1', 'goods-flask-11-4', 'category-mat-10', 'shop-logo-6', 'shop-banner-1', 'banner-1', 'promo-4', 'column-3'])('serves %s.svg with a long cache', async (name) => {
    const response = await t.app.inject({ method: 'GET', url: `/homeapi/static/img/${name}.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith('<svg')).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000');
    const again = await t.app.inject({ method: 'GET', url: `/homeapi/static/img/${name}.svg`, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it.each(['nothing.svg', 'goods-999.svg', 'goods-rocket-1-1.svg', 'goods-phone-12-1.svg', 'goods-phone-0-5.svg', 'shop-logo-7.svg', '..%2Fpackage.json'])('answers 404 or 400 for %s, never 500', async (name) => {
    const response = await t.app.inject({ method: 'GET', url: `/homeapi/static/img/${name}` });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json<Envelope<unknown>>().code).toBe(response.statusCode === 404 ? 404 : 402);
  });
});
