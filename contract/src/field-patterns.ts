/**
 * The patterns behind every field rule, and predicates for them. No zod here: a page that only
 * checks a phone number does not bundle a schema library.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_\u4e00-\u9fa5]{2,20}$/;
/** Letters and digits, 6 to 20 characters. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{6,20}$/;
/** An enterprise invoice's tax number (the unified social credit code or an older one). */
export const TAX_NUMBER_PATTERN = /^[0-9A-Za-z]{15,20}$/;
/** Zip codes are digits: three to ten anywhere, exactly six in China. */
export const ZIP_PATTERN = /^\d{3,10}$/;
export const CHINA_ZIP_PATTERN = /^\d{6}$/;

export const isMobile = (value: string) => MOBILE_PATTERN.test(value.trim());
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
export const isSmsCode = (value: string) => SMS_CODE_PATTERN.test(value.trim());
export const isPassword = (value: string) => PASSWORD_PATTERN.test(value);
export const isTaxNumber = (value: string) => TAX_NUMBER_PATTERN.test(value.trim());

/** A country is stored as typed; these are the ways the shop's own forms write China. */
const CHINA_NAMES: ReadonlySet<string> = new Set(['cn', 'china', "people's republic of china", '中国', '中华人民共和国']);

export const isChina = (country: string | null | undefined) => CHINA_NAMES.has((country ?? '').trim().toLowerCase());

/**
 * What is wrong with a zip code for its country, or null when it fits (an empty zip always fits:
 * the field is optional): `china` when a Chinese one is not six digits, `digits` otherwise.
 */
export function zipProblem(zip: string, country: string): 'china' | 'digits' | null {
  const value = zip.trim();
  if (!value) return null;
  if (isChina(country)) return CHINA_ZIP_PATTERN.test(value) ? null : 'china';
  return ZIP_PATTERN.test(value) ? null : 'digits';
}
