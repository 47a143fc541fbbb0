import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';
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
    return (
      <div role="alert" className="rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-600">{t('center.failed')}</p>
        <Button variant="secondary" className="mt-4" onClick={retry}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  return <MemberProfile member={state.member} />;
}
