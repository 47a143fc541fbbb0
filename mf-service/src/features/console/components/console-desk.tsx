import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SERVICE_CONSOLE_PATH, loginPathFor, useAuthStore } from '@shop/shared';
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
        <Link to={loginPathFor(SERVICE_CONSOLE_PATH)} className="font-medium text-rose-700 underline">
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
    <div className="px-4 pb-6 pr-24 pt-3">
      <div className="mb-2 flex items-baseline gap-3">
        <h1 className="text-lg font-semibold text-slate-800">{t('console.title')}</h1>
        <span className="text-xs text-slate-500">{t('console.signedInAs', { name: agentName })}</span>
      </div>
      <div className="flex h-[calc(100vh-230px)] min-h-[560px] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
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
 * The customer-service desk for a signed-in agent (or an admin, who may answer too); any other member
 * is told the desk is not theirs. Visitors never get here (the page sends them to sign in).
 */
export function ConsoleDesk() {
  const user = useAuthStore((s) => s.user);
  // Signed in, but the shell has not said who yet.
  if (!user) return <DeskSkeleton />;
  if (user.role !== 'agent' && user.role !== 'admin') return <NoPermission />;
  return (
    // Messages carry the writer's nickname: the agent's own are told apart by it.
    <DeskProvider agentId={user.id} agentName={user.nickname} isAdmin={user.role === 'admin'}>
      <Desk agentName={user.nickname || user.username} />
    </DeskProvider>
  );
}
