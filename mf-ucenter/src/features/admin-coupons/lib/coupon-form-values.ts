import { z } from 'zod';
import { adminCouponSaveBody, type AdminCoupon, type AdminCouponSaveBody, type CouponType } from '@shop/contract';
import { fromDateTimeText } from '@shop/forms';
import { formatDate, formatDateMinute } from '@shop/shared';

/**
 * The coupon form: the names as admin/coupon/save nests them, amounts as typed, the validity as
 * date-time text in China time ("2026-11-28 17:06"), the counts as numbers (null when left empty), the type and the two switches.
 */
export type CouponFormValues = {
  name: { zh: string; en: string };
  type: CouponType;
  denomination: string;
  discount: string;
  min_amount: string;
  start_at: string;
  end_at: string;
  total_quantity: number | null;
  per_member_limit: number | null;
  category_id: number | null;
  claimable: boolean;
  grant_on_sign_up: boolean;
};

/** A date-time text (China time) as an ISO instant; text that is no time stays as is, for the contract to refuse. */
const fromInput = (value: string) => fromDateTimeText(value) || value;

/** A count as typed: a number, null when left empty (text that is no number stays NaN, for the contract to refuse). */
export const countOf = (value: string | number | null) => (value === null || String(value).trim() === '' ? null : Number(value));

export function couponFormValues(coupon: AdminCoupon | undefined, now: Date): CouponFormValues {
  if (!coupon) {
    // From the start of today, China time, as the shop sets its times.
    const start = new Date(fromDateTimeText(`${formatDate(now)} 00:00`));
    const end = new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000 - 60 * 1000);
    return {
      name: { zh: '', en: '' },
      type: 'full',
      denomination: '',
      discount: '',
      min_amount: '0',
      start_at: formatDateMinute(start),
      end_at: formatDateMinute(end),
      total_quantity: null,
      per_member_limit: 1,
      category_id: null,
      claimable: false,
      grant_on_sign_up: false,
    };
  }
  return {
    name: { zh: coupon.name.zh, en: coupon.name.en },
    type: coupon.type,
    denomination: coupon.denomination ?? '',
    discount: coupon.discount ?? '',
    min_amount: coupon.min_amount,
    start_at: formatDateMinute(coupon.start_at),
    end_at: formatDateMinute(coupon.end_at),
    total_quantity: coupon.total_quantity,
    per_member_limit: coupon.per_member_limit,
    category_id: coupon.category_id,
    claimable: coupon.claimable,
    grant_on_sign_up: coupon.grant_on_sign_up,
  };
}

/** The body admin/coupon/save takes; the other type's amount is left out. */
export function couponBody(values: CouponFormValues, id: number | undefined): AdminCouponSaveBody {
  const full = values.type === 'full';
  return {
    ...(id === undefined ? {} : { id }),
    name: { zh: values.name.zh, en: values.name.en },
    type: values.type,
    denomination: full ? values.denomination : null,
    discount: full ? null : values.discount,
    min_amount: values.min_amount,
    start_at: fromInput(values.start_at),
    end_at: fromInput(values.end_at),
    claimable: values.claimable,
    grant_on_sign_up: values.grant_on_sign_up,
    total_quantity: values.total_quantity,
    // Left empty, the limit is missing: 0 is refused, and the form calls an empty field missing.
    per_member_limit: values.per_member_limit ?? 0,
    category_id: values.category_id,
  };
}

/** The fields admin/coupon/save may blame, by the paths it names them with (`name.zh`), which are the form's. */
export const COUPON_FORM_FIELDS: readonly string[] = [
  'name.zh',
  'name.en',
  'type',
  'denomination',
  'discount',
  'min_amount',
  'start_at',
  'end_at',
  'total_quantity',
  'per_member_limit',
  'category_id',
];

/** The form's checks: admin/coupon/save's own schema on the body the form sends. */
export const couponFormSchema = z.preprocess((values) => couponBody(values as CouponFormValues, undefined), adminCouponSaveBody);
