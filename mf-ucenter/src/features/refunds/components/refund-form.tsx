import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REFUND_DESCRIPTION_MAX_LENGTH, REFUND_KINDS, REFUND_MAX_IMAGES, REFUND_REASONS, refundApplyBody, type RefundableOrder, type RefundApplyBody, type RefundApplyInput } from '@shop/contract';
import { ApiError, Button, REFUNDS_PATH, reportFailure, toast } from '@shop/shared';
import { ImageUpload } from '@/components/image-upload';
import { useApplyRefund } from '../api/apply-refund';
import { RefundAmount } from './refund-amount';
import { RefundItemsPicker } from './refund-items-picker';

type FormValues = RefundApplyInput;

/** The type of a problem the server worded; the form's own checks are worded here. */
const SERVER_PROBLEM = 'server';

/** The field of the form a refusal blames: `items.0.quantity` is the items', `images.1` the photos'. */
const FORM_FIELDS = ['items', 'kind', 'reason', 'description', 'images'] as const;
const blamedField = (field: string | undefined) => FORM_FIELDS.find((name) => field === name || field?.startsWith(`${name}.`));

/** The words for what the contract's schema refuses, by field. */
const PROBLEM_KEYS: Partial<Record<FieldPath<FormValues>, string>> = {
  items: 'refund.problems.items',
  reason: 'refund.problems.reason',
  description: 'refund.problems.descriptionTooLong',
  kind: 'refund.problems.kind',
};

/**
 * The application: the lines and units to refund (all of them to begin with), the amount the
 * server reckons for them, refund only or return, a reason from the list, a description and photos.
 * The contract's schema checks it first; the server's refusals show under the field they name.
 */
export function RefundForm({ order }: { order: RefundableOrder }) {
  const { t } = useTranslation('ucenter');
  const ids = useId();
  const navigate = useNavigate();
  const apply = useApplyRefund();
  const form = useForm<FormValues, unknown, RefundApplyBody>({
    resolver: zodResolver(refundApplyBody),
    reValidateMode: 'onSubmit',
    defaultValues: {
      order_id: order.order_id,
      items: order.items.filter((item) => item.refundable_quantity > 0).map((item) => ({ order_item_id: item.order_item_id, quantity: item.refundable_quantity })),
      kind: 'refund',
      description: '',
      images: [],
    },
  });
  const { errors } = form.formState;
  const [items, images, description] = useWatch({ control: form.control, name: ['items', 'images', 'description'] });

  const problem = (name: FieldPath<FormValues>) => {
    const error = errors[name as keyof typeof errors] as { type?: string; message?: string } | undefined;
    if (!error) return undefined;
    if (error.type === SERVER_PROBLEM) return error.message;
    return t(PROBLEM_KEYS[name] ?? 'errors.generic', { max: REFUND_DESCRIPTION_MAX_LENGTH });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await apply.mutateAsync(values);
      toast.success(t('refund.form.submitted'));
      void navigate(REFUNDS_PATH);
    } catch (error) {
      const field = error instanceof ApiError ? blamedField(error.field) : undefined;
      if (error instanceof ApiError && field) form.setError(field, { type: SERVER_PROBLEM, message: error.message }, { shouldFocus: true });
      else if (error instanceof ApiError && error.message) toast.error(error.message);
      else reportFailure(error, t('errors.generic'));
    }
  });

  const descriptionId = `${ids}-description`;
  const reasonId = `${ids}-reason`;
  return (
    <form noValidate aria-label={t('refund.form.label')} onSubmit={(event) => void submit(event)} className="space-y-5">
      <RefundItemsPicker
        items={order.items}
        value={items}
        onChange={(next) => {
          form.setValue('items', next);
          form.clearErrors('items');
        }}
        error={problem('items')}
        errorId={`${ids}-items-error`}
      />
      <RefundAmount orderId={order.order_id} items={items} />

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('refund.form.kind')}</legend>
        <div className="flex gap-3">
          {REFUND_KINDS.map((kind) => {
            const open = order.kinds.includes(kind);
            return (
              <label
                key={kind}
                className={`flex w-64 cursor-pointer items-start gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-rose-500 has-[:checked]:bg-rose-50 ${open ? 'border-slate-300' : 'cursor-not-allowed border-slate-200 opacity-60'}`}
              >
                <input type="radio" value={kind} disabled={!open} className="mt-0.5 accent-rose-600" {...form.register('kind', { onChange: () => form.clearErrors('kind') })} />
                <span>
                  <span className="block font-medium text-slate-700">{t(`refund.kinds.${kind}`)}</span>
                  <span className="block text-xs text-slate-500">{t(`refund.kindHints.${kind}`)}</span>
                </span>
              </label>
            );
          })}
        </div>
        {!order.kinds.includes('return') && <p className="mt-1 text-xs text-slate-500">{t('refund.form.returnLater')}</p>}
        {problem('kind') && (
          <p role="alert" className="mt-1 text-xs text-red-600">
            {problem('kind')}
          </p>
        )}
      </fieldset>

      <div>
        <label htmlFor={reasonId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('refund.form.reason')}
        </label>
        <select
          id={reasonId}
          defaultValue=""
          aria-invalid={Boolean(errors.reason) || undefined}
          aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
          className={`h-10 w-80 rounded-md border bg-white px-3 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 ${errors.reason ? 'border-red-500' : 'border-slate-300'}`}
          {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
        >
          <option value="" disabled>
            {t('refund.form.chooseReason')}
          </option>
          {REFUND_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`refund.reasons.${reason}`)}
            </option>
          ))}
        </select>
        <p id={`${reasonId}-error`} role={errors.reason ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-red-600">
          {problem('reason') ?? ''}
        </p>
      </div>

      <div>
        <label htmlFor={descriptionId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('refund.form.description')}
        </label>
        <textarea
          id={descriptionId}
          rows={4}
          maxLength={REFUND_DESCRIPTION_MAX_LENGTH}
          placeholder={t('refund.form.descriptionPlaceholder')}
          aria-invalid={Boolean(errors.description) || undefined}
          aria-describedby={`${descriptionId}-count ${descriptionId}-error`}
          className={`w-full resize-y rounded-md border px-3 py-2 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 ${errors.description ? 'border-red-500' : 'border-slate-300'}`}
          {...form.register('description', { onChange: () => form.clearErrors('description') })}
        />
        <div className="flex justify-between text-xs">
          <p id={`${descriptionId}-error`} role={errors.description ? 'alert' : undefined} className="text-red-600">
            {problem('description') ?? ''}
          </p>
          <p id={`${descriptionId}-count`} className="text-slate-500">
            {t('refund.form.descriptionCount', { count: description?.length ?? 0, max: REFUND_DESCRIPTION_MAX_LENGTH })}
          </p>
        </div>
      </div>

      <div>
        <ImageUpload
          label={t('refund.form.photos', { max: REFUND_MAX_IMAGES })}
          value={images ?? []}
          max={REFUND_MAX_IMAGES}
          disabled={apply.isPending}
          onChange={(urls) => {
            form.setValue('images', urls);
            form.clearErrors('images');
          }}
        />
        {problem('images') && (
          <p role="alert" className="mt-1 text-xs text-red-600">
            {problem('images')}
          </p>
        )}
      </div>

      <Button type="submit" pending={apply.isPending} className="h-10 w-40">
        {t('refund.form.submit')}
      </Button>
    </form>
  );
}
