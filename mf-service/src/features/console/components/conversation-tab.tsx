import { useTranslation } from 'react-i18next';
import { useDesk } from '../hooks/desk-context';
import { useOpenConversation } from '../hooks/use-open-conversation';

/**
 * One open conversation's tab, with its unread count, and a button that closes the tab (not the
 * conversation). Plain buttons rather than ARIA tabs: a tab list may hold nothing but tabs, and each
 * of these has its own close button.
 */
export function ConversationTab({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('service');
  const conversation = useOpenConversation(conversationId);
  const active = useDesk((s) => s.active === conversationId);
  const open = useDesk((s) => s.open);
  const closeTab = useDesk((s) => s.closeTab);
  const name = conversation?.member.name ?? '';
  const unread = conversation?.unread ?? 0;
  return (
    <li
      className={`flex max-w-48 shrink-0 items-center border-r border-slate-200 text-sm ${
        active ? '-mb-px border-t-2 border-t-rose-600 bg-white text-rose-700' : 'border-t-2 border-t-transparent text-slate-600 hover:bg-white'
      }`}
    >
      <button
        type="button"
        aria-current={active || undefined}
        aria-label={unread > 0 && !active ? name + t('console.queue.unreadSuffix', { count: unread }) : undefined}
        onClick={() => conversation && open(conversation)}
        className={`flex min-w-0 items-center gap-1.5 py-2 pl-3 pr-1 ${active ? 'font-medium' : ''}`}
      >
        <span className="truncate">{name}</span>
        {unread > 0 && !active && (
          <span aria-hidden="true" className="min-w-4 shrink-0 rounded-full bg-rose-600 px-1 text-center text-[10px] leading-4 text-white">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <button
        type="button"
        aria-label={t('console.tabs.close', { name })}
        onClick={() => closeTab(conversationId)}
        className="mr-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}
