import type { z } from 'zod';
import { SIGN_IN_PASSWORD_MAX, passwordLoginSchema, registerSchema, resetPasswordSchema, smsLoginSchema } from './account-form-schemas';

/** The first problem of each field, as a form shows it. */
function problems(schema: z.ZodType, values: object): Record<string, string> {
  const result = schema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const sent = { codeSent: true };
const validSignUp = { mobile: '13800138000', code: '123456', password: 'abc123', confirm: 'abc123', username: '', agreement: true };

describe('account form checks', () => {
  it('asks for a phone number, then a valid one', () => {
    const mobile = (value: string) => problems(smsLoginSchema(sent), { mobile: value, code: '123456' }).mobile;
    expect(mobile('')).toBe('validation.required.mobile');
    expect(mobile('   ')).toBe('validation.required.mobile');
    expect(mobile('12345678901')).toBe('validation.mobileInvalid');
    expect(mobile('1380013800')).toBe('validation.mobileInvalid');
    expect(mobile(' 13800138000 ')).toBeUndefined();
  });

  it('asks to send a code first, then for the code, then for six digits', () => {
    const code = (value: string, codeSent: boolean) => problems(smsLoginSchema({ codeSent }), { mobile: '13800138000', code: value }).code;
    expect(code('', false)).toBe('validation.codeNotSent');
    expect(code('', true)).toBe('validation.required.code');
    expect(code('12a456', true)).toBe('validation.codeInvalid');
    expect(code('12345', true)).toBe('validation.codeInvalid');
    expect(code('123456', true)).toBeUndefined();
  });

  it('asks for the account and the password on sign-in without judging its strength', () => {
    expect(problems(passwordLoginSchema(), { account: ' ', password: '' })).toEqual({
      account: 'validation.required.account',
      password: 'validation.required.password',
    });
    expect(problems(passwordLoginSchema(), { account: 'lily', password: 'x' })).toEqual({});
    expect(problems(passwordLoginSchema(), { account: 'lily', password: 'a'.repeat(SIGN_IN_PASSWORD_MAX + 1) })).toEqual({
      password: 'validation.passwordTooLong',
    });
  });

  it('sends the account trimmed and the password as typed', () => {
    expect(passwordLoginSchema().parse({ account: ' lily ', password: ' pass ' })).toEqual({ account: 'lily', password: ' pass ' });
  });

  it('wants a new password of 6-20 characters with a letter and a digit', () => {
    const password = (value: string) => problems(registerSchema(sent), { ...validSignUp, password: value, confirm: value }).password;
    expect(password('')).toBe('validation.required.password');
    expect(password('abc12')).toBe('validation.passwordWeak');
    expect(password('abcdefgh')).toBe('validation.passwordWeak');
    expect(password('12345678')).toBe('validation.passwordWeak');
    expect(password('a1234567890123456789x')).toBe('validation.passwordWeak');
    expect(password('abc123')).toBeUndefined();
  });

  it('wants the confirmation, equal to the password, even while other fields are wrong', () => {
    const confirm = (value: string, others: object = {}) => problems(resetPasswordSchema(sent), { ...validSignUp, ...others, confirm: value }).confirm;
    expect(confirm('')).toBe('validation.required.confirm');
    expect(confirm('abc124')).toBe('validation.passwordMismatch');
    expect(confirm('abc124', { mobile: '' })).toBe('validation.passwordMismatch');
    expect(confirm('abc123')).toBeUndefined();
  });

  it('takes no username, or one the API would accept', () => {
    const username = (value: string) => problems(registerSchema(sent), { ...validSignUp, username: value }).username;
    expect(username('')).toBeUndefined();
    expect(username('  ')).toBeUndefined();
    expect(username('13800138000')).toBe('validation.usernameIsMobile');
    expect(username('a!')).toBe('validation.usernameInvalid');
    expect(username('l')).toBe('validation.usernameInvalid');
    expect(username('lily_李')).toBeUndefined();
  });

  it('wants the agreement ticked', () => {
    expect(problems(registerSchema(sent), { ...validSignUp, agreement: false })).toEqual({ agreement: 'validation.agreement' });
    expect(problems(registerSchema(sent), validSignUp)).toEqual({});
  });
});
