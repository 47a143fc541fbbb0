import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

/** Every image URL anywhere in a JSON answer. */
function imageUrls(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.startsWith('/homeapi/static/img/')) found.add(value);
  else if (Array.isArray(value)) value.forEach((item) => imageUrls(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => imageUrls(item, found));
  return found;
}

/** A tag repeating an attribute makes the SVG invalid: the browser then shows no picture at all. */
function repeatedAttributes(svg: string): string[] {
  const problems: string[] = [];
  for (const [tag] of svg.matchAll(/<[a-zA-Z][^>]*>/g)) {
    const names = [...tag.matchAll(/\s([a-zA-Z-:]+)="/g)].map((match) => match[1]);
    const repeated = names.filter((name, index) => names.indexOf(name) !== index);
    if (repeated.length) problems.push(`${repeated.join(',')} in ${tag.slice(0, 60)}`);
  }
  return problems;
}

describe('seeded pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['en-us', 'zh-cn'])('every picture the %s home page and goods use exists and is valid SVG', async (lang) => {
    const urls = new Set<string>();
    for (const url of ['index/index', 'index/global']) imageUrls((await call(t.app, 'GET', url, { query: { temp_id: 'pc' }, lang })).body.data, urls);
    imageUrls((await call(t.app, 'GET', 'goods/index', { query: { size: '60' }, lang })).body.data, urls);
    imageUrls((await call(t.app, 'GET', 'goods/view', { query: { id: '5' }, lang })).body.data, urls);
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect({ url, problems: repeatedAttributes(response.body) }).toEqual({ url, problems: [] });
    }
  });

  it('English pictures carry no Chinese words', async () => {
    const design = (await call(t.app, 'GET', 'index/index', { query: { temp_id: 'pc' }, lang: 'en-us' })).body.data;
    for (const url of imageUrls(design)) {
      const body = (await t.app.inject({ method: 'GET', url })).body;
      expect({ url, chinese: /[\u4e00-\u9fff]/.test(body) }).toEqual({ url, chinese: false });
    }
  });
});
