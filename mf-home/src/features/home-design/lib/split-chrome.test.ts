import { splitChrome } from './split-chrome';

const block = (type: string, value: Record<string, unknown> = { of: type }) => ({ type, value });

describe('splitChrome', () => {
  it('hands the leading header blocks and the closing footer to the shell', () => {
    const { chrome, content } = splitChrome([block('top'), block('search'), block('navigation'), block('category'), block('goods'), block('footer')]);
    expect(chrome).toEqual({ top: { of: 'top' }, search: { of: 'search' }, navigation: { of: 'navigation' }, footer: { of: 'footer' } });
    expect(content.map((b) => b.type)).toEqual(['category', 'goods']);
  });

  it('keeps chrome-type blocks placed between content where they are', () => {
    const { chrome, content } = splitChrome([block('title'), block('navigation'), block('goods'), block('footer'), block('text')]);
    expect(chrome).toEqual({});
    expect(content.map((b) => b.type)).toEqual(['title', 'navigation', 'goods', 'footer', 'text']);
  });

  it('takes a header type only once', () => {
    const { chrome, content } = splitChrome([block('navigation', { n: 1 }), block('navigation', { n: 2 }), block('goods')]);
    expect(chrome).toEqual({ navigation: { n: 1 } });
    expect(content).toEqual([block('navigation', { n: 2 }), block('goods')]);
  });

  it('copes with an empty design', () => {
    expect(splitChrome([])).toEqual({ chrome: {}, content: [] });
  });
});
