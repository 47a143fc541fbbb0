import { z } from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN, SMS_CODE_PATTERN, USERNAME_PATTERN } from './field-patterns';
import { MAX_ID } from './limits';

/**
 * Field schemas every form and every API call apply alike. The rule lives here; the words a shopper
 * reads belong to the front-end's messages (spec section 5) and the API's envelope.
 */
export const mobileField = z.string().trim().regex(MOBILE_PATTERN);
export const emailField = z.string().trim().regex(EMAIL_PATTERN);
export const smsCodeField = z.string().trim().regex(SMS_CODE_PATTERN);
export const usernameField = z.string().trim().regex(USERNAME_PATTERN);
export const passwordField = z.string().regex(PASSWORD_PATTERN);

/** An id in a query string, where every value arrives as text. */
export const idField = z.coerce.number().int().min(1).max(MAX_ID);
/** An id in a JSON body. */
export const bodyIdField = z.number().int().min(1).max(MAX_ID);

/** `page` and `size` of a paged list, as query fields. */
export const pagingFields = (defaultSize: number, maxSize: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
});

/** Calls that take no input; unknown parameters are ignored. */
export const noInput = z.object({});

/**
 * `sort` and `order` of a back-office table, as query fields: the columns it may be sorted by, the
 * one it is sorted by by default, and the direction (newest or largest first by default).
 */
export const sortFields = <Key extends string>(keys: readonly [Key, ...Key[]], defaultKey: Key) => ({
  sort: z.enum(keys).default(defaultKey),
  order: z.enum(['asc', 'desc']).default('desc'),
});
