import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { endpoints } from '@shop/contract';
import { API_TAGS } from '../http/api-tags';
import { createTestApp, type TestApp } from '../testing/test-app';

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; required?: string[]; pattern?: string };
type Response = { description: string; content?: Record<string, { schema: Schema }> };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
};
type OpenApiDocument = {
  openapi: string;
  info: { description?: string; contact?: object };
  servers?: unknown[];
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

describe('GET /homeapi/openapi.json', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let operations: Array<{ method: string; path: string; operation: Operation }>;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/homeapi/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
    operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));
  });
  afterAll(() => t.close());

  it('serves every endpoint of the contract’s registry on its method and path, and nothing else', () => {
    const registry = Object.entries(endpoints);
    for (const [name, endpoint] of registry) expect(endpoint.operationId).toBe(name);
    const served = operations.map(({ method, path, operation }) => `${method.toUpperCase()} ${path} ${operation.operationId}`).sort();
    const declared = registry.flatMap(([, { method, path, operationId }]) => {
      const route = `${method} /homeapi${path} ${operationId}`;
      // getAndPost: the endpoint is the GET, and the same call is also served by POST.
      return served.includes(`POST /homeapi${path} ${operationId}ByPost`) ? [route, `POST /homeapi${path} ${operationId}ByPost`] : [route];
    });
    expect(served).toEqual(declared.sort());
  });

  it('describes every call from the route schemas', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(operations).toHaveLength(187);
    for (const [path, methods] of Object.entries({
      '/homeapi/common/init': ['get', 'post'],
      '/homeapi/index/global': ['get', 'post'],
      '/homeapi/index/index': ['get', 'post'],
      '/homeapi/cart/count': ['get'],
      '/homeapi/user/center': ['get'],
      '/homeapi/user/register': ['post'],
      '/homeapi/user/login': ['post'],
      '/homeapi/user/logout': ['post'],
      '/homeapi/sms/send': ['post'],
      '/homeapi/purview/index': ['get'],
      '/homeapi/goods/index': ['get'],
      '/homeapi/search/index': ['get'],
      '/homeapi/cart/index': ['get'],
      '/homeapi/order/confirm': ['post'],
      '/homeapi/order/list': ['get'],
      '/homeapi/payment/index': ['post'],
      '/homeapi/sandbox/notify': ['post'],
      '/homeapi/admin/order/ship': ['post'],
    })) {
      expect(Object.keys(document.paths[path] ?? {}).sort()).toEqual(methods);
    }
    const register = document.paths['/homeapi/user/register']!.post!.requestBody!.content['application/json']!.schema;
    expect(register.required).toEqual(expect.arrayContaining(['mobile', 'code', 'password']));
    expect(register.properties!.mobile!.pattern).toBe('^1[3-9]\\d{9}$');
    const global = document.paths['/homeapi/index/global']!.get!.parameters;
    expect(global).toContainEqual(expect.objectContaining({ name: 'temp_id', in: 'query', required: true }));
  });

  it('gives every operation a unique id, a summary, a description and one declared tag', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    const declared = new Set((document.tags ?? []).map((tag) => tag.name));
    expect([...declared]).toEqual(API_TAGS.map((tag) => tag.name));
    for (const { method, path, operation } of operations) {
      const where = `${method} ${path}`;
      expect([where, operation.summary?.length, operation.description?.length]).toEqual([where, expect.any(Number), expect.any(Number)]);
      expect([where, operation.tags?.length, declared.has(operation.tags?.[0] ?? '')]).toEqual([where, 1, true]);
    }
  });

  it('documents each JSON answer: the success envelope around the contract’s answer, and the refusals', () => {
    // Pages answer HTML (or redirect); Alipay's notify route answers the plain text Alipay reads.
    const htmlPages = new Set(['/homeapi/sandbox/pay', '/homeapi/sandbox/pay/confirm', '/homeapi/sandbox/pay/cancel', '/homeapi/user/wechat/start', '/homeapi/user/wechat/callback', '/homeapi/payment/alipay/notify']);
    // WeChat Pay's notify routes answer in WeChat Pay's documented format: 204, or {code: 'FAIL', message}.
    const providerFormat = new Set(['/homeapi/payment/wechat/notify', '/homeapi/payment/wechat/refund-notify']);
    for (const { method, path, operation } of operations) {
      const where = `${method} ${path}`;
      if (providerFormat.has(path)) {
        const fail = operation.responses['4XX']!.content!['application/json']!.schema;
        expect([where, Object.keys(operation.responses), fail.required]).toEqual([where, ['204', '4XX', '5XX'], ['code', 'message']]);
        continue;
      }
      expect([where, Object.keys(operation.responses)]).toEqual([where, expect.arrayContaining(['400', '4XX', '5XX'])]);
      expect([where, Object.keys(operation.responses).some((status) => status === '200' || status === '303')]).toEqual([where, true]);
      const refusal = operation.responses['4XX']!.content!['application/json']!.schema;
      expect([where, refusal.required]).toEqual([where, ['code', 'msg', 'data']]);
      if (htmlPages.has(path)) continue;
      const success = operation.responses['200']!.content!['application/json']!.schema;
      expect([where, success.required, success.properties?.data]).toEqual([where, ['code', 'msg', 'data'], expect.any(Object)]);
    }
    const goodsView = document.paths['/homeapi/goods/view']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(goodsView.properties!.data).toEqual({ $ref: '#/components/schemas/GoodsDetail' });
    expect(document.components.schemas.GoodsDetail!.required).toEqual(expect.arrayContaining(['id', 'name', 'skus', 'attr', 'shop']));
  });

  it('marks members-only calls with the bearer scheme and their 401', () => {
    const cart = document.paths['/homeapi/cart/index']!.get!;
    expect(cart.security).toEqual([{ bearer: [] }]);
    expect(cart.responses['401']!.description).toMatch(/^Members only/);
    expect(cart.responses['200']!.description).toMatch(/^Success/);
    const goods = document.paths['/homeapi/goods/index']!.get!;
    expect([goods.security, goods.responses['401']]).toEqual([undefined, undefined]);
  });
});
