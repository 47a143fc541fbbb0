import { describe, expect, it } from '@jest/globals';
import { publicOriginFromEnv } from './public-origin';

describe('PUBLIC_ORIGIN', () => {
  it('is unset by default: each answer uses its request’s origin', () => {
    expect(publicOriginFromEnv(undefined, 'production')).toBeNull();
    expect(publicOriginFromEnv('', 'production')).toBeNull();
  });

  it('takes a bare origin, with or without the trailing slash', () => {
    expect(publicOriginFromEnv('https://mall.example', 'production')).toBe('https://mall.example');
    expect(publicOriginFromEnv('https://mall.example/', 'production')).toBe('https://mall.example');
    expect(publicOriginFromEnv('http://localhost:8080', 'development')).toBe('http://localhost:8080');
  });

  it.each(['mall.example', 'https://mall.example/home/', 'https://mall.example?x=1', 'https://user:pw@mall.example', 'ftp://mall.example', 'https//mall.example', 'https://mall.example/#top'])(
    'refuses the mistyped %s at start',
    (raw) => {
      expect(() => publicOriginFromEnv(raw, 'production')).toThrow(/PUBLIC_ORIGIN/);
      expect(() => publicOriginFromEnv(raw, 'development')).toThrow(/PUBLIC_ORIGIN/);
    },
  );

  it('refuses plain http in production', () => {
    expect(() => publicOriginFromEnv('http://mall.example', 'production')).toThrow(/https/);
  });
});
