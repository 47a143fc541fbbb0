import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminCoupon } from '@shop/contract';
import { ApiError, reportFailure, TextField, toast } from '@shop/shared';
import { AdminDialog, DialogButtons } from '@/components/admin-dialog';
import { SERVER_PROBLEM } from '@/lib/field-problems';
import { useSaveCoupon } from '../api/save-coupon';
import { couponBody, couponFormValues, couponProblems, formFieldOf, type CouponFormField, type CouponFormValues } from '../coupon-form-values';

/** The contract's admin/coupon/save rules; an error's type is the problem the form words. */
const checkCoupon: Resolver<CouponFormValues> = (values) => {
  const problems = Object.entries(couponProblems(values));
  if (problems.length === 0) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(problems.map(([field, problem]) => [field, { type: problem }])) };
};

const LABELS: Record<CouponFormField, string> = {
  name_zh: 'nameZh',
  name_en: 'nameEn',
  type: 'type',
  denomination: 'denomination',
  discount: 'discount',
  min_amount: 'minAmount',
  start_at: 'startAt',
  end_at: 'endAt',
  total_quantity: 'totalQuantity',
  per_member_limit: 'perMemberLimit',
  category_id: 'categoryId',
};

interface CouponFormDialogProps {
  /** The coupon edited; a new one when absent. */
  coupon?: AdminCoupon;
  onClose: () => void;
}

/** Creates or edits a coupon template with every field the shop keeps, checked as admin/coupon/save checks it. */
export function CouponFormDialog({ coupon, onClose }: CouponFormDialogProps) {
  const { t } = useTranslation('ucenter');
  const save = useSaveCoupon();
  const form = useForm<CouponFormValues>({ defaultValues: couponFormValues(coupon, new Date()), resolver: checkCoupon, reValidateMode: 'onSubmit' });
  const type = useWatch({ control: form.control, name: 'type' });
  const held = coupon !== undefined && coupon.issued > 0;

  const label = (field: CouponFormField) => t(`adminMember.couponForm.${LABELS[field]}`);
  const errorText = (field: CouponFormField) => {
    const error = form.formState.errors[field];
    if (!error) return undefined;
    return error.type === SERVER_PROBLEM ? error.message : t(`adminMember.couponForm.problems.${error.type}`, { field: label(field) });
  };
  const input = (field: CouponFormField, options: { type?: string; inputMode?: 'decimal' | 'numeric'; readOnly?: boolean } = {}) => (
    <TextField label={label(field)} autoComplete="off" {...options} {...form.register(field, { onChange: () => form.clearErrors(field) })} error={errorText(field)} />
  );

  const submit = form.handleSubmit((values) =>
    save.mutate(couponBody(values, coupon?.id), {
      onSuccess: () => {
        toast.success(t('adminMember.couponForm.saved'));
        onClose();
      },
      onError: (error) => {
        const field = error instanceof ApiError && error.field ? formFieldOf(error.field) : null;
        if (field) form.setError(field, { type: SERVER_PROBLEM, message: error.message }, { shouldFocus: true });
        else if (error instanceof ApiError && error.message) toast.error(error.message);
        else reportFailure(error, t('errors.generic'));
      },
    }),
  );

  return (
    <AdminDialog title={t(coupon ? 'adminMember.couponForm.editTitle' : 'adminMember.couponForm.newTitle')} pending={save.isPending} onDismiss={onClose} width="w-[640px]">
      <form noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-2 gap-x-4 text-sm">
        {held && <p className="col-span-2 mb-3 rounded bg-amber-50 px-3 py-2 text-amber-800">{t('adminMember.couponForm.held')}</p>}
        {input('name_zh')}
        {input('name_en')}
        {held ? (
          <TextField label={label('type')} readOnly value={t(`adminMember.coupons.types.${type}`)} />
        ) : (
          <div className="mb-5">
            <label htmlFor="coupon-type" className="mb-1 block text-sm text-slate-600">
              {label('type')}
            </label>
            <select id="coupon-type" className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm" {...form.register('type')}>
              <option value="full">{t('adminMember.coupons.types.full')}</option>
              <option value="discount">{t('adminMember.coupons.types.discount')}</option>
            </select>
          </div>
        )}
        {type === 'full' ? input('denomination', { inputMode: 'decimal', readOnly: held }) : input('discount', { inputMode: 'decimal', readOnly: held })}
        {input('min_amount', { inputMode: 'decimal', readOnly: held })}
        {input('category_id', { inputMode: 'numeric', readOnly: held })}
        {input('start_at', { type: 'datetime-local' })}
        {input('end_at', { type: 'datetime-local' })}
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
        <DialogButtons submit={t('adminMember.couponForm.save')} cancel={t('adminMember.couponForm.cancel')} pending={save.isPending} onCancel={onClose} />
      </form>
    </AdminDialog>
  );
}
