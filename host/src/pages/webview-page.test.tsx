import { innerPage } from './webview-page';

describe('the page a web view is asked to show', () => {
  it('keeps the inner query, typed as it is or encoded', () => {
    expect(innerPage('?path=/page/view?id=4')).toEqual({ pathname: '/page/view', search: '?id=4' });
    expect(innerPage('?path=%2Fgoods%2Fview%3Fid%3D5')).toEqual({ pathname: '/goods/view', search: '?id=5' });
    expect(innerPage('?path=/goods/view?id=5&sku_id=2')).toEqual({ pathname: '/goods/view', search: '?id=5&sku_id=2' });
    expect(innerPage('?path=/page/view')).toEqual({ pathname: '/page/view', search: '' });
  });

  it('refuses anything that is not a path of this site', () => {
    for (const path of ['https://evil.example/', '//evil.example/goods/view', '/\\evil.example', 'javascript:alert(1)', 'goods/view', '']) {
      expect(innerPage(`?path=${encodeURIComponent(path)}`)).toBeNull();
    }
    expect(innerPage('')).toBeNull();
  });
});
