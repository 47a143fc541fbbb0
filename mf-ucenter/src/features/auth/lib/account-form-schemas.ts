import { z } from 'zod';
import { bindBody, forgetBody, isMobile, loginBody, registerBody, smsCodeField, usernameField } from '@shop/contract';

// The account forms' checks, run before any call: the contract's request schemas, extended with what
// only a form knows (whether a code was sent, the password typed twice, the agreement, a username
// left empty). A rule of a form's own carries its key (`sms_code_not_sent`), which the form words
// (use-account-form). No check aborts the parse: every problem shows at once, each under its field.

/** What a form's checks depend on besides the values: whether a verification code was sent. */
export interface AccountFormContext {
  codeSent: boolean;
}

/** The longest password sign-in sends (the API's limit); older passwords may not follow today's rule. */
export const SIGN_IN_PASSWORD_MAX = 100;

const [passwordSignIn, smsSignIn] = loginBody.options;

/** Until a code was sent, an empty code means "send one first"; then the contract's rule. */
const smsCode = ({ codeSent }: AccountFormContext) => (codeSent ? smsCodeField : z.string().trim().min(1, { error: 'sms_code_not_sent' }).pipe(smsCodeField));

/** The optional username chosen on sign-up: empty is none, anything else the API's rule, and never a phone number. */
const optionalUsername = z
  .string()
  .trim()
  .refine((name) => !isMobile(name), { error: 'username_is_mobile' })
  .refine((name) => name === '' || isMobile(name) || usernameField.safeParse(name).success);

/** The new password typed again; the two are compared even while other fields are wrong. */
const confirm = z.string().min(1);
const sameTwice = (values: { password: string; confirm: string }) => values.confirm === '' || values.confirm === values.password;
const mismatch = { path: ['confirm'], error: 'password_mismatch', when: () => true };

/** Sign-in asks for the account and a password within the length the API takes; the strength rule belongs to choosing one. */
export const passwordLoginSchema = () =>
  passwordSignIn.omit({ type: true }).extend({ password: passwordSignIn.shape.password.max(SIGN_IN_PASSWORD_MAX) });

export const smsLoginSchema = (context: AccountFormContext) => smsSignIn.omit({ type: true }).extend({ code: smsCode(context) });

/** Binding a phone asks what SMS sign-in asks: the phone and the code sent to it. */
export const bindMobileSchema = (context: AccountFormContext) => bindBody.extend({ code: smsCode(context) });

export const registerSchema = (context: AccountFormContext) =>
  registerBody
    .extend({
      code: smsCode(context),
      confirm,
      username: optionalUsername,
      agreement: z.boolean().refine(Boolean, { error: 'agreement_required' }),
    })
    .refine(sameTwice, mismatch);

export const resetPasswordSchema = (context: AccountFormContext) => forgetBody.extend({ code: smsCode(context), confirm }).refine(sameTwice, mismatch);
