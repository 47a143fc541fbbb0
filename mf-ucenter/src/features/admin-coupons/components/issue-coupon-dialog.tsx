import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUPON_ISSUE_MAX_MEMBERS, type AdminCoupon } from '@shop/contract';
import { FormDialog, useContractForm } from '@shop/forms';
import { ModalDialog } from '@shop/shared';
import { useIssueCoupon } from '../api/issue-coupon';
import { issueFormSchema, namesIn, notUsernames, type IssueForm } from '../lib/issue-form-schema';
import { IssueOutcome } from './issue-outcome';

/** Issues the coupon to the members named by username, then says how many got one and who was skipped and why. */
export function IssueCouponDialog({ coupon, onClose }: { coupon: AdminCoupon; onClose: () => void }) {
  const { t, i18n } = useTranslation('ucenter');
  const issue = useIssueCoupon();
  const form = useContractForm<IssueForm>(issueFormSchema, { usernames: '' }, {
    rules: { coupon_issue_members_required: t('adminMember.issue.required'), coupon_issue_too_many: t('adminMember.issue.tooMany', { max: COUPON_ISSUE_MAX_MEMBERS }) },
    failed: t('errors.generic'),
  });
  const typed = useWatch({ control: form.control, name: 'usernames' });
  const title = t('adminMember.issue.title', { name: i18n.language === 'zh-cn' ? coupon.name.zh : coupon.name.en });
  const label = t('adminMember.issue.usernames');
  // A message stays only until the names are edited, so the names refused are those typed now.
  const error = form.message('usernames', label, { wrong: t('adminMember.issue.invalid', { names: notUsernames(typed).join(', ') }) });

  const submit = form.submit((values) => issue.mutateAsync({ coupon_id: coupon.id, usernames: namesIn(values.usernames) }));

  if (issue.data) {
    return (
      <ModalDialog title={title} pending={false} onDismiss={onClose}>
        <div className="px-5 py-4">
          <IssueOutcome outcome={issue.data} onClose={onClose} />
        </div>
      </ModalDialog>
    );
  }
  return (
    <FormDialog title={title} pending={issue.isPending} onSubmit={(event) => void submit(event)} onDismiss={onClose} submitLabel={t('adminMember.issue.submit')}>
      <div className="text-sm">
        <label htmlFor="issue-usernames" className="mb-1 block text-slate-600">
          {label}
        </label>
        <textarea
          id="issue-usernames"
          rows={5}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby="issue-usernames-hint issue-usernames-error"
          className={`w-full rounded-md border px-3 py-2 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 ${error ? 'border-red-500' : 'border-slate-300'}`}
          {...form.register('usernames', { onChange: () => form.clearErrors('usernames') })}
        />
        <p id="issue-usernames-hint" className="mt-1 text-xs text-slate-500">
          {t('adminMember.issue.hint', { max: COUPON_ISSUE_MAX_MEMBERS })}
        </p>
        <p id="issue-usernames-error" role={error ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-red-600">
          {error ?? ''}
        </p>
      </div>
    </FormDialog>
  );
}
