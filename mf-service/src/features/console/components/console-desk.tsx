import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_LOGIN_PATH, hasPermission, usePermissionStore, useStaffStore } from '@shop/shared';
import { DeskProvider, useDesk, useDeskContext } from '../hooks/desk-context';
import { useDeskFrames } from '../hooks/use-desk-frames';
import { ConversationArea } from './conversation-area';
import { DeskSkeleton } from './desk-skeleton';
import { MemberPanel } from './member-panel';
import { NoPermission } from './no-permission';
import { QueuePanel } from './queue-panel';

function MemberColumn() {
  const { t } = useTranslation('service');
  const active = useDesk((s) => s.active);
  return (
    <aside aria-label={t('console.member.label')} className="w-80 shrink-0 overflow-y-auto border-l border-slate-200 bg-white">
      {active === null ? (
        <p className="px-6 py-16 text-center text-sm text-slate-500">{t('console.member.none')}</p>
      ) : (
        <MemberPanel key={active} conversationId={active} />
      )}
    </aside>
  );
}

function StoppedNotice() {
  const { t } = useTranslation('service');
  const { socket, stopReason } = useDeskContext();
  if (stopReason === null || stopReason === 'forbidden') return null;
  return (
    <p role="alert" className="flex items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-800">
      {t(`console.stopped.${stopReason}`)}
      {stopReason === 'signed_out' ? (
        <Link to={ADMIN_LOGIN_PATH} className="font-medium text-rose-700 underline">
          {t('console.stopped.signIn')}
        </Link>
      ) : (
        <button type="button" onClick={() => socket.connect()} className="font-medium text-rose-700 underline">
          {t('console.stopped.reconnect')}
        </button>
      )}
    </p>
  );
}

function Desk({ agentName }: { agentName: string }) {
  const { t } = useTranslation('service');
  const { stopReason } = useDeskContext();
  useDeskFrames();
  // The socket refused the account (its role changed since it signed in): the desk is not theirs.
  if (stopReason === 'forbidden') return <NoPermission />;
  return (
    <div>
      {/* The frame gives the page its heading; the desk says who answers. */}
      <p className="mb-2 text-xs text-slate-500">{t('console.signedInAs', { name: agentName })}</p>
      <div className="flex h-[calc(100vh-172px)] min-h-[560px] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <StoppedNotice />
        <div className="flex min-h-0 flex-1">
          <QueuePanel />
          <ConversationArea />
          <MemberColumn />
        </div>
      </div>
    </div>
  );
}

/**
 * The customer-service desk in the back office, for a back-office user whose role holds `chat.answer`
 * (administrators hold everything, see every open conversation and may answer any); anyone else is
 * told the desk is not theirs. The back-office frame signs visitors in before they get here.
 */
export function ConsoleDesk() {
  const user = useStaffStore((s) => s.user);
  const granted = usePermissionStore((s) => s.auth);
  // Signed in, but the frame has not said who yet.
  if (!user) return <DeskSkeleton />;
  if (!hasPermission(granted, ['chat.answer'])) return <NoPermission />;
  return (
    // Messages carry the writer's back-office name: the agent's own are told apart by it.
    <DeskProvider agentId={user.id} agentName={user.name} isAdmin={granted.includes('*')}>
      <Desk agentName={user.name || user.username} />
    </DeskProvider>
  );
}
