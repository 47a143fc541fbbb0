import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailSrc, type ChatCard } from '@shop/contract';
import type { ChatEntry } from '@/lib/chat-entry';
import { timeOfDay } from '@/lib/chat-time';
import { ChatCardView } from './chat-card-view';
import { ImageViewer } from './image-viewer';

interface MessageBubbleProps {
  entry: ChatEntry;
  /** The page's own side: right-aligned, named "You". */
  own: boolean;
  /** Where a card leads on this page, or null when it only shows. */
  cardHref: (card: ChatCard) => string | null;
  onRetry?: (clientId: string) => void;
  onDiscard?: (clientId: string) => void;
}

function Picture({ src, from }: { src: string; from: string }) {
  const { t } = useTranslation('service');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('chat.openPicture', { name: from })}
        className="block overflow-hidden rounded-lg ring-1 ring-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
      >
        {/* A fixed height: the list does not jump when the picture arrives. The viewer shows the display copy. */}
        <img src={thumbnailSrc(src)} alt="" className="h-40 w-auto min-w-24 max-w-[240px] bg-slate-100 object-cover" />
      </button>
      {open && <ImageViewer src={src} label={t('chat.pictureFrom', { name: from })} onClose={() => setOpen(false)} />}
    </>
  );
}

function Content({ entry, own, cardHref }: Pick<MessageBubbleProps, 'entry' | 'own' | 'cardHref'>) {
  const { t } = useTranslation('service');
  const from = own ? t('chat.you') : entry.senderName;
  if (entry.kind === 'image') return <Picture src={entry.text} from={from} />;
  if (entry.card) return <ChatCardView card={entry.card} href={entry.state === 'sent' ? cardHref(entry.card) : null} />;
  // Text as text: React escapes it; line breaks the sender typed are kept.
  return (
    <p
      className={`max-w-[420px] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm leading-6 ${
        own ? 'rounded-tr-sm bg-rose-600 text-white' : 'rounded-tl-sm bg-white text-slate-800 ring-1 ring-slate-200'
      }`}
    >
      {entry.text || (entry.kind === 'goods' ? t('chat.goodsCard') : entry.kind === 'order' ? t('chat.orderCard') : '')}
    </p>
  );
}

/** One message of a chat: the member's and the agent's on either side, the shop's notices in the middle. */
export function MessageBubble({ entry, own, cardHref, onRetry, onDiscard }: MessageBubbleProps) {
  const { t } = useTranslation('service');
  const time = (
    <time dateTime={entry.createdAt} title={t('chat.sentAt', { time: timeOfDay(entry.createdAt) })}>
      {timeOfDay(entry.createdAt)}
    </time>
  );

  if (entry.sender === 'system') {
    return (
      <li data-testid="chat-message" data-sender="system" className="flex flex-col items-center gap-1 px-10">
        <p className="whitespace-pre-wrap break-words rounded-md bg-slate-200/70 px-3 py-1.5 text-center text-xs leading-5 text-slate-600">
          <span className="sr-only">{t('chat.system')}: </span>
          {entry.text}
        </p>
        <span className="text-[11px] text-slate-500">{time}</span>
      </li>
    );
  }

  const name = own ? t('chat.you') : entry.senderName;
  return (
    <li data-testid="chat-message" data-sender={entry.sender} data-state={entry.state} className={`flex gap-2 ${own ? 'flex-row-reverse' : ''}`}>
      <span
        aria-hidden="true"
        className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-medium ${own ? 'bg-rose-100 text-rose-700' : 'bg-slate-200 text-slate-600'}`}
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
      <div className={`flex min-w-0 flex-col gap-1 ${own ? 'items-end' : 'items-start'}`}>
        <p className="text-xs text-slate-500">
          <span className={own ? 'sr-only' : 'mr-2 text-slate-600'}>{name}</span>
          {time}
        </p>
        <Content entry={entry} own={own} cardHref={cardHref} />
        {entry.state === 'pending' && (
          <p className="flex items-center gap-1 text-xs text-slate-500">
            <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-slate-400 border-t-transparent" />
            {t('chat.sending')}
          </p>
        )}
        {entry.state === 'failed' && entry.clientId && (
          <p className="flex items-center gap-2 text-xs text-rose-700">
            <span aria-hidden="true">!</span>
            <span>
              {t('chat.failed')}
              {entry.reason ? `: ${entry.reason}` : ''}
            </span>
            {onRetry && (
              <button type="button" onClick={() => onRetry(entry.clientId!)} aria-label={t('chat.retryLabel')} className="font-medium underline hover:text-rose-800">
                {t('chat.retry')}
              </button>
            )}
            {onDiscard && (
              <button type="button" onClick={() => onDiscard(entry.clientId!)} aria-label={t('chat.discardLabel')} className="text-slate-500 underline hover:text-slate-700">
                {t('chat.discard')}
              </button>
            )}
          </p>
        )}
      </div>
    </li>
  );
}
