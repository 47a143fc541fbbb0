import { checkAccount, checkAgreement, checkConfirmation, checkMobile, checkNewPassword, checkPasswordGiven, checkSmsCode } from './validation';

describe('account form checks', () => {
  it('asks for a phone number, then a valid one', () => {
    expect(checkMobile('')).toBe('validation.required.mobile');
    expect(checkMobile('   ')).toBe('validation.required.mobile');
    expect(checkMobile('12345678901')).toBe('validation.mobileInvalid');
    expect(checkMobile('1380013800')).toBe('validation.mobileInvalid');
    expect(checkMobile('13800138000')).toBeUndefined();
  });

  it('asks for the account and the password on sign-in without judging its strength', () => {
    expect(checkAccount('')).toBe('validation.required.account');
    expect(checkAccount('lily')).toBeUndefined();
    expect(checkPasswordGiven('')).toBe('validation.required.password');
    expect(checkPasswordGiven('x')).toBeUndefined();
  });

  it('wants a new password of 6-20 characters with a letter and a digit', () => {
    expect(checkNewPassword('')).toBe('validation.required.password');
    expect(checkNewPassword('abc12')).toBe('validation.passwordWeak');
    expect(checkNewPassword('abcdefgh')).toBe('validation.passwordWeak');
    expect(checkNewPassword('12345678')).toBe('validation.passwordWeak');
    expect(checkNewPassword('a1234567890123456789x')).toBe('validation.passwordWeak');
    expect(checkNewPassword('abc123')).toBeUndefined();
  });

  it('wants the confirmation to equal the password', () => {
    expect(checkConfirmation('', 'abc123')).toBe('validation.required.confirm');
    expect(checkConfirmation('abc124', 'abc123')).toBe('validation.passwordMismatch');
    expect(checkConfirmation('abc123', 'abc123')).toBeUndefined();
  });

  it('asks to send a code first, then for the code, then for six digits', () => {
    expect(checkSmsCode('', false)).toBe('validation.codeNotSent');
    expect(checkSmsCode('', true)).toBe('validation.required.code');
    expect(checkSmsCode('12a456', true)).toBe('validation.codeInvalid');
    expect(checkSmsCode('12345', true)).toBe('validation.codeInvalid');
    expect(checkSmsCode('123456', true)).toBeUndefined();
  });

  it('wants the agreement ticked', () => {
    expect(checkAgreement(false)).toBe('validation.agreement');
    expect(checkAgreement(true)).toBeUndefined();
  });
});
