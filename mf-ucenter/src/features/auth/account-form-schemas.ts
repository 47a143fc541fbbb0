import { z } from 'zod';
import { isMobile, mobileField, passwordField, smsCodeField, usernameField } from '@shop/contract';

// The account forms' checks, run before any call. The rules are the contract's, so a form refuses
// what the API would; each message is a `ucenter` message key (the spec's words, section 5). No
// check aborts the parse: every problem of the form shows at once, each under its field.

/** What a form's checks depend on besides the values: whether a verification code was sent. */
export interface AccountFormContext {
  codeSent: boolean;
}

/** Text that must be given; blank counts as missing, and the value is sent trimmed. */
const given = (requiredKey: string) => z.string().trim().min(1, requiredKey);

/** `text` that must pass the contract's `rule` too; a missing value is left to the "required" message. */
const obeying = (text: z.ZodString, rule: z.ZodType, invalidKey: string) =>
  text.refine((value) => value === '' || rule.safeParse(value).success, invalidKey);

/** The longest password sign-in sends (the API's limit); older passwords may not follow today's rule. */
export const SIGN_IN_PASSWORD_MAX = 100;

const mobile = obeying(given('validation.required.mobile'), mobileField, 'validation.mobileInvalid');

/** An empty code means "send one first" until a code has been sent. */
const smsCode = ({ codeSent }: AccountFormContext) =>
  obeying(given(codeSent ? 'validation.required.code' : 'validation.codeNotSent'), smsCodeField, 'validation.codeInvalid');

/** Sign-in only asks for the password, within the length the API takes; the strength rule belongs to choosing one. */
const currentPassword = z.string().min(1, 'validation.required.password').max(SIGN_IN_PASSWORD_MAX, 'validation.passwordTooLong');

/** The optional username chosen on sign-up: the API's rule, worded as the API words it. */
const username = z
  .string()
  .trim()
  .refine((name) => !isMobile(name), 'validation.usernameIsMobile')
  .refine((name) => name === '' || isMobile(name) || usernameField.safeParse(name).success, 'validation.usernameInvalid');

/** A new password typed twice; the two are compared even while other fields are wrong. */
const newPasswordTwice = {
  password: obeying(z.string().min(1, 'validation.required.password'), passwordField, 'validation.passwordWeak'),
  confirm: z.string().min(1, 'validation.required.confirm'),
};
const sameTwice = (values: { password: string; confirm: string }) => values.confirm === '' || values.confirm === values.password;
const mismatch = { path: ['confirm'], error: 'validation.passwordMismatch', when: () => true };

export const passwordLoginSchema = () => z.object({ account: given('validation.required.account'), password: currentPassword });

export const smsLoginSchema = (context: AccountFormContext) => z.object({ mobile, code: smsCode(context) });

/** Binding a phone asks what SMS sign-in asks: the phone and the code sent to it. */
export const bindMobileSchema = smsLoginSchema;

export const registerSchema = (context: AccountFormContext) =>
  z
    .object({
      mobile,
      code: smsCode(context),
      ...newPasswordTwice,
      username,
      agreement: z.boolean().refine(Boolean, 'validation.agreement'),
    })
    .refine(sameTwice, mismatch);

export const resetPasswordSchema = (context: AccountFormContext) =>
  z.object({ mobile, code: smsCode(context), ...newPasswordTwice }).refine(sameTwice, mismatch);
