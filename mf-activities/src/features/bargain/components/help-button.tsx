import { useTranslation } from 'react-i18next';
import { Button, useIsLoggedIn } from '@shop/shared';
import { useRequireMember } from '@shop/commerce';
import { useHelpBargain } from '../api/help-bargain';

/** A friend's one cut; a visitor is sent to sign in first and comes back to this bargain. */
export function HelpButton({ bargainId }: { bargainId: number }) {
  const { t } = useTranslation('activities');
  const signedIn = useIsLoggedIn();
  const requireMember = useRequireMember();
  const help = useHelpBargain();
  return (
    <Button className="h-11 w-full text-base" pending={help.isPending} onClick={() => requireMember() && help.mutate({ bargain_id: bargainId })}>
      {t(signedIn ? 'bargain.panel.help' : 'bargain.panel.signInToHelp')}
    </Button>
  );
}
