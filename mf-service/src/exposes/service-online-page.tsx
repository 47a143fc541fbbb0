import '../styles.css';
import '../i18n/messages';
import { MembersOnly } from '@shop/shared';
import { ChatWindow } from '@/features/chat/components/chat-window';

/** /service/online: the member's customer-service chat (visitors sign in first and come back). */
export default function ServiceOnlinePage() {
  return (
    <MembersOnly>
      <div className="mx-auto w-[1200px] py-4">
        <ChatWindow />
      </div>
    </MembersOnly>
  );
}
