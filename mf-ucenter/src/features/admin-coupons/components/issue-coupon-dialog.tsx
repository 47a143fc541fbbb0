import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUPON_ISSUE_MAX_MEMBERS, USERNAME_PATTERN, type AdminCoupon, type AdminCouponIssueAnswer } from '@shop/contract';
import { ApiError, Button, reportFailure } from '@shop/shared';
import { AdminDialog, DialogButtons } from '@/components/admin-dialog';
import { SERVER_PROBLEM } from '@/lib/field-problems';
import { useIssueCoupon } from '../api/issue-coupon';

type IssueForm = { usernames: string };

/** The usernames typed, one per line or separated by commas or spaces, each once. */
const namesIn = (text: string) => [...new Set(text.split(/[\s,，、]+/).filter(Boolean))];

/** admin/coupon/issue's rules on the names, each worded by the dialog: none, too many, or not usernames. */
const checkNames: Resolver<IssueForm> = (values): ResolverResult<IssueForm> => {
  const names = namesIn(values.usernames);
  const invalid = names.filter((name) => !USERNAME_PATTERN.test(name));
  const problem = names.length === 0 ? 'required' : names.length > COUPON_ISSUE_MAX_MEMBERS ? 'tooMany' : invalid.length > 0 ? 'invalid' : null;
  if (!problem) return { values, errors: {} };
  return { values: {}, errors: { usernames: { type: problem, message: invalid.join(', ') } } };
};

function IssueOutcome({ outcome, onClose }: { outcome: AdminCouponIssueAnswer; onClose: () => void }) {
  const { t } = useTranslation('ucenter');
  return (
    <div role="status" className="text-sm text-slate-700">
      <p className="mb-2 font-medium">{t('adminMember.issue.result', { count: outcome.issued })}</p>
      {outcome.skipped.length > 0 && (
        <>
          <p className="mb-1 text-slate-600">{t('adminMember.issue.skipped')}</p>
          <ul className="mb-4 max-h-48 list-disc overflow-y-auto pl-5">
            {outcome.skipped.map((skip) => (
              <li key={skip.member}>
                {skip.member}: {t(`adminMember.issue.reasons.${skip.reason}`)}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="flex justify-end">
        <Button onClick={onClose}>{t('adminMember.issue.done')}</Button>
      </div>
    </div>
  );
}

/** Issues the coupon to the members named by username, then says how many got one and who was skipped and why. */
export function IssueCouponDialog({ coupon, onClose }: { coupon: AdminCoupon; onClose: () => void }) {
  const { t, i18n } = useTranslation('ucenter');
  const issue = useIssueCoupon();
  const form = useForm<IssueForm>({ defaultValues: { usernames: '' }, resolver: checkNames, reValidateMode: 'onSubmit' });
  const error = form.formState.errors.usernames;
  const name = i18n.language === 'zh-cn' ? coupon.name.zh : coupon.name.en;
  const errorText = error && (error.type === SERVER_PROBLEM ? error.message : t(`adminMember.issue.${error.type}`, { max: COUPON_ISSUE_MAX_MEMBERS, names: error.message }));

  const submit = form.handleSubmit((values) =>
    issue.mutate(
      { coupon_id: coupon.id, usernames: namesIn(values.usernames) },
      {
        onError: (failure) => {
          if (failure instanceof ApiError && failure.message) form.setError('usernames', { type: SERVER_PROBLEM, message: failure.message }, { shouldFocus: true });
          else reportFailure(failure, t('errors.generic'));
        },
      },
    ),
  );

  return (
    <AdminDialog title={t('adminMember.issue.title', { name })} pending={issue.isPending} onDismiss={onClose}>
      {issue.data ? (
        <IssueOutcome outcome={issue.data} onClose={onClose} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="text-sm">
          <label htmlFor="issue-usernames" className="mb-1 block text-slate-600">
            {t('adminMember.issue.usernames')}
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
          <p id="issue-usernames-error" role={errorText ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-red-600">
            {errorText ?? ''}
          </p>
          <DialogButtons submit={t('adminMember.issue.submit')} cancel={t('adminMember.issue.cancel')} pending={issue.isPending} onCancel={onClose} />
        </form>
      )}
    </AdminDialog>
  );
}
