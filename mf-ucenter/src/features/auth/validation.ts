import { isMobile, isPassword, isSmsCode } from '@shop/shared';

/**
 * Client-side checks run before any call. Each returns the `ucenter` message key of the problem,
 * or undefined when the value is fine.
 */
export type Problem = string | undefined;

const isBlank = (value: string) => value.trim() === '';

export function checkMobile(value: string): Problem {
  if (isBlank(value)) return 'validation.required.mobile';
  return isMobile(value) ? undefined : 'validation.mobileInvalid';
}

export function checkAccount(value: string): Problem {
  return isBlank(value) ? 'validation.required.account' : undefined;
}

/** The longest password the sign-in accepts (the API's limit); older passwords may not follow today's rule. */
export const SIGN_IN_PASSWORD_MAX = 100;

/** Sign-in only asks for the password, within the length the API takes; the strength rule belongs to choosing one. */
export function checkPasswordGiven(value: string): Problem {
  if (value === '') return 'validation.required.password';
  return value.length > SIGN_IN_PASSWORD_MAX ? 'validation.passwordTooLong' : undefined;
}

const USERNAME_PATTERN = /^[A-Za-z0-9_\u4e00-\u9fa5]{2,20}$/;

/** The optional username chosen on sign-up: the API's rule, worded as the API words it. */
export function checkUsername(value: string): Problem {
  const name = value.trim();
  if (name === '') return undefined;
  if (isMobile(name)) return 'validation.usernameIsMobile';
  return USERNAME_PATTERN.test(name) ? undefined : 'validation.usernameInvalid';
}

export function checkNewPassword(value: string): Problem {
  if (value === '') return 'validation.required.password';
  return isPassword(value) ? undefined : 'validation.passwordWeak';
}

export function checkConfirmation(value: string, password: string): Problem {
  if (value === '') return 'validation.required.confirm';
  return value === password ? undefined : 'validation.passwordMismatch';
}

/** An empty code means "send one first" until a code has been sent. */
export function checkSmsCode(value: string, codeSent: boolean): Problem {
  if (isBlank(value)) return codeSent ? 'validation.required.code' : 'validation.codeNotSent';
  return isSmsCode(value) ? undefined : 'validation.codeInvalid';
}

export function checkAgreement(agreed: boolean): Problem {
  return agreed ? undefined : 'validation.agreement';
}
