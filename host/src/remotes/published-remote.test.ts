import { parsePublishedRemote } from './published-remote';

const title = { 'en-us': 'Goods', 'zh-cn': '商品' };
const remote = (data: unknown) => ({ name: 'catalog', build: 'b1', shared: {}, routes: [{ path: '/goods/view', module: './goods-detail-page', title, data }] });

it('reads the API calls a page declares, with fixed and URL parameters', () => {
  const data = [{ url: 'goods/view', params: { id: { query: 'id' }, page: { query: 'page', default: '1' }, size: '20' } }, { url: 'category/index' }];
  expect(parsePublishedRemote(remote(data), 'catalog')?.routes[0]?.data).toEqual([
    { url: 'goods/view', params: { id: { query: 'id' }, page: { query: 'page', default: '1' }, size: '20' } },
    { url: 'category/index', params: {} },
  ]);
});

it.each([
  ['a URL of another origin', [{ url: 'https://evil.example/steal' }]],
  ['a parameter that is neither text nor a URL parameter', [{ url: 'goods/view', params: { id: 5 } }]],
  ['a default that is not text', [{ url: 'goods/view', params: { id: { query: 'id', default: 5 } } }]],
  ['a list that is not a list', { url: 'goods/view' }],
])('keeps the page but starts no call for %s', (_, data) => {
  const route = parsePublishedRemote(remote(data), 'catalog')?.routes[0];
  expect(route?.path).toBe('/goods/view');
  expect(route?.data).toEqual([]);
});
