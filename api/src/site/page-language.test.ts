import { describe, expect, it } from '@jest/globals';
import { pageLanguage } from './page-language';

const request = (url: string, headers: { cookie?: string; 'accept-language'?: string } = {}) => ({ url, headers });

describe('pageLanguage', () => {
  it('takes a valid lang query first, over the cookie and the browser', () => {
    expect(pageLanguage(request('/home/goods/view?id=5&lang=zh-cn', { cookie: 'lang=en-us', 'accept-language': 'en-US' }))).toBe('zh-cn');
    expect(pageLanguage(request('/home/goods/view?lang=en-us&id=5', { cookie: 'lang=zh-cn', 'accept-language': 'zh-CN' }))).toBe('en-us');
  });

  it('then the lang cookie the page mirrors its language into', () => {
    expect(pageLanguage(request('/home/index', { cookie: 'pc_x=1; lang=zh-cn; other=2', 'accept-language': 'en-US' }))).toBe('zh-cn');
    expect(pageLanguage(request('/home/index', { cookie: 'lang=en-us', 'accept-language': 'zh-CN' }))).toBe('en-us');
  });

  it('ignores a query or cookie naming a language the shop does not offer', () => {
    expect(pageLanguage(request('/home/index?lang=de-de', { cookie: 'lang=fr-fr', 'accept-language': 'zh-CN' }))).toBe('zh-cn');
    expect(pageLanguage(request('/home/index?lang=', { cookie: 'lang=', 'accept-language': 'en' }))).toBe('en-us');
    expect(pageLanguage(request('/home/index?lang=ZH-CN'))).toBe('en-us');
  });

  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-cn'],
    ['zh-cn', 'zh-cn'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en-us'],
    ['zh-TW,zh;q=0.9', 'en-us'],
    ['zh', 'en-us'],
    ['fr-FR', 'en-us'],
    ['en;q=0.5, zh-CN;q=0.9', 'zh-cn'],
    ['', 'en-us'],
  ])('applies the browser rule to Accept-Language %p: %s', (header, expected) => {
    expect(pageLanguage(request('/home/index', { 'accept-language': header }))).toBe(expected);
  });

  it('is en-us with nothing to go by', () => {
    expect(pageLanguage(request('/home/index'))).toBe('en-us');
  });
});
