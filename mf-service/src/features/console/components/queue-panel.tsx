import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '@shop/contract';
import { LoadFailed, Skeleton } from '@shop/shared';
import { useQueue } from '../api/get-queue';
import { useDesk, useDeskContext } from '../hooks/desk-context';
import { queueSections, totalUnread } from '../lib/queue-updates';
import { AgentState } from './agent-state';
import { QueueRow } from './queue-row';

function QueueSkeleton() {
  const { t } = useTranslation('service');
  return (
    <div role="status" aria-label={t('console.queue.loading')} className="space-y-1 p-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-2.5 py-1.5">
          <Skeleton className="h-9 w-9 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-3 w-40" />
          </div>
        </div>
      ))}
    </div>
  );
}

interface SectionProps {
  id: string;
  title: string;
  conversations: ChatConversation[];
}

function QueueSection({ id, title, conversations }: SectionProps) {
  const active = useDesk((s) => s.active);
  const open = useDesk((s) => s.open);
  if (conversations.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="sticky top-0 z-20 bg-slate-100 px-3 py-1 text-xs font-medium text-slate-600">
        {title} <span className="font-normal">({conversations.length})</span>
      </h3>
      <ul className="divide-y divide-slate-100">
        {conversations.map((conversation) => (
          <QueueRow key={conversation.id} conversation={conversation} current={conversation.id === active} onOpen={open} />
        ))}
      </ul>
    </section>
  );
}

/** The left column: the agent's state, the unread total, and the conversations waiting and theirs. */
export function QueuePanel() {
  const { t } = useTranslation('service');
  const { agentId, status } = useDeskContext();
  const queue = useQueue();
  const list = queue.data?.list ?? [];
  const sections = queueSections(list, agentId);
  const unread = totalUnread(list);
  return (
    <section aria-labelledby="console-queue-title" className="flex w-72 shrink-0 flex-col border-r border-slate-200 bg-white">
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2.5">
        <h2 id="console-queue-title" className="text-sm font-semibold text-slate-800">
          {t('console.queue.title')}
        </h2>
        <span
          data-testid="queue-unread"
          className={`rounded-full px-1.5 text-[11px] leading-[18px] ${unread > 0 ? 'bg-rose-600 text-white' : 'bg-slate-100 text-slate-600'}`}
        >
          {t('console.queue.unread', { count: unread })}
        </span>
        <span className="ml-auto">
          <AgentState status={status} />
        </span>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {queue.isPending ? (
          <QueueSkeleton />
        ) : queue.isError ? (
          <LoadFailed onRetry={() => void queue.refetch()} className="py-10" />
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 text-slate-300" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M4 5h16v11H8l-4 4z" />
            </svg>
            <p className="text-sm text-slate-500">{t('console.queue.empty')}</p>
          </div>
        ) : (
          <>
            <QueueSection id="console-queue-waiting" title={t('console.queue.waiting')} conversations={sections.waiting} />
            <QueueSection id="console-queue-mine" title={t('console.queue.mine')} conversations={sections.mine} />
            <QueueSection id="console-queue-others" title={t('console.queue.others')} conversations={sections.others} />
          </>
        )}
      </div>
    </section>
  );
}
