import { useTranslation } from 'react-i18next';
import type { ServiceStatus } from '@shop/contract';
import { Skeleton, useSettingsStore } from '@shop/shared';

/** The chat window's title: who answers (the agent, or the shop's customer service) and whether an agent is online. */
export function ChatHeader({ service, headingId }: { service: ServiceStatus | undefined; headingId: string }) {
  const { t } = useTranslation('service');
  const shop = useSettingsStore((s) => s.settings?.title) || t('chat.title');
  const agent = service?.agent?.name;
  const online = service?.online ?? false;
  return (
    <header className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-5">
      <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-rose-600 text-white">
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
          <rect x="3" y="13" width="4" height="6" rx="1.5" />
          <rect x="17" y="13" width="4" height="6" rx="1.5" />
          <path d="M19 19c0 1.5-2 2.5-5 2.5" strokeLinecap="round" />
        </svg>
      </span>
      <div className="min-w-0">
        <h1 id={headingId} className="truncate text-base font-semibold text-slate-800">
          {agent ? t('chat.agentOf', { agent, shop }) : t('chat.serviceOf', { shop })}
        </h1>
        {service ? (
          <p className="flex items-center gap-1.5 text-xs text-slate-500" data-testid="chat-presence" data-online={online}>
            <span aria-hidden="true" className={`h-2 w-2 rounded-full ${online ? 'bg-emerald-500' : 'bg-slate-400'}`} />
            {t(online ? 'chat.online' : 'chat.offline')}
          </p>
        ) : (
          <Skeleton className="mt-1 h-3 w-24" />
        )}
      </div>
    </header>
  );
}
