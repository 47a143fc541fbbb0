import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatCard } from '@shop/contract';
import { LoadFailed, Skeleton, goodsViewPath } from '@shop/shared';
import { MessageBubble } from '@/components/message-bubble';
import { chatEntries, type ChatEntry } from '@/lib/chat-entry';
import { dayKey, dayLabel } from '@/lib/chat-time';
import { useHistory } from '../api/get-history';
import { useDesk, useDeskContext } from '../hooks/desk-context';
import { usePageVisible } from '../hooks/use-page-visible';
import { useQueueCache } from '../hooks/use-queue-cache';
import { withUnread } from '../lib/queue-updates';

/** How close to the top (px) the agent scrolls before the earlier messages load. */
const LOAD_EARLIER_AT = 48;
/** How close to the bottom (px) still counts as following the conversation. */
const FOLLOW_WITHIN = 80;

/** A product card opens the product; an order card only shows (the order page is the member's). */
const deskCardHref = (card: ChatCard) => (card.type === 'goods' ? goodsViewPath(card.id) : null);

function HistorySkeleton() {
  const { t } = useTranslation('service');
  return (
    <div role="status" aria-label={t('console.conversation.loading')} className="space-y-4 py-2">
      {[0, 1, 2].map((i) => (
        <div key={i} className={`flex gap-2 ${i === 1 ? 'flex-row-reverse' : ''}`}>
          <Skeleton className="h-9 w-9 rounded-full" />
          <Skeleton className="h-12 w-64 rounded-lg" />
        </div>
      ))}
    </div>
  );
}

function DaySeparator({ at }: { at: string }) {
  const { t } = useTranslation('service');
  const label = dayLabel(at);
  return (
    <li className="flex items-center gap-3 text-xs text-slate-500">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      {label === 'today' || label === 'yesterday' ? t(`chat.${label}`) : label}
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
    </li>
  );
}

const startsDay = (entries: ChatEntry[], index: number) => index === 0 || dayKey(entries[index - 1]!.createdAt) !== dayKey(entries[index]!.createdAt);

interface MessageListProps {
  conversationId: number;
  /** The conversation's tab is the current one: what arrives is read. */
  current: boolean;
  memberName: string;
}

/**
 * A conversation's messages: the history (earlier pages load as the agent scrolls up, keeping their
 * place), what the socket delivers, and what the agent sent that is not stored yet. While the agent
 * looks at it, everything in it is marked read.
 */
export function MessageList({ conversationId, current, memberName }: MessageListProps) {
  const { t } = useTranslation('service');
  const { socket, outbox, agentName, agentId } = useDeskContext();
  const history = useHistory(conversationId);
  const live = useDesk((s) => s.live[conversationId]);
  const entries = useMemo(
    () =>
      chatEntries(
        [...(history.data?.pages.flatMap((page) => page.list) ?? []), ...(live ?? [])],
        outbox.filter((entry) => entry.conversationId === conversationId),
        'agent',
        agentName,
      ),
    [history.data, live, outbox, conversationId, agentName],
  );
  const visible = usePageVisible();
  const updateQueue = useQueueCache();
  const firstKey = entries[0]?.key;
  const last = entries.at(-1);
  const lastId = entries.reduce((max, entry) => Math.max(max, entry.id ?? 0), 0);

  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  // Where the agent was before earlier messages were put above: restored so that the view does not jump.
  const beforeEarlier = useRef<{ height: number; top: number } | null>(null);

  // After a drop, the socket asks for what was said after this once it signs in again.
  useEffect(() => {
    if (lastId) socket.seen(conversationId, lastId);
  }, [socket, conversationId, lastId]);

  useEffect(() => {
    if (!current || !visible || !lastId) return;
    socket.read(lastId, conversationId);
    updateQueue((queue) => withUnread(queue, conversationId, 0));
  }, [socket, updateQueue, conversationId, current, visible, lastId]);

  useLayoutEffect(() => {
    const element = scroller.current;
    const before = beforeEarlier.current;
    if (!element || !before) return;
    element.scrollTop = element.scrollHeight - before.height + before.top;
    beforeEarlier.current = null;
  }, [firstKey]);

  // New at the end: followed while the agent is at the end, and always after their own message.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (following.current || last?.state !== 'sent')) element.scrollTop = element.scrollHeight;
  }, [last]);

  const loadEarlier = () => {
    const element = scroller.current;
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    if (element) beforeEarlier.current = { height: element.scrollHeight, top: element.scrollTop };
    void history.fetchNextPage();
  };

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_WITHIN;
    if (element.scrollTop < LOAD_EARLIER_AT) loadEarlier();
  };

  return (
    // A log (new messages are read out) that the keyboard can scroll: a scrolling region must take focus.
    <div
      ref={scroller}
      role="log"
      aria-label={t('console.conversation.messages', { name: memberName })}
      aria-busy={history.isPending || history.isFetchingNextPage}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-rose-300"
    >
      {history.isPending ? (
        <HistorySkeleton />
      ) : history.isError && entries.length === 0 ? (
        <LoadFailed onRetry={() => void history.refetch()} />
      ) : (
        <>
          <div className="pb-2 text-center text-xs text-slate-500">
            {history.hasNextPage ? (
              <button type="button" onClick={loadEarlier} disabled={history.isFetchingNextPage} className="text-rose-600 hover:underline disabled:text-slate-400">
                {history.isFetchingNextPage ? t('console.conversation.loadingEarlier') : t('console.conversation.earlier')}
              </button>
            ) : (
              <span>{entries.length > 0 ? t('console.conversation.start') : t('console.conversation.empty')}</span>
            )}
          </div>
          <ol className="space-y-3">
            {entries.map((entry, index) => (
              <Fragment key={entry.key}>
                {startsDay(entries, index) && <DaySeparator at={entry.createdAt} />}
                <MessageBubble
                  entry={entry}
                  own={entry.sender === 'agent' && (entry.senderId === null || entry.senderId === agentId)}
                  cardHref={deskCardHref}
                  onRetry={(clientId) => socket.retry(clientId)}
                  onDiscard={(clientId) => socket.discard(clientId)}
                />
              </Fragment>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
