import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';
import { useSignOut } from '../api/sign-out';

export function SignOutButton() {
  const { t } = useTranslation('ucenter');
  const signOut = useSignOut();
  return (
    <Button variant="secondary" pending={signOut.isPending} onClick={() => signOut.mutate()}>
      {t('actions.signOut')}
    </Button>
  );
}
