import { languageSwitchUrl, requestLanguage, resolveLanguage, switchLanguage } from './language';

function openAt(pathAndQuery: string) {
  window.history.replaceState(null, '', pathAndQuery);
}

function clearLanguageCookie() {
  document.cookie = 'lang=; Path=/; Max-Age=0';
}

describe('language rules (spec section 4)', () => {
  beforeEach(() => {
    openAt('/home/index');
    window.localStorage.clear();
    clearLanguageCookie();
  });

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
    expect(document.cookie).toContain('lang=en-us');
    expect(reload).toHaveBeenCalledWith(expect.stringContaining('lang=en-us'));
    expect(languageSwitchUrl('http://x/home/goods/index?lang=zh-cn&page=2', 'en-us')).toBe('http://x/home/goods/index?lang=en-us&page=2');
  });
  it('the sent language follows the stored one', () => {
    window.localStorage.setItem('lang', 'zh-cn');
    expect(requestLanguage()).toBe('zh-cn');
  });
});

describe('a lang query in the URL', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearLanguageCookie();
  });

  it('renders Chinese from a ?lang=zh-cn link in an English browser, and stores it as a switch would', () => {
    openAt('/home/goods/view?id=5&lang=zh-cn');
    expect(resolveLanguage('en-US')).toBe('zh-cn');
    expect(window.localStorage.getItem('lang')).toBe('zh-cn');
  });

  it('wins over a stored language, the reverse way too', () => {
    window.localStorage.setItem('lang', 'zh-cn');
    openAt('/home/goods/view?id=6&lang=en-us');
    expect(resolveLanguage('zh-CN')).toBe('en-us');
    expect(window.localStorage.getItem('lang')).toBe('en-us');
  });

  it('is ignored when it is not a language the shop offers', () => {
    openAt('/home/goods/view?id=7&lang=de-de');
    expect(resolveLanguage('zh-CN')).toBe('zh-cn');
    expect(window.localStorage.getItem('lang')).toBeNull();
  });

  it('is adopted once per URL: a switch made later on the same page is not undone', () => {
    openAt('/home/goods/view?id=8&lang=zh-cn');
    expect(requestLanguage()).toBe('zh-cn');
    window.localStorage.setItem('lang', 'en-us');
    expect(requestLanguage()).toBe('en-us');
  });
});

describe('the lang cookie the server reads', () => {
  beforeEach(() => {
    openAt('/home/index');
    window.localStorage.clear();
    clearLanguageCookie();
  });

  it('mirrors the resolved language, from the browser rule, the store or the URL', () => {
    resolveLanguage('zh-CN');
    expect(document.cookie).toBe('lang=zh-cn');
    window.localStorage.setItem('lang', 'en-us');
    resolveLanguage('zh-CN');
    expect(document.cookie).toBe('lang=en-us');
    openAt('/home/index?lang=zh-cn');
    resolveLanguage('en-US');
    expect(document.cookie).toBe('lang=zh-cn');
  });

  it('is written for the whole site for a year, readable by the page, SameSite=Lax', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    try {
      resolveLanguage('en-US');
    } finally {
      spy.mockRestore();
    }
    expect(written).toEqual(['lang=en-us; Path=/; Max-Age=31536000; SameSite=Lax']);
  });
});
