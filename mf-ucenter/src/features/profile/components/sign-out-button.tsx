import { useTranslation } from 'react-i18next';
import { Button, logout } from '@shop/shared';
import { usePendingAction } from '@/hooks/use-pending-action';

export function SignOutButton() {
  const { t } = useTranslation('ucenter');
  const { pending, run } = usePendingAction();
  return (
    <Button variant="secondary" pending={pending} onClick={() => void run(logout)}>
      {t('actions.signOut')}
    </Button>
  );
}
