import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REFUND_NOTE_MAX_LENGTH, refundApproveBody, refundRejectBody, type AdminRefund, type RefundRejectBody } from '@shop/contract';
import { Button, formatYuan, useModalFocus } from '@shop/shared';
import { useDecideRefund, type Decision } from '../api/decide-refund';

/** The contract's rule of the decision: a rejection must say why, an approval may; neither beyond the limit. */
const noteResolver =
  (decision: Decision): Resolver<RefundRejectBody> =>
  (values): ResolverResult<RefundRejectBody> => {
    const checked = (decision === 'approve' ? refundApproveBody : refundRejectBody).safeParse(values);
    if (checked.success) return { values: checked.data, errors: {} };
    return { values: {}, errors: { note: { type: checked.error.issues[0]?.code ?? 'invalid', message: '' } } };
  };

/**
 * Approves (the note optional) or rejects (the member must be told why) one request, checked with
 * the contract's rule. Whatever the server answers, the dialog closes and the list is read again:
 * a request another reviewer decided first is toasted in the server's words.
 */
export function RefundDecisionDialog({ refund, decision, onClose }: { refund: AdminRefund; decision: Decision; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const panel = useRef<HTMLFormElement>(null);
  const decide = useDecideRefund();
  const onKeyDown = useModalFocus(panel, { pending: decide.isPending, onDismiss: onClose, initialFocus: 'textarea' });
  const form = useForm<RefundRejectBody>({ defaultValues: { id: refund.id, note: '' }, resolver: noteResolver(decision) });
  const error = form.formState.errors.note;
  const submit = form.handleSubmit(async (values) => {
    await decide.mutateAsync({ ...values, decision }).catch(() => undefined);
    onClose();
  });
  const approving = decision === 'approve';
  return createPortal(
    <div role="presentation" className="fixed inset-0 z-[2000] flex items-center justify-center bg-slate-900/40" onKeyDown={onKeyDown}>
      <form
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="w-[460px] rounded-lg bg-white p-6 text-sm shadow-xl"
      >
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-800">
          {t(approving ? 'adminRefund.approveTitle' : 'adminRefund.rejectTitle', { refundNo: refund.refund_no })}
        </h2>
        <p id={`${id}-summary`} className="mt-2 text-slate-600">
          {approving ? t('adminRefund.approveSummary', { amount: `¥${formatYuan(refund.amount)}` }) : t('adminRefund.rejectSummary')}
        </p>
        {refund.description ? (
          <p className="mt-3 rounded bg-slate-50 p-2 text-slate-700">
            <span className="block text-xs text-slate-500">{t('adminRefund.description')}</span>
            {refund.description}
          </p>
        ) : null}
        <label htmlFor={`${id}-note`} className="mt-4 mb-1 block text-slate-600">
          {t(approving ? 'adminRefund.noteOptional' : 'adminRefund.note')}
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={REFUND_NOTE_MAX_LENGTH}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`w-full rounded-md border px-3 py-2 outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 ${error ? 'border-red-500' : 'border-slate-300'}`}
          {...form.register('note')}
        />
        <p id={`${id}-error`} role={error ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-red-600">
          {error ? (error.type === 'too_big' ? t('adminRefund.noteTooLong', { max: REFUND_NOTE_MAX_LENGTH }) : t('adminRefund.noteRequired')) : ''}
        </p>
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={decide.isPending}>
            {t('adminRefund.cancel')}
          </Button>
          <Button type="submit" pending={decide.isPending}>
            {t(approving ? 'adminRefund.approve' : 'adminRefund.reject')}
          </Button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
