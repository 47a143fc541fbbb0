import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '@shop/contract';
import { queueTime } from '../lib/format-time';
import { useMessagePreview } from '../hooks/use-message-preview';
import { MemberAvatar } from './member-avatar';

interface QueueRowProps {
  conversation: ChatConversation;
  current: boolean;
  onOpen: (conversation: ChatConversation) => void;
}

/**
 * One conversation in the queue: who, what they said last, when, and how much is unread. The whole
 * row opens it, through the member's name (a button stretched over the row), whose name is the
 * member and the unread count; the last message describes it.
 */
export function QueueRow({ conversation, current, onOpen }: QueueRowProps) {
  const { t } = useTranslation('service');
  const previewId = useId();
  const preview = useMessagePreview();
  const { member, last_message: last, unread } = conversation;
  return (
    <li
      className={`relative flex items-center gap-2.5 border-l-2 px-3 py-2.5 transition-colors ${
        current ? 'border-rose-600 bg-rose-50' : 'border-transparent hover:bg-slate-50'
      }`}
    >
      <MemberAvatar name={member.name} avatar={member.avatar} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <button
            type="button"
            aria-current={current || undefined}
            // The visible name, and the unread count the badge shows.
            aria-label={unread > 0 ? member.name + t('console.queue.unreadSuffix', { count: unread }) : undefined}
            aria-describedby={previewId}
            onClick={() => onOpen(conversation)}
            className="min-w-0 flex-1 truncate text-left text-sm font-medium text-slate-800 outline-none after:absolute after:inset-0 focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-rose-400"
          >
            {member.name}
          </button>
          <span className="shrink-0 text-[11px] text-slate-600">{queueTime(last?.created_at ?? conversation.created_at)}</span>
        </div>
        <div className="mt-0.5 flex items-center gap-2">
          <p id={previewId} className="min-w-0 flex-1 truncate text-xs text-slate-600">
            {last ? preview(last) : t('console.preview.none')}
          </p>
          {unread > 0 && (
            <span aria-hidden="true" className="min-w-[18px] shrink-0 rounded-full bg-rose-600 px-1.5 text-center text-[11px] leading-[18px] text-white">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
