import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSession, LoadFailed, RedirectToSignIn, selectIsLoggedIn, useAuthStore } from '@shop/shared';
import { useMember } from '../api/get-member';
import { MemberProfile } from './member-profile';
import { MemberProfileSkeleton } from './member-profile-skeleton';

/**
 * The server no longer knows the member: the session ends here, with everything kept for the member
 * (nothing of it may be shown to whoever signs in next), and the member signs in again. Signed out
 * meanwhile (the sign-out button), the page stays as it is: whoever ended the session navigates.
 */
function SessionEnded() {
  const [endedHere] = useState(() => selectIsLoggedIn(useAuthStore.getState()));
  useEffect(() => {
    clearSession();
  }, []);
  return endedHere ? <RedirectToSignIn /> : <MemberProfileSkeleton />;
}

/** The member centre's first box: the profile once `user/center` answers. */
export function MemberOverview() {
  const { t } = useTranslation('ucenter');
  const { data: member, isError, refetch } = useMember();
  if (member === null) return <SessionEnded />;
  if (member) return <MemberProfile member={member} />;
  if (isError) {
    return <LoadFailed message={t('center.failed')} onRetry={() => void refetch()} className="rounded-lg bg-white p-8 shadow-sm ring-1 ring-slate-200" />;
  }
  return <MemberProfileSkeleton />;
}
