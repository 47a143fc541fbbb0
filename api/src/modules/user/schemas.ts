import { z } from 'zod';
import { mobileField, passwordField, smsCodeField, usernameField } from './fields';

export const registerBody = z.object({
  mobile: mobileField,
  code: smsCodeField,
  password: passwordField,
  username: usernameField.optional(),
});

export const loginBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('password'),
    account: z.string().trim().min(1).max(50),
    // Only checked for presence: older passwords may predate today's rules, and an over-long one is
    // simply wrong (signInWithPassword), never explained with the sign-up rule.
    password: z.string().min(1),
  }),
  z.object({ type: z.literal('sms'), mobile: mobileField, code: smsCodeField }),
]);

export const forgetBody = z.object({ mobile: mobileField, code: smsCodeField, password: passwordField });

export const bindBody = z.object({ mobile: mobileField, code: smsCodeField });

export const noInput = z.object({});
