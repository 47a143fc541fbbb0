import { safeRedirect, withRedirect } from './paths';

describe('safeRedirect', () => {
  it.each(['/cart/index', '/goods/view?id=3', '/user/bind', '/ucenter/index#top'])('keeps the in-app path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([null, '', 'cart/index', '//evil.example', '//evil.example/path', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/user/login', '/user/login?redirect=/cart/index', '/user/login/', '/cart\nindex', '/cart\u007findex'])(
    'refuses %p and goes to the member centre',
    (path) => {
      expect(safeRedirect(path)).toBe('/ucenter/index');
    },
  );
});

describe('withRedirect', () => {
  it('keeps slashes readable and encodes the rest', () => {
    expect(withRedirect('/user/register', '/user/bind')).toBe('/user/register?redirect=/user/bind');
    expect(withRedirect('/user/register', '/goods/view?id=3&x=1')).toBe('/user/register?redirect=/goods/view%3Fid%3D3%26x%3D1');
  });

  it('adds nothing when there is nowhere to return to', () => {
    expect(withRedirect('/user/register', null)).toBe('/user/register');
  });
});
