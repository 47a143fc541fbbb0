import { z } from 'zod';
import { countValue, recordId, yuan } from './answer-fields';
import { MEMBER_ROLES } from './enums';
import { mobileField, noInput, passwordField, smsCodeField, usernameField } from './field-rules';
import { RESULT_CODE } from './result-code';

export const userCenterQuery = noInput;

export const registerBody = z.object({
  mobile: mobileField,
  code: smsCodeField,
  password: passwordField,
  username: usernameField.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('password'),
    /** A username or a bound phone number. */
    account: z.string().trim().min(1).max(50),
    // Only checked for presence: older passwords may predate today's rules, and an over-long one is
    // simply wrong, never explained with the sign-up rule.
    password: z.string().min(1),
  }),
  z.object({ type: z.literal('sms'), mobile: mobileField, code: smsCodeField }),
]);
export type LoginBody = z.infer<typeof loginBody>;

export const forgetBody = z.object({ mobile: mobileField, code: smsCodeField, password: passwordField });
export type ForgetBody = z.infer<typeof forgetBody>;

export const bindBody = z.object({ mobile: mobileField, code: smsCodeField });
export type BindBody = z.infer<typeof bindBody>;

/** The signed-in member as the storefront sees them: phone masked ("138****8000", "" when none). */
export const memberProfile = z.object({
  id: recordId,
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  balance: yuan,
  points: countValue,
  role: z.enum(MEMBER_ROLES),
});
export type MemberProfile = z.infer<typeof memberProfile>;

/** user/center's `data`: the member, or null (with code 0) for a visitor. */
export const memberCenterAnswer = memberProfile.nullable();
export type MemberCenter = z.infer<typeof memberCenterAnswer>;

/** user/center: the member, or null with code 0 for a visitor (a visitor is no error there). */
export const memberCenterEnvelope = z.object({
  code: z.literal([RESULT_CODE.ok, RESULT_CODE.falsy]),
  msg: z.string(),
  data: memberCenterAnswer,
});

/** user/register and user/login: the bearer token to send as `Authorization: Bearer <token>`, and the member. */
export const signedIn = z.object({ token: z.string(), user: memberProfile });
export type SignedIn = z.infer<typeof signedIn>;

/**
 * user/wechat/start: where to come back to after signing in with WeChat, an in-app path under /home
 * (`/goods/view?id=9`); anything else is ignored and the member centre used.
 */
export const wechatStartQuery = z.object({ redirect: z.string().max(500).optional() });
export type WechatStartQuery = z.infer<typeof wechatStartQuery>;

/**
 * user/wechat/callback: what WeChat's QR connect page sends the browser back with. Both may be
 * missing (the shopper refused, or someone opened the address by hand): the callback then sends
 * the browser back to the sign-in page saying so, never an error page.
 */
export const wechatCallbackQuery = z.object({ code: z.string().max(256).optional(), state: z.string().max(128).optional() });
export type WechatCallbackQuery = z.infer<typeof wechatCallbackQuery>;

/** Why a WeChat sign-in came back to the sign-in page (`/user/login?wechat_error=`). */
export const WECHAT_SIGN_IN_ERRORS = ['unavailable', 'state', 'denied', 'code', 'provider'] as const;
export type WechatSignInError = (typeof WECHAT_SIGN_IN_ERRORS)[number];
