import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatCard, ChatMessage, ChatMessageInput, ServiceStatus } from '@shop/contract';
import { sharedQueryKeys } from '@shop/shared';
import { useChatFrame, useChatMessages, useChatSocket } from '@/hooks/use-chat-socket';
import { chatEntries } from '@/lib/chat-entry';
import { chatKeys } from '../api/chat-keys';
import { useHistory } from '../api/get-history';
import { useServiceStatus } from '../api/get-service-status';

function cardInput(card: ChatCard): ChatMessageInput {
  return card.type === 'goods' ? { kind: 'goods', goods_id: card.id } : { kind: 'order', order_id: card.id };
}

/**
 * The member's side of customer service: the conversation (history pages over HTTP, new messages over
 * the socket, each once, then what is still being sent), whether an agent is online, and the ways to
 * send, retry and mark as read.
 */
export function useMemberChat() {
  const { t } = useTranslation('service');
  const queryClient = useQueryClient();
  const { socket, status: connection, outbox, stopReason } = useChatSocket('member');
  const history = useHistory();
  const service = useServiceStatus();
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [wasOpen, setWasOpen] = useState(false);
  if (connection === 'open' && !wasOpen) setWasOpen(true);

  useChatMessages(socket, (message) => setLive((messages) => [...messages, message]));
  const setStatus = (change: (status: ServiceStatus) => ServiceStatus) =>
    queryClient.setQueryData<ServiceStatus>(chatKeys.status(), (status) => (status ? change(status) : status));
  useChatFrame(socket, 'login', ({ online, agent, conversation_id, unread }) => setStatus(() => ({ online, agent, conversation_id, unread })));
  useChatFrame(socket, 'presence', ({ online, agent }) => setStatus((status) => ({ ...status, online, agent: agent ?? status.agent })));
  useChatFrame(socket, 'unread', ({ unread }) => {
    queryClient.setQueriesData<number>({ queryKey: sharedQueryKeys.serviceUnread }, unread);
  });

  const stored = useMemo(() => [...(history.data?.pages.flatMap((page) => page.list) ?? []), ...live], [history.data, live]);
  const entries = useMemo(() => chatEntries(stored, outbox, 'member', t('chat.you')), [stored, outbox, t]);

  // What the page shows already: after a reconnect the socket asks for what came after it.
  const newest = history.data?.pages[0]?.list.at(-1);
  useEffect(() => {
    if (newest) socket.seen(newest.conversation_id, newest.id);
  }, [socket, newest]);

  const lastId = stored.reduce((max, message) => Math.max(max, message.id), 0);

  return {
    entries,
    history,
    service: service.data,
    connection,
    wasOpen,
    stopReason,
    lastId,
    sendText: (text: string) => socket.send({ kind: 'text', text }),
    sendPicture: (url: string) => socket.send({ kind: 'image', url }),
    sendCard: (card: ChatCard) => socket.send(cardInput(card), { card }),
    retry: (clientId: string) => socket.retry(clientId),
    discard: (clientId: string) => socket.discard(clientId),
    read: (id: number) => socket.read(id),
  };
}
