import type { ChatConversation, ChatMessage } from '@shop/contract';
import { createStore } from 'zustand';

/** What the desk keeps while the page is open: the conversations open as tabs, their drafts, and what the socket delivered. */
export interface DeskState {
  /** Open conversations, in the order they were opened. */
  tabs: number[];
  active: number | null;
  /** Each open conversation as it was when opened: its tab still has a name once it leaves the queue. */
  opened: Record<number, ChatConversation>;
  drafts: Record<number, string>;
  /** Messages the socket delivered, by conversation and ascending; the history over HTTP holds the earlier ones. */
  live: Record<number, ChatMessage[]>;
  /** Opens the conversation as a tab (or goes to its tab). */
  open: (conversation: ChatConversation) => void;
  /** Closes the tab; the next one (or the previous, at the end) becomes current. The draft is kept for when it opens again. */
  closeTab: (conversationId: number) => void;
  setDraft: (conversationId: number, text: string) => void;
  /** Adds a delivered message, once per id. */
  receive: (message: ChatMessage) => void;
}

export type DeskStore = ReturnType<typeof createDeskStore>;

/** One store per desk (not per module), so that each page, and each test, starts empty. */
export function createDeskStore() {
  return createStore<DeskState>()((set) => ({
    tabs: [],
    active: null,
    opened: {},
    drafts: {},
    live: {},
    open: (conversation) =>
      set((state) => ({
        tabs: state.tabs.includes(conversation.id) ? state.tabs : [...state.tabs, conversation.id],
        active: conversation.id,
        opened: { ...state.opened, [conversation.id]: conversation },
      })),
    closeTab: (conversationId) =>
      set((state) => {
        const index = state.tabs.indexOf(conversationId);
        if (index < 0) return state;
        const tabs = state.tabs.filter((id) => id !== conversationId);
        const active = state.active === conversationId ? (tabs[index] ?? tabs[index - 1] ?? null) : state.active;
        return { tabs, active };
      }),
    setDraft: (conversationId, text) => set((state) => ({ drafts: { ...state.drafts, [conversationId]: text } })),
    receive: (message) =>
      set((state) => {
        const known = state.live[message.conversation_id] ?? [];
        if (known.some((m) => m.id === message.id)) return state;
        const messages = [...known, message].sort((a, b) => a.id - b.id);
        return { live: { ...state.live, [message.conversation_id]: messages } };
      }),
  }));
}
