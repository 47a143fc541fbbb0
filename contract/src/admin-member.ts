import { z } from 'zod';
import { countValue, isoTime, pageOf, recordId, yuan } from './answer-fields';
import { couponCounts } from './coupon';
import { COUPON_TYPES } from './enums';
import { bodyIdField, idField, pagingFields, sortFields, usernameField } from './field-rules';
import { MAX_ID, SEARCH_MAX_LENGTH } from './limits';
import { walletLogRow, WALLET_LOG_TABS, yuanTextToCents } from './wallet';

/**
 * The back office's member calls (issue 15): members with their wallets, balance adjustments by
 * hand, and coupon templates with their issue to members. Each call needs a permission.
 */

/** The most one adjustment may move: 100,000.00 yuan. */
export const WALLET_ADJUST_MAX_CENTS = 100_000_00;
/** Characters of an adjustment's note, which the member reads in their wallet log. */
export const WALLET_ADJUST_NOTE_MAX_LENGTH = 100;
/** The largest amount off or threshold of a coupon: 100,000.00 yuan. */
export const COUPON_AMOUNT_MAX_CENTS = 100_000_00;
/** The most of one coupon a member may hold, and the most one coupon may be issued. */
export const COUPON_PER_MEMBER_MAX = 100;
export const COUPON_QUANTITY_MAX = 10_000_000;
/** Members named in one issue. */
export const COUPON_ISSUE_MAX_MEMBERS = 200;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A day as "2025-06-01" (the shop's calendar, China time); a day that does not exist is refused. */
const dayField = z
  .string()
  .trim()
  .refine(
    (text) => {
      const time = DATE.test(text) ? Date.parse(`${text}T00:00:00Z`) : Number.NaN;
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
    },
    { error: 'registered_date_invalid' },
  );

/** The member list's sortable columns: `orders` counts every order, `spent` is what was paid less refunds. */
export const ADMIN_MEMBER_SORTS = ['id', 'created_at', 'balance', 'points', 'orders', 'spent'] as const;
export type AdminMemberSort = (typeof ADMIN_MEMBER_SORTS)[number];

/**
 * admin/member/index: one page of members. `keyword` matches the username, nickname or phone
 * number (part of it); `registered_from`/`registered_to` are days, both included.
 */
export const adminMemberListQuery = z
  .object({
    keyword: z.string().trim().max(SEARCH_MAX_LENGTH).default(''),
    registered_from: dayField.optional(),
    registered_to: dayField.optional(),
    ...sortFields(ADMIN_MEMBER_SORTS, 'created_at'),
    ...pagingFields(20, 100),
  })
  .superRefine((query, context) => {
    if (query.registered_from && query.registered_to && query.registered_to < query.registered_from) {
      context.addIssue({ code: 'custom', path: ['registered_to'], message: 'registered_range_invalid' });
    }
  });
export type AdminMemberListQuery = z.infer<typeof adminMemberListQuery>;

/** A member as the back office lists them: the phone number masked, money in yuan. */
export const adminMemberRow = z.object({
  id: recordId,
  avatar: z.string(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  balance: yuan,
  points: countValue,
  orders: countValue,
  spent: yuan,
  created_at: isoTime,
});
export type AdminMemberRow = z.infer<typeof adminMemberRow>;

export const adminMemberListAnswer = pageOf(adminMemberRow);
export type AdminMemberListAnswer = z.infer<typeof adminMemberListAnswer>;

/** admin/member/detail?id */
export const adminMemberDetailQuery = z.object({ id: idField });
export type AdminMemberDetailQuery = z.infer<typeof adminMemberDetailQuery>;

/** One of the member's orders, as the member's page lists the last ones. */
export const adminMemberOrder = z.object({
  id: recordId,
  order_no: z.string(),
  status: z.number().int().min(0),
  payable: yuan,
  quantity: countValue,
  created_at: isoTime,
});
export type AdminMemberOrder = z.infer<typeof adminMemberOrder>;

/**
 * A wallet row as the back office reads it: the member's row (description in the reader's
 * language) and, for an adjustment by hand, who made it.
 */
export const adminWalletRow = walletLogRow.extend({ adjusted_by: z.string().nullable() });
export type AdminWalletRow = z.infer<typeof adminWalletRow>;

/**
 * admin/member/detail: the member, how many addresses they keep, the coupons they hold by status,
 * their last 5 orders and last 5 wallet rows, newest first.
 */
export const adminMemberDetail = adminMemberRow.extend({
  addresses: countValue,
  coupons: couponCounts,
  recent_orders: z.array(adminMemberOrder),
  recent_wallet: z.array(adminWalletRow),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetail>;

/** admin/member/wallet: one page of a member's wallet ledger under a tab, newest first. */
export const adminMemberWalletQuery = z.object({
  member_id: idField,
  type: z.enum(WALLET_LOG_TABS, { error: 'wallet_log_type_invalid' }).default('all'),
  ...pagingFields(10, 50),
});
export type AdminMemberWalletQuery = z.infer<typeof adminMemberWalletQuery>;

export const adminMemberWalletAnswer = pageOf(adminWalletRow);
export type AdminMemberWalletAnswer = z.infer<typeof adminMemberWalletAnswer>;

/** Yuan typed as text, from 0.01 to `maxCents`, at most two decimals. */
const positiveYuanField = (maxCents: number, message: string) =>
  z.string({ error: message }).trim().refine(
    (text) => {
      const cents = yuanTextToCents(text);
      return cents >= 1 && cents <= maxCents;
    },
    { error: message },
  );

/**
 * admin/member/wallet/adjust: money in (`income`) or out (`expense`) of the member's balance by
 * hand, with a note the member reads in their wallet log.
 */
export const adminWalletAdjustBody = z.object({
  member_id: bodyIdField,
  direction: z.enum(['income', 'expense'], { error: 'wallet_adjust_direction_invalid' }),
  amount: positiveYuanField(WALLET_ADJUST_MAX_CENTS, 'wallet_adjust_amount_invalid'),
  note: z.string().trim().min(1, { error: 'field_required' }).max(WALLET_ADJUST_NOTE_MAX_LENGTH),
});
export type AdminWalletAdjustBody = z.infer<typeof adminWalletAdjustBody>;

/** What admin/member/wallet/adjust answers: the balance after it and the ledger row it wrote. */
export const adminWalletAdjustAnswer = z.object({ member_id: recordId, balance: yuan, row: adminWalletRow });
export type AdminWalletAdjustAnswer = z.infer<typeof adminWalletAdjustAnswer>;

/**
 * Where a coupon stands: offered in the coupon centre (`claimable`), not offered there (`stopped`:
 * claiming stopped, or a coupon only issued by the shop), or past its end (`ended`).
 */
export const ADMIN_COUPON_STATES = ['claimable', 'stopped', 'ended'] as const;
export type AdminCouponState = (typeof ADMIN_COUPON_STATES)[number];

export const ADMIN_COUPON_SORTS = ['id', 'end_at', 'issued'] as const;

/** admin/coupon/index: one page of coupon templates; `keyword` matches either name. */
export const adminCouponListQuery = z.object({
  type: z.enum(COUPON_TYPES, { error: 'coupon_type_invalid' }).optional(),
  status: z.enum(ADMIN_COUPON_STATES, { error: 'coupon_state_invalid' }).optional(),
  keyword: z.string().trim().max(SEARCH_MAX_LENGTH).default(''),
  ...sortFields(ADMIN_COUPON_SORTS, 'id'),
  ...pagingFields(20, 100),
});
export type AdminCouponListQuery = z.infer<typeof adminCouponListQuery>;

/**
 * A coupon template as the back office lists it: both names, its terms (`denomination` for a
 * full-discount coupon, `discount` in 折 for a discount coupon, the other null), validity, how it
 * reaches members, and how many were issued and used.
 */
export const adminCoupon = z.object({
  id: recordId,
  name: z.object({ zh: z.string(), en: z.string() }),
  type: z.enum(COUPON_TYPES),
  denomination: yuan.nullable(),
  discount: z.string().nullable(),
  min_amount: yuan,
  start_at: isoTime,
  end_at: isoTime,
  claimable: z.boolean(),
  grant_on_sign_up: z.boolean(),
  total_quantity: countValue.nullable(),
  per_member_limit: z.number().int().min(1),
  category_id: recordId.nullable(),
  category_name: z.string().nullable(),
  issued: countValue,
  used: countValue,
  state: z.enum(ADMIN_COUPON_STATES),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

export const adminCouponListAnswer = pageOf(adminCoupon);
export type AdminCouponListAnswer = z.infer<typeof adminCouponListAnswer>;

const DISCOUNT = /^\d(\.\d)?$/;
/** A discount in 折 as typed: "8.5" pays 85%; from 0.1 to 9.9, one decimal at most. */
const discountField = z
  .string({ error: 'coupon_discount_invalid' })
  .trim()
  .refine((text) => DISCOUNT.test(text) && Number(text) >= 0.1 && Number(text) <= 9.9, { error: 'coupon_discount_invalid' });

/** Yuan typed as text, from 0.00 to the coupon maximum. */
const thresholdField = z
  .string({ error: 'coupon_threshold_invalid' })
  .trim()
  .refine(
    (text) => {
      const cents = yuanTextToCents(text);
      return cents >= 0 && cents <= COUPON_AMOUNT_MAX_CENTS;
    },
    { error: 'coupon_threshold_invalid' },
  );

/**
 * admin/coupon/save: without `id` a new coupon template, with it an edit. A full-discount coupon
 * needs `denomination` and a threshold (`min_amount`) at least as large; a discount coupon needs
 * `discount`. `total_quantity` null is unlimited.
 */
export const adminCouponSaveBody = z
  .object({
    id: bodyIdField.optional(),
    name: z.object({ zh: z.string().trim().min(1).max(60), en: z.string().trim().min(1).max(80) }),
    type: z.enum(COUPON_TYPES, { error: 'coupon_type_invalid' }),
    denomination: positiveYuanField(COUPON_AMOUNT_MAX_CENTS, 'coupon_denomination_invalid').nullable().optional(),
    discount: discountField.nullable().optional(),
    min_amount: thresholdField,
    start_at: z.iso.datetime({ offset: true }),
    end_at: z.iso.datetime({ offset: true }),
    claimable: z.boolean().default(false),
    grant_on_sign_up: z.boolean().default(false),
    total_quantity: z.number().int().min(1).max(COUPON_QUANTITY_MAX).nullable().default(null),
    per_member_limit: z.number().int().min(1).max(COUPON_PER_MEMBER_MAX).default(1),
    category_id: bodyIdField.nullable().default(null),
  })
  .superRefine((input, context) => {
    const refuse = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (Date.parse(input.end_at) <= Date.parse(input.start_at)) refuse('end_at', 'coupon_period_invalid');
    if (input.type === 'full') {
      if (input.denomination == null) refuse('denomination', 'field_required');
      else if (yuanTextToCents(input.min_amount) < yuanTextToCents(input.denomination)) refuse('min_amount', 'coupon_threshold_below_denomination');
    }
    if (input.type === 'discount' && input.discount == null) refuse('discount', 'field_required');
  });
export type AdminCouponSaveBody = z.infer<typeof adminCouponSaveBody>;

/** admin/coupon/status: offer the coupon in the coupon centre (`claimable` true) or stop claiming it. */
export const adminCouponStatusBody = z.object({ id: bodyIdField, claimable: z.boolean() });
export type AdminCouponStatusBody = z.infer<typeof adminCouponStatusBody>;

/**
 * admin/coupon/issue: one of the coupon to each member named by id or username (at least one, at
 * most 200 in all; a member named twice gets one).
 */
export const adminCouponIssueBody = z
  .object({
    coupon_id: bodyIdField,
    member_ids: z.array(z.number().int().min(1).max(MAX_ID)).max(COUPON_ISSUE_MAX_MEMBERS).default([]),
    usernames: z.array(usernameField).max(COUPON_ISSUE_MAX_MEMBERS).default([]),
  })
  .superRefine((input, context) => {
    const named = input.member_ids.length + input.usernames.length;
    if (named === 0) context.addIssue({ code: 'custom', path: ['usernames'], message: 'coupon_issue_members_required' });
    if (named > COUPON_ISSUE_MAX_MEMBERS) context.addIssue({ code: 'custom', path: ['usernames'], message: 'coupon_issue_too_many' });
  });
export type AdminCouponIssueBody = z.infer<typeof adminCouponIssueBody>;

/** Why a named member got none: no such member, they hold the most one may, or none are left. */
export const COUPON_ISSUE_SKIPS = ['unknown_member', 'limit_reached', 'sold_out'] as const;
export type CouponIssueSkip = (typeof COUPON_ISSUE_SKIPS)[number];

/** What admin/coupon/issue answers: how many were issued, each member skipped and why, and the coupon after it. */
export const adminCouponIssueAnswer = z.object({
  issued: countValue,
  skipped: z.array(z.object({ member: z.string(), reason: z.enum(COUPON_ISSUE_SKIPS) })),
  coupon: adminCoupon,
});
export type AdminCouponIssueAnswer = z.infer<typeof adminCouponIssueAnswer>;
