import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '@shop/forms';
import { SIGN_IN_PASSWORD_MAX, bindMobileSchema, passwordLoginSchema, registerSchema, resetPasswordSchema, smsLoginSchema } from './account-form-schemas';

const options = { fields: {}, shouldUseNativeValidation: false };

/** Each field's problem as the form kit reads it: a rule of the form's own by its key, else `required`, `wrong`, `tooLong`. */
async function problems(schema: z.ZodType, values: FieldValues): Promise<Record<string, unknown>> {
  const { errors } = await contractResolver(schema)(values, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

const sent = { codeSent: true };
const validSignUp = { mobile: '13800138000', code: '123456', password: 'abc123', confirm: 'abc123', username: '', agreement: true };

describe('account form checks', () => {
  it('asks for a phone number, then a valid one', async () => {
    const mobile = async (value: string) => (await problems(smsLoginSchema(sent), { mobile: value, code: '123456' })).mobile;
    expect(await mobile('')).toBe('required');
    expect(await mobile('   ')).toBe('required');
    expect(await mobile('12345678901')).toBe('wrong');
    expect(await mobile('1380013800')).toBe('wrong');
    expect(await mobile(' 13800138000 ')).toBeUndefined();
  });

  it('asks to send a code first, then for the code, then for six digits', async () => {
    const code = async (value: string, codeSent: boolean) => (await problems(smsLoginSchema({ codeSent }), { mobile: '13800138000', code: value })).code;
    expect(await code('', false)).toBe('sms_code_not_sent');
    expect(await code('  ', false)).toBe('sms_code_not_sent');
    expect(await code('12', false)).toBe('wrong');
    expect(await code('', true)).toBe('required');
    expect(await code('12a456', true)).toBe('wrong');
    expect(await code('12345', true)).toBe('wrong');
    expect(await code('123456', true)).toBeUndefined();
    expect((await problems(bindMobileSchema({ codeSent: false }), { mobile: '', code: '' })).code).toBe('sms_code_not_sent');
  });

  it('asks for the account and the password on sign-in without judging its strength', async () => {
    expect(await problems(passwordLoginSchema(), { account: ' ', password: '' })).toEqual({ account: 'required', password: 'required' });
    expect(await problems(passwordLoginSchema(), { account: 'lily', password: 'x' })).toEqual({});
    expect(await problems(passwordLoginSchema(), { account: 'lily', password: 'a'.repeat(SIGN_IN_PASSWORD_MAX + 1) })).toEqual({ password: 'tooLong' });
  });

  it('sends the account trimmed and the password as typed', async () => {
    const result = await contractResolver(passwordLoginSchema())({ account: ' lily ', password: ' pass ' }, undefined, options);
    expect(result.values).toEqual({ account: 'lily', password: ' pass ' });
  });

  it('wants a new password of 6-20 characters with a letter and a digit', async () => {
    const password = async (value: string) => (await problems(registerSchema(sent), { ...validSignUp, password: value, confirm: value })).password;
    expect(await password('')).toBe('required');
    expect(await password('abc12')).toBe('wrong');
    expect(await password('abcdefgh')).toBe('wrong');
    expect(await password('12345678')).toBe('wrong');
    expect(await password('a1234567890123456789x')).toBe('wrong');
    expect(await password('abc123')).toBeUndefined();
  });

  it('wants the confirmation, equal to the password, even while other fields are wrong', async () => {
    const confirm = async (value: string, others: object = {}) => (await problems(resetPasswordSchema(sent), { ...validSignUp, ...others, confirm: value })).confirm;
    expect(await confirm('')).toBe('required');
    expect(await confirm('abc124')).toBe('password_mismatch');
    expect(await confirm('abc124', { mobile: '' })).toBe('password_mismatch');
    expect(await confirm('abc123')).toBeUndefined();
  });

  it('takes no username, or one the API would accept', async () => {
    const username = async (value: string) => (await problems(registerSchema(sent), { ...validSignUp, username: value })).username;
    expect(await username('')).toBeUndefined();
    expect(await username('  ')).toBeUndefined();
    expect(await username('13800138000')).toBe('username_is_mobile');
    expect(await username('a!')).toBe('wrong');
    expect(await username('l')).toBe('wrong');
    expect(await username('lily_李')).toBeUndefined();
  });

  it('wants the agreement ticked', async () => {
    expect(await problems(registerSchema(sent), { ...validSignUp, agreement: false })).toEqual({ agreement: 'agreement_required' });
    expect(await problems(registerSchema(sent), validSignUp)).toEqual({});
  });
});
