import { useTranslation } from 'react-i18next';
import { useDeskContext } from '../hooks/desk-context';
import { useOpenConversation } from '../hooks/use-open-conversation';
import { ConsoleComposer } from './console-composer';
import { ConversationActions } from './conversation-actions';
import { MessageList } from './message-list';

interface ConversationPanelProps {
  conversationId: number;
  /** Its tab is the current one; the others stay laid out but hidden and inert, keeping their scroll position. */
  current: boolean;
}

/** One open conversation: who, whose it is, the messages and the reply box. */
export function ConversationPanel({ conversationId, current }: ConversationPanelProps) {
  const { t } = useTranslation('service');
  const { agentId } = useDeskContext();
  const conversation = useOpenConversation(conversationId);
  const name = conversation?.member.name ?? '';
  const owner = conversation?.agent_id ?? null;
  const state = owner === null ? 'waiting' : owner === agentId ? 'mine' : 'others';
  return (
    <section
      aria-label={t('console.conversation.label', { name })}
      inert={!current}
      style={current ? undefined : { visibility: 'hidden' }}
      className="absolute inset-0 flex flex-col"
    >
      <header className="flex shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 py-2">
        <h2 className="truncate text-sm font-semibold text-slate-800">{name}</h2>
        <span className={`rounded px-1.5 py-0.5 text-[11px] ${state === 'waiting' ? 'bg-amber-50 text-amber-700' : 'bg-slate-100 text-slate-600'}`}>
          {t(`console.conversation.${state}`)}
        </span>
        <ConversationActions conversationId={conversationId} memberName={name} agentId={owner} />
      </header>
      <MessageList conversationId={conversationId} current={current} memberName={name} />
      <ConsoleComposer conversationId={conversationId} />
    </section>
  );
}
