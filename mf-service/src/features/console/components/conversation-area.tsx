import { useTranslation } from 'react-i18next';
import { useDesk } from '../hooks/desk-context';
import { ConversationPanel } from './conversation-panel';
import { ConversationTab } from './conversation-tab';

/**
 * The centre: the open conversations as tabs. Every open one stays mounted (hidden when not current),
 * so switching keeps its draft, its scroll position and the earlier messages it loaded.
 */
export function ConversationArea() {
  const { t } = useTranslation('service');
  const tabs = useDesk((s) => s.tabs);
  const active = useDesk((s) => s.active);

  if (tabs.length === 0) {
    return (
      <div className="flex min-w-0 flex-1 flex-col items-center justify-center gap-2 bg-slate-50 text-center">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12 text-slate-300" fill="none" stroke="currentColor" strokeWidth="1.4">
          <path d="M4 5h16v11H8l-4 4z" />
          <path d="M8 9h8M8 12h5" />
        </svg>
        <p className="text-sm text-slate-500">{t('console.tabs.none')}</p>
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-1 flex-col bg-slate-50">
      <nav aria-label={t('console.tabs.label')} className="shrink-0 border-b border-slate-200 bg-slate-100">
        <ul className="flex overflow-x-auto">
          {tabs.map((id) => (
            <ConversationTab key={id} conversationId={id} />
          ))}
        </ul>
      </nav>
      <div className="relative min-h-0 flex-1">
        {tabs.map((id) => (
          <ConversationPanel key={id} conversationId={id} current={id === active} />
        ))}
      </div>
    </div>
  );
}
