import { useTranslation } from 'react-i18next';
import type { AdminCouponIssueAnswer } from '@shop/contract';
import { Button } from '@shop/shared';

/** What an issue did: how many got the coupon, and each member skipped with the reason. */
export function IssueOutcome({ outcome, onClose }: { outcome: AdminCouponIssueAnswer; onClose: () => void }) {
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
