import { useTranslation } from 'react-i18next';
import type { ChatSocketStatus } from '@/lib/chat-socket';

const DOTS: Record<ChatSocketStatus, string> = {
  open: 'bg-emerald-500',
  connecting: 'bg-amber-400',
  idle: 'bg-slate-300',
  offline: 'bg-slate-400',
};

/** The agent's own state: online while the desk's socket is signed in (members are told an agent is there). */
export function AgentState({ status }: { status: ChatSocketStatus }) {
  const { t } = useTranslation('service');
  const state = status === 'idle' ? 'connecting' : status;
  return (
    <p role="status" className="flex items-center gap-1.5 text-xs text-slate-600">
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${DOTS[status]}`} />
      <span className="sr-only">{t('console.state.label')}</span>
      {t(`console.state.${state}`)}
    </p>
  );
}
