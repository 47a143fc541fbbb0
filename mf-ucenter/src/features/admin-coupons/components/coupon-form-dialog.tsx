import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminCoupon } from '@shop/contract';
import { DateField, FormDialog, SelectField, showFormFailure, useContractForm, type FieldOptions } from '@shop/forms';
import { TextField, toast } from '@shop/shared';
import { useSaveCoupon } from '../api/save-coupon';
import { COUPON_FORM_FIELDS, countOf, couponBody, couponFormSchema, couponFormValues, type CouponFormValues } from '../lib/coupon-form-values';

/** The label of each input, under `adminMember.couponForm`. */
const LABELS = {
  'name.zh': 'nameZh',
  'name.en': 'nameEn',
  type: 'type',
  denomination: 'denomination',
  discount: 'discount',
  min_amount: 'minAmount',
  start_at: 'startAt',
  end_at: 'endAt',
  total_quantity: 'totalQuantity',
  per_member_limit: 'perMemberLimit',
  category_id: 'categoryId',
} satisfies Partial<Record<Path<CouponFormValues>, string>>;
type CouponField = keyof typeof LABELS;

interface CouponFormDialogProps {
  /** The coupon edited; a new one when absent. */
  coupon?: AdminCoupon;
  onClose: () => void;
}

/** Creates or edits a coupon template with every field the shop keeps, checked as admin/coupon/save checks it. */
export function CouponFormDialog({ coupon, onClose }: CouponFormDialogProps) {
  const { t } = useTranslation('ucenter');
  const save = useSaveCoupon();
  const form = useContractForm<CouponFormValues>(couponFormSchema, couponFormValues(coupon, new Date()), {
    rules: {
      coupon_threshold_below_denomination: t('adminMember.couponForm.problems.belowDenomination'),
      coupon_period_invalid: t('adminMember.couponForm.problems.period'),
    },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const held = coupon !== undefined && coupon.issued > 0;

  const label = (name: CouponField) => t(`adminMember.couponForm.${LABELS[name]}`);
  // An amount out of its bounds is said with the bounds, other problems in the form kit's words ("Per member is not valid");
  // a count typed is a number, or null when left empty.
  const fieldOptions: Partial<Record<CouponField, FieldOptions>> = {
    denomination: { says: { wrong: t('adminMember.couponForm.problems.denomination') } },
    discount: { says: { wrong: t('adminMember.couponForm.problems.discount') } },
    min_amount: { says: { wrong: t('adminMember.couponForm.problems.minAmount') } },
    total_quantity: { setValueAs: countOf },
    per_member_limit: { setValueAs: countOf },
    category_id: { setValueAs: countOf },
  };
  const input = (name: CouponField, options: { inputMode?: 'decimal' | 'numeric'; readOnly?: boolean } = {}) => (
    <TextField autoComplete="off" {...options} {...form.field(name, label(name), fieldOptions[name])} />
  );

  const submit = form.handleSubmit(async () => {
    try {
      await save.mutateAsync(couponBody(form.getValues(), coupon?.id));
      toast.success(t('adminMember.couponForm.saved'));
      onClose();
    } catch (error) {
      // The API blames a name by its path (`name.zh`), which is the form's too.
      showFormFailure(error, COUPON_FORM_FIELDS, form.setError, t('errors.generic'));
    }
  });

  return (
    <FormDialog
      title={t(coupon ? 'adminMember.couponForm.editTitle' : 'adminMember.couponForm.newTitle')}
      pending={save.isPending}
      onSubmit={(event) => void submit(event)}
      onDismiss={onClose}
      width="w-[640px]"
    >
      <div className="grid grid-cols-2 gap-x-4 text-sm">
        {held && <p className="col-span-2 mb-3 rounded bg-amber-50 px-3 py-2 text-amber-800">{t('adminMember.couponForm.held')}</p>}
        {input('name.zh')}
        {input('name.en')}
        {held ? (
          <TextField label={label('type')} readOnly value={t(`adminMember.coupons.types.${type}`)} />
        ) : (
          <SelectField {...form.field('type', label('type'))}>
            <option value="full">{t('adminMember.coupons.types.full')}</option>
            <option value="discount">{t('adminMember.coupons.types.discount')}</option>
          </SelectField>
        )}
        {type === 'full' ? input('denomination', { inputMode: 'decimal', readOnly: held }) : input('discount', { inputMode: 'decimal', readOnly: held })}
        {input('min_amount', { inputMode: 'decimal', readOnly: held })}
        {input('category_id', { inputMode: 'numeric', readOnly: held })}
        <DateField kind="datetime" {...form.field('start_at', label('start_at'), fieldOptions.start_at)} />
        <DateField kind="datetime" {...form.field('end_at', label('end_at'), fieldOptions.end_at)} />
        {input('total_quantity', { inputMode: 'numeric' })}
        {input('per_member_limit', { inputMode: 'numeric' })}
        <div className="col-span-2 mb-4 flex gap-6 text-slate-700">
          <label className="flex items-center gap-2">
            <input type="checkbox" className="accent-rose-600" {...form.register('claimable')} />
            {t('adminMember.couponForm.claimable')}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" className="accent-rose-600" {...form.register('grant_on_sign_up')} />
            {t('adminMember.couponForm.grantOnSignUp')}
          </label>
        </div>
      </div>
    </FormDialog>
  );
}
