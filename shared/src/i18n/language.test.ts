import { languageSwitchUrl, requestLanguage, resolveLanguage, switchLanguage } from './language';

describe('language rules (spec section 4)', () => {
  it('uses the stored lang first', () => {
    window.localStorage.setItem('lang', 'en-us');
    expect(resolveLanguage('zh-CN')).toBe('en-us');
  });
  it('is zh-cn when the browser language is exactly zh-cn, otherwise en-us', () => {
    expect(resolveLanguage('zh-CN')).toBe('zh-cn');
    expect(resolveLanguage('zh-TW')).toBe('en-us');
    expect(resolveLanguage('zh')).toBe('en-us');
    expect(resolveLanguage('fr-FR')).toBe('en-us');
  });
  it('ignores an unknown stored value', () => {
    window.localStorage.setItem('lang', 'de-de');
    expect(resolveLanguage('zh-cn')).toBe('zh-cn');
  });
  it('switching stores the code and reloads with a lang query replacing any earlier one', () => {
    const reload = jest.fn();
    switchLanguage('en-us', reload);
    expect(window.localStorage.getItem('lang')).toBe('en-us');
    expect(reload).toHaveBeenCalledWith(expect.stringContaining('lang=en-us'));
    expect(languageSwitchUrl('http://x/home/goods/index?lang=zh-cn&page=2', 'en-us')).toBe('http://x/home/goods/index?lang=en-us&page=2');
  });
  it('the sent language follows the stored one', () => {
    window.localStorage.setItem('lang', 'zh-cn');
    expect(requestLanguage()).toBe('zh-cn');
  });
});
