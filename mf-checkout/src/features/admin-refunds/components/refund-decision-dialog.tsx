import { useTranslation } from 'react-i18next';
import { REFUND_NOTE_MAX_LENGTH, refundApproveBody, refundRejectBody, type AdminRefund, type RefundRejectBody } from '@shop/contract';
import { FormDialog, TextAreaField, useContractForm } from '@shop/forms';
import { formatYuan } from '@shop/shared';
import { useDecideRefund, type Decision } from '../api/decide-refund';

/**
 * Approves (the note optional) or rejects (the member must be told why) one request, checked with
 * the contract's rule. Whatever the server answers, the dialog closes and the list is read again:
 * a request another reviewer decided first is toasted in the server's words.
 */
export function RefundDecisionDialog({ refund, decision, onClose }: { refund: AdminRefund; decision: Decision; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  const decide = useDecideRefund();
  const approving = decision === 'approve';
  // The contract's rule of the decision: a rejection must say why, an approval may; neither beyond the limit.
  const form = useContractForm<RefundRejectBody>(approving ? refundApproveBody : refundRejectBody, { id: refund.id, note: '' });
  // Whatever the server answers, the dialog closes: the decision's hook has said a failure and reads the list again.
  const submit = form.submit(async (values) => {
    await decide.mutateAsync({ ...values, decision }).catch(() => undefined);
    onClose();
  });
  return (
    <FormDialog
      title={t(approving ? 'adminRefund.approveTitle' : 'adminRefund.rejectTitle', { refundNo: refund.refund_no })}
      description={approving ? t('adminRefund.approveSummary', { amount: `¥${formatYuan(refund.amount)}` }) : t('adminRefund.rejectSummary')}
      submitLabel={t(approving ? 'adminRefund.approve' : 'adminRefund.reject')}
      pending={decide.isPending}
      onSubmit={(event) => void submit(event)}
      onDismiss={onClose}
      width="w-[460px]"
      initialFocus="textarea"
    >
      {refund.description ? (
        <p className="mb-3 rounded bg-slate-50 p-2 text-sm text-slate-700">
          <span className="block text-xs text-slate-500">{t('adminRefund.description')}</span>
          {refund.description}
        </p>
      ) : null}
      <TextAreaField
        maxLength={REFUND_NOTE_MAX_LENGTH}
        {...form.field('note', t(approving ? 'adminRefund.noteOptional' : 'adminRefund.note'), {
          says: { required: t('adminRefund.noteRequired'), tooLong: t('adminRefund.noteTooLong', { max: REFUND_NOTE_MAX_LENGTH }) },
        })}
      />
    </FormDialog>
  );
}
