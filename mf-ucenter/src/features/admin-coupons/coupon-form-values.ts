import { adminCouponSaveBody, type AdminCoupon, type AdminCouponSaveBody, type CouponType } from '@shop/contract';

/** The coupon form as typed: text inputs, the type, the two switches. */
export type CouponFormValues = {
  name_zh: string;
  name_en: string;
  type: CouponType;
  denomination: string;
  discount: string;
  min_amount: string;
  start_at: string;
  end_at: string;
  total_quantity: string;
  per_member_limit: string;
  category_id: string;
  claimable: boolean;
  grant_on_sign_up: boolean;
};
export type CouponFormField = Exclude<keyof CouponFormValues, 'claimable' | 'grant_on_sign_up'>;

/** Why a field is refused, as the form words it (`adminMember.couponForm.problems`). */
export type CouponProblem = 'required' | 'wrong' | 'tooLong' | 'denomination' | 'discount' | 'minAmount' | 'belowDenomination' | 'period';

const pad = (n: number) => String(n).padStart(2, '0');
/** "2025-06-01T10:00" in the browser's time zone, as a datetime-local input takes it. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
/** A datetime-local value as an ISO instant; text that is no time stays as is, for the contract to refuse. */
const fromLocalInput = (value: string) => {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? value : new Date(time).toISOString();
};
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

export function couponFormValues(coupon: AdminCoupon | undefined, now: Date): CouponFormValues {
  if (!coupon) {
    const start = new Date(now);
    start.setHours(0, 0, 0, 0);
    const end = new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000 - 60 * 1000);
    return {
      name_zh: '',
      name_en: '',
      type: 'full',
      denomination: '',
      discount: '',
      min_amount: '0',
      start_at: toLocalInput(start.toISOString()),
      end_at: toLocalInput(end.toISOString()),
      total_quantity: '',
      per_member_limit: '1',
      category_id: '',
      claimable: false,
      grant_on_sign_up: false,
    };
  }
  return {
    name_zh: coupon.name.zh,
    name_en: coupon.name.en,
    type: coupon.type,
    denomination: coupon.denomination ?? '',
    discount: coupon.discount ?? '',
    min_amount: coupon.min_amount,
    start_at: toLocalInput(coupon.start_at),
    end_at: toLocalInput(coupon.end_at),
    total_quantity: coupon.total_quantity === null ? '' : String(coupon.total_quantity),
    per_member_limit: String(coupon.per_member_limit),
    category_id: coupon.category_id === null ? '' : String(coupon.category_id),
    claimable: coupon.claimable,
    grant_on_sign_up: coupon.grant_on_sign_up,
  };
}

/** The body admin/coupon/save takes; the other type's amount is left out. */
export function couponBody(values: CouponFormValues, id: number | undefined): AdminCouponSaveBody {
  const full = values.type === 'full';
  return {
    ...(id === undefined ? {} : { id }),
    name: { zh: values.name_zh, en: values.name_en },
    type: values.type,
    denomination: full ? values.denomination : null,
    discount: full ? null : values.discount,
    min_amount: values.min_amount,
    start_at: fromLocalInput(values.start_at),
    end_at: fromLocalInput(values.end_at),
    claimable: values.claimable,
    grant_on_sign_up: values.grant_on_sign_up,
    total_quantity: optionalNumber(values.total_quantity),
    per_member_limit: Number(values.per_member_limit),
    category_id: optionalNumber(values.category_id),
  };
}

/** The fields whose problems the form shows under them, in the order they appear. */
export const COUPON_FORM_FIELDS: readonly CouponFormField[] = [
  'name_zh',
  'name_en',
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

/** The form field an API or contract path names ("name.zh" is the Chinese name's input). */
export const formFieldOf = (path: string): CouponFormField | null => COUPON_FORM_FIELDS.find((field) => field === path.replace('.', '_')) ?? null;

const RULE_PROBLEMS: Record<string, CouponProblem> = {
  coupon_denomination_invalid: 'denomination',
  coupon_discount_invalid: 'discount',
  coupon_threshold_invalid: 'minAmount',
  coupon_threshold_below_denomination: 'belowDenomination',
  coupon_period_invalid: 'period',
};

/** The contract's verdict on the form, field by field (the first problem of a field wins). */
export function couponProblems(values: CouponFormValues): Partial<Record<CouponFormField, CouponProblem>> {
  const checked = adminCouponSaveBody.safeParse(couponBody(values, undefined));
  const problems: Partial<Record<CouponFormField, CouponProblem>> = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = formFieldOf(issue.path.join('.'));
    if (!field || problems[field]) continue;
    const empty = values[field].trim() === '';
    problems[field] = empty ? 'required' : (RULE_PROBLEMS[issue.message] ?? (issue.code === 'too_big' && field.startsWith('name') ? 'tooLong' : 'wrong'));
  }
  return problems;
}
