import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatCard } from '@shop/contract';
import { LoadFailed, Skeleton, goodsViewPath, orderDetailPath } from '@shop/shared';
import { MessageBubble } from '@/components/message-bubble';
import type { ChatEntry } from '@/lib/chat-entry';
import { dayKey, dayLabel } from '@/lib/chat-time';
import { isNearBottom, useReadMarker } from '../hooks/use-read-marker';

interface MessageListProps {
  entries: ChatEntry[];
  loading: boolean;
  failed: boolean;
  onReload: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  lastId: number;
  onRead: (id: number) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

/** Cards in the member's chat lead to the product page and to the member's own order. */
const memberCardHref = (card: ChatCard) => (card.type === 'goods' ? goodsViewPath(card.id) : orderDetailPath(card.id));

function DaySeparator({ at }: { at: string }) {
  const { t } = useTranslation('service');
  const label = dayLabel(at);
  return (
    <li className="flex items-center gap-3 text-xs text-slate-500" data-testid="chat-day">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      {label === 'today' || label === 'yesterday' ? t(`chat.${label}`) : label}
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
    </li>
  );
}

function ListSkeleton() {
  const { t } = useTranslation('service');
  return (
    <div role="status" aria-label={t('chat.loading')} className="space-y-5 p-6">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className={`flex gap-2 ${row % 2 ? 'flex-row-reverse' : ''}`}>
          <Skeleton className="h-9 w-9 rounded-full" />
          <Skeleton className={`h-12 rounded-lg ${row % 2 ? 'w-56' : 'w-80'}`} />
        </div>
      ))}
    </div>
  );
}

/** Asks for older messages when the top of the list scrolls into view (the button does it too, for the keyboard). */
function OlderTrigger({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const { t } = useTranslation('service');
  const button = useRef<HTMLButtonElement>(null);
  const load = useRef(onLoad);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    load.current = onLoad;
  });
  useEffect(() => {
    const element = button.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((found) => setSeen(found.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (seen && !loading) load.current();
  }, [seen, loading]);
  return (
    <div className="flex justify-center py-2">
      <button
        ref={button}
        type="button"
        onClick={onLoad}
        disabled={loading}
        className="rounded-full px-3 py-1 text-xs text-slate-500 hover:bg-slate-100 hover:text-rose-600 disabled:cursor-wait"
      >
        {loading ? t('chat.loadingEarlier') : t('chat.earlier')}
      </button>
    </div>
  );
}

/**
 * The conversation: day separators, the member's messages on the right, the agent's on the left, the
 * shop's notices in the middle. Opens at the newest message; follows new ones while the member is at
 * the end (and always after their own); older pages come in above without moving what is on screen.
 */
export function MessageList({ entries, loading, failed, onReload, hasOlder, loadingOlder, onLoadOlder, lastId, onRead, onRetry, onDiscard }: MessageListProps) {
  const { t } = useTranslation('service');
  const scroller = useRef<HTMLDivElement>(null);
  const snapshot = useRef({ height: 0, top: 0, firstKey: null as string | null, lastKey: null as string | null, atEnd: true });
  useReadMarker(lastId, scroller, onRead);

  const remember = () => {
    const element = scroller.current;
    if (!element) return;
    snapshot.current = { ...snapshot.current, height: element.scrollHeight, top: element.scrollTop, atEnd: isNearBottom(element) };
  };

  const firstKey = entries[0]?.key ?? null;
  const last = entries.at(-1);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = snapshot.current;
    const lastKey = last?.key ?? null;
    if (before.lastKey === null && lastKey) element.scrollTop = element.scrollHeight;
    else if (firstKey !== before.firstKey && lastKey === before.lastKey) element.scrollTop = before.top + (element.scrollHeight - before.height);
    else if (lastKey !== before.lastKey && (before.atEnd || last?.sender === 'member')) element.scrollTop = element.scrollHeight;
    snapshot.current = { height: element.scrollHeight, top: element.scrollTop, firstKey, lastKey, atEnd: isNearBottom(element) };
  }, [firstKey, last]);

  // The window gives the list less room when a notice or an offered card arrives: whoever was at the end stays there.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (snapshot.current.atEnd) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  let body;
  if (loading) body = <ListSkeleton />;
  else if (failed) body = <LoadFailed message={t('chat.loadFailed')} onRetry={onReload} className="m-6" />;
  else if (entries.length === 0)
    body = (
      <div className="flex h-full flex-col items-center justify-center gap-3 text-slate-500" data-testid="chat-empty">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12 text-slate-300" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
          <path d="M8 9.5h8M8 12.5h5" strokeLinecap="round" />
        </svg>
        <p className="text-sm">{t('chat.empty')}</p>
      </div>
    );
  else
    body = (
      <>
        {hasOlder ? <OlderTrigger loading={loadingOlder} onLoad={onLoadOlder} /> : <p className="py-2 text-center text-xs text-slate-500">{t('chat.beginning')}</p>}
        <ol className="space-y-4 px-6 pb-4">
          {entries.map((entry, index) => (
            <Fragment key={entry.key}>
              {(index === 0 || dayKey(entries[index - 1]!.createdAt) !== dayKey(entry.createdAt)) && <DaySeparator at={entry.createdAt} />}
              <MessageBubble entry={entry} own={entry.sender === 'member'} cardHref={memberCardHref} onRetry={onRetry} onDiscard={onDiscard} />
            </Fragment>
          ))}
        </ol>
      </>
    );

  return (
    // A log (new messages are read out) that the keyboard can scroll: a scrolling region must take focus.
    <div
      ref={scroller}
      role="log"
      aria-label={t('chat.messages')}
      aria-busy={loading || loadingOlder}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={remember}
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-rose-400"
      data-testid="chat-messages"
    >
      {body}
    </div>
  );
}
