import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@shop/shared';
import { RedirectToSignIn } from '@/components/members-only';
import { useMember } from '../hooks/use-member';
import { MemberProfile } from './member-profile';
import { MemberProfileSkeleton } from './member-profile-skeleton';

/** The member centre's first box: the profile once `user/center` answers. */
export function MemberOverview() {
  const { t } = useTranslation('ucenter');
  const { state, retry } = useMember();
  if (state.status === 'loading') return <MemberProfileSkeleton />;
  if (state.status === 'signedOut') return <RedirectToSignIn />;
  if (state.status === 'failed') {
    return <LoadFailed message={t('center.failed')} onRetry={retry} className="rounded-lg bg-white p-8 shadow-sm ring-1 ring-slate-200" />;
  }
  return <MemberProfile member={state.member} />;
}
