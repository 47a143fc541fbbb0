/** Input rules shared by every form (the API applies the same ones). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{6,20}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

export const isMobile = (value: string) => MOBILE_PATTERN.test(value.trim());
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
export const isPassword = (value: string) => PASSWORD_PATTERN.test(value);
export const isSmsCode = (value: string) => SMS_CODE_PATTERN.test(value.trim());
