import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ChatMessage } from '@shop/contract';
import { useAuthStore, useStaffStore } from '@shop/shared';
import { ChatSocket, type ChatFrameData, type ChatFrameType, type ChatRole, type ChatSocketOptions } from '@/lib/chat-socket';

/**
 * The page's customer-service socket: one ChatSocket per signed-in user (a member, or for `agent` a
 * back-office user) for the page's life, connected
 * while someone is signed in (a new one, with an empty outbox, when another user signs in), closed when
 * the page goes. Re-renders on status and outbox changes. Frames are read with `useChatFrame`, stored
 * messages with `useChatMessages` (see ChatSocket for what each does).
 *
 *   const { socket, status, outbox, stopReason } = useChatSocket('agent');
 *   useChatFrame(socket, 'conversation', (conversation) => …);
 */
export function useChatSocket(role: ChatRole, options: Omit<ChatSocketOptions, 'role'> = {}) {
  // The agents' desk signs in with the back-office token, the members' chat with the member's.
  const memberToken = useAuthStore((state) => state.token);
  const staffToken = useStaffStore((state) => state.token);
  const token = role === 'agent' ? staffToken : memberToken;
  // One socket per signed-in user: what one member left unsent never goes out as another's.
  const [holder, setHolder] = useState(() => ({ token, socket: new ChatSocket({ ...options, role }) }));
  if (holder.token !== token) setHolder({ token, socket: new ChatSocket({ ...options, role }) });
  const { socket } = holder;

  useEffect(() => {
    if (!token) return undefined;
    socket.connect();
    return () => socket.close();
  }, [socket, token]);

  const status = useSyncExternalStore(
    useCallback((onChange: () => void) => socket.onStatus(onChange), [socket]),
    () => socket.status,
  );
  const outbox = useSyncExternalStore(
    useCallback((onChange: () => void) => socket.onOutbox(onChange), [socket]),
    () => socket.outbox,
  );
  return { socket, status, outbox, stopReason: status === 'offline' ? socket.stopReason : null };
}

/** Calls `listener` with every `type` frame the socket receives; the latest listener is used, without resubscribing. */
export function useChatFrame<T extends ChatFrameType>(socket: ChatSocket, type: T, listener: (data: ChatFrameData<T>) => void) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => socket.on(type, (data) => latest.current(data)), [socket, type]);
}

/** Calls `listener` with every stored message once (see ChatSocket.onMessage); the latest listener is used. */
export function useChatMessages(socket: ChatSocket, listener: (message: ChatMessage) => void) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => socket.onMessage((message) => latest.current(message)), [socket]);
}
