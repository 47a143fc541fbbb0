import { z } from 'zod';

/** Field rules shared by the account calls (sign-up, sign-in, recovery, binding, SMS). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const mobileField = z.string().trim().regex(MOBILE_PATTERN);

export const smsCodeField = z.string().trim().regex(/^\d{6}$/);

export const passwordField = z
  .string()
  .min(6)
  .max(20)
  .regex(/[A-Za-z]/)
  .regex(/\d/);

export const usernameField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_\u4e00-\u9fa5]{2,20}$/);
