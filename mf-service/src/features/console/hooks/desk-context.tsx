import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useChatSocket } from '@/hooks/use-chat-socket';
import type { ChatSocket, ChatSocketStatus, ChatStopReason, OutboxEntry } from '@/lib/chat-socket';
import { createDeskStore, type DeskState, type DeskStore } from './desk-store';

interface Desk {
  store: DeskStore;
  socket: ChatSocket;
  status: ChatSocketStatus;
  stopReason: ChatStopReason | null;
  /** Messages sent but not stored yet (or refused), for every conversation. */
  outbox: readonly OutboxEntry[];
  /** The signed-in agent, and their name as their messages carry it. */
  agentId: number;
  agentName: string;
  /** Admins see every open conversation and may answer any. */
  isAdmin: boolean;
}

const DeskContext = createContext<Desk | null>(null);

/** The desk's one socket (signed in with agent_login) and its store, for everything under it. */
export function DeskProvider({ agentId, agentName, isAdmin, children }: { agentId: number; agentName: string; isAdmin: boolean; children: ReactNode }) {
  const [store] = useState(createDeskStore);
  const { socket, status, outbox, stopReason } = useChatSocket('agent');
  return <DeskContext.Provider value={{ store, socket, status, outbox, stopReason, agentId, agentName, isAdmin }}>{children}</DeskContext.Provider>;
}

export function useDeskContext(): Desk {
  const desk = useContext(DeskContext);
  if (!desk) throw new Error('useDeskContext: render inside <DeskProvider>');
  return desk;
}

/** Reads the desk's store: `useDesk((s) => s.active)`. */
export function useDesk<T>(selector: (state: DeskState) => T): T {
  return useStore(useDeskContext().store, selector);
}
