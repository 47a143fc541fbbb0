import '../styles.css';
import '@/i18n/messages';
import { MembersOnly } from '@shop/shared';
import { ConsoleDesk } from '@/features/console/components/console-desk';

/** /service/console: the agents' desk, full width under the shop's header until the back office hosts it. */
export default function ServiceConsolePage() {
  return (
    <MembersOnly>
      <ConsoleDesk />
    </MembersOnly>
  );
}
