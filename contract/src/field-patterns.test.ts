import { describe, expect, it } from '@jest/globals';
import { isEmail, isMobile, isPassword, isSmsCode, isTaxNumber, zipProblem } from './field-patterns';

describe('field rules', () => {
  it('accepts a mainland mobile number and refuses others', () => {
    expect(isMobile(' 13800138000 ')).toBe(true);
    expect(isMobile('12800138000')).toBe(false);
    expect(isMobile('1380013800')).toBe(false);
  });
  it('asks passwords for letters and digits, 6 to 20 long', () => {
    expect(isPassword('abc123')).toBe(true);
    expect(isPassword('abcdef')).toBe(false);
    expect(isPassword('123456')).toBe(false);
    expect(isPassword('a1'.repeat(11))).toBe(false);
  });
  it('checks e-mail addresses and six-digit SMS codes', () => {
    expect(isEmail('a@b.cn')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isSmsCode('123456')).toBe(true);
    expect(isSmsCode('12345')).toBe(false);
  });
});

describe('zip codes and tax numbers', () => {
  it('asks six digits of a Chinese zip code, however China is written', () => {
    expect(zipProblem('200120', ' China ')).toBeNull();
    expect(zipProblem('20012', '中国')).toBe('china');
    expect(zipProblem('2001200', 'CN')).toBe('china');
  });
  it('asks three to ten digits elsewhere, and nothing of an empty zip code', () => {
    expect(zipProblem('123', 'France')).toBeNull();
    expect(zipProblem('12', 'France')).toBe('digits');
    expect(zipProblem('SW1A 1AA', 'United Kingdom')).toBe('digits');
    expect(zipProblem('  ', '中国')).toBeNull();
  });
  it('takes 15 to 20 letters and digits as a tax number', () => {
    expect(isTaxNumber('91310000MA1FL0000X')).toBe(true);
    expect(isTaxNumber('91310000MA1FL')).toBe(false);
    expect(isTaxNumber('91310000-MA1FL0000')).toBe(false);
  });
});
