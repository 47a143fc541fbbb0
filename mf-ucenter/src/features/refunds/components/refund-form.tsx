import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REFUND_DESCRIPTION_MAX_LENGTH, REFUND_KINDS, REFUND_MAX_IMAGES, REFUND_REASONS, refundApplyBody, type RefundableOrder, type RefundApplyBody } from '@shop/contract';
import { SERVER_PROBLEM, showFormFailure, useContractForm } from '@shop/forms';
import { ApiError, Button, REFUNDS_PATH, toast } from '@shop/shared';
import { ImageUpload } from '@/components/image-upload';
import { useApplyRefund } from '../api/apply-refund';
import { RefundAmount } from './refund-amount';
import { RefundItemsPicker } from './refund-items-picker';

/** What the member fills in: the order is the one the page is about. */
const application = refundApplyBody.omit({ order_id: true });
type FormValues = Omit<RefundApplyBody, 'order_id'>;

/** The field of the form a refusal blames: `items.0.quantity` is the items', `images.1` the photos'. */
const FORM_FIELDS = ['items', 'kind', 'reason', 'description', 'images'] as const;
const blamedField = (field: string | undefined) => FORM_FIELDS.find((name) => field === name || field?.startsWith(`${name}.`));

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
  const form = useContractForm<FormValues>(
    application,
    {
      items: order.items.filter((item) => item.refundable_quantity > 0).map((item) => ({ order_item_id: item.order_item_id, quantity: item.refundable_quantity })),
      kind: 'refund',
      description: '',
      images: [],
    },
    { rules: { refund_items_required: t('refund.problems.items'), refund_reason_required: t('refund.problems.reason') } },
  );
  const [items, images, description] = useWatch({ control: form.control, name: ['items', 'images', 'description'] });
  const problems = {
    items: form.message('items', t('refund.form.items')),
    kind: form.message('kind', t('refund.form.kind'), { required: t('refund.problems.kind'), wrong: t('refund.problems.kind') }),
    reason: form.message('reason', t('refund.form.reason')),
    description: form.message('description', t('refund.form.description'), { tooLong: t('refund.problems.descriptionTooLong', { max: REFUND_DESCRIPTION_MAX_LENGTH }) }),
    images: form.message('images', t('refund.form.photos', { max: REFUND_MAX_IMAGES })),
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await apply.mutateAsync({ order_id: order.order_id, ...values });
      toast.success(t('refund.form.submitted'));
      void navigate(REFUNDS_PATH);
    } catch (error) {
      // A refusal naming a line or a photo (`items.0.quantity`) goes under the list it belongs to.
      const field = error instanceof ApiError ? blamedField(error.field) : undefined;
      if (error instanceof ApiError && field) form.setError(field, { type: SERVER_PROBLEM, message: error.message }, { shouldFocus: true });
      else showFormFailure(error, [], form.setError, t('errors.generic'));
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
        error={problems.items}
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
        {problems.kind && (
          <p role="alert" className="mt-1 text-xs text-red-600">
            {problems.kind}
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
          aria-invalid={Boolean(problems.reason) || undefined}
          aria-describedby={problems.reason ? `${reasonId}-error` : undefined}
          className={`h-10 w-80 rounded-md border bg-white px-3 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 ${problems.reason ? 'border-red-500' : 'border-slate-300'}`}
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
        <p id={`${reasonId}-error`} role={problems.reason ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-red-600">
          {problems.reason ?? ''}
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
          aria-invalid={Boolean(problems.description) || undefined}
          aria-describedby={`${descriptionId}-count ${descriptionId}-error`}
          className={`w-full resize-y rounded-md border px-3 py-2 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 ${problems.description ? 'border-red-500' : 'border-slate-300'}`}
          {...form.register('description', { onChange: () => form.clearErrors('description') })}
        />
        <div className="flex justify-between text-xs">
          <p id={`${descriptionId}-error`} role={problems.description ? 'alert' : undefined} className="text-red-600">
            {problems.description ?? ''}
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
        {problems.images && (
          <p role="alert" className="mt-1 text-xs text-red-600">
            {problems.images}
          </p>
        )}
      </div>

      <Button type="submit" pending={apply.isPending} className="h-10 w-40">
        {t('refund.form.submit')}
      </Button>
    </form>
  );
}
