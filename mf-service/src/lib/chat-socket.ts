import { API_BASE, requestLanguage, useAuthStore, useStaffStore, type Language } from '@shop/shared';
import {
  CHAT_CLOSE,
  CHAT_IDLE_CLOSE_MS,
  CHAT_PING_MS,
  chatServerFrame,
  type ChatCard,
  type ChatClientFrame,
  type ChatMessage,
  type ChatMessageInput,
  type ChatServerFrame,
} from '@shop/contract';

/** Who signs in on the socket: a member (`login`, the member's token) or an agent (`agent_login`, the back-office token). */
export type ChatRole = 'member' | 'agent';
/** idle: not started or closed by the page; connecting: opening or signing in; open: signed in; offline: waiting to reconnect, or stopped. */
export type ChatSocketStatus = 'idle' | 'connecting' | 'open' | 'offline';
/** Why the socket gave up for good (no reconnect): the token was refused, the user is no agent, or another socket took over. */
export type ChatStopReason = 'signed_out' | 'forbidden' | 'replaced';
export type ChatFrameType = ChatServerFrame['type'];
export type ChatFrameData<T extends ChatFrameType> = Extract<ChatServerFrame, { type: T }>['data'];

/** A message the server has not acknowledged yet: sent (or to be sent) again after every sign-in until acked. */
export interface OutboxEntry {
  clientId: string;
  conversationId?: number;
  message: ChatMessageInput;
  /** What a card message shows until it is stored (the input only names the id). */
  card: ChatCard | null;
  /** failed: the server refused it (the error frame's reason); it waits for `retry` or `discard`. */
  state: 'pending' | 'failed';
  reason: string | null;
  createdAt: string;
}

export interface ChatSocketOptions {
  role: ChatRole;
  /** Defaults to the same origin: ws(s)://<host>/homeapi/service/socket. */
  url?: string;
  /** Defaults to the token @shop/shared's HTTP clients send: the member's for `member`, the back-office user's for `agent`. */
  token?: () => string | null;
  /** Defaults to the language the HTTP client sends (refusals and automatic replies come in it). */
  lang?: () => Language;
  /** Injected by tests. */
  WebSocket?: typeof WebSocket;
  random?: () => number;
  newClientId?: () => string;
}

export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The wait before reconnect attempt `attempt` (0-based): 1 s doubling up to 30 s, each drawn between half and all of it (jitter spreads a crowd of clients). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * A fresh client id: a UUID where the browser offers one, which it does only on secure origins
 * (https, localhost); on a plain-http address (a shop tried on a LAN) 16 random bytes in hex.
 */
export function randomClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${API_BASE}/service/socket`;
}

const STOP_REASONS: Record<number, ChatStopReason> = {
  [CHAT_CLOSE.notSignedIn]: 'signed_out',
  [CHAT_CLOSE.notAnAgent]: 'forbidden',
  [CHAT_CLOSE.replaced]: 'replaced',
};

type Listener<T> = (value: T) => void;
// WebSocket.OPEN, without reading it off a global that tests replace.
const OPEN = 1;

/**
 * The customer-service socket, without React (the member's chat and the agents' console both use it;
 * React pages go through `useChatSocket`).
 *
 * - `connect()` opens the socket and signs in with `login` (member) or `agent_login` (agent); `close()`
 *   ends it (status `idle`). A dropped socket reconnects after `reconnectDelay` (1 s doubling to 30 s,
 *   with jitter) and signs in again; close codes 4401 / 4403 / 4409 stop it for good (`stopReason`).
 * - `send(message, {conversationId, card})` puts a message in the outbox with a fresh `client_id`
 *   and returns that id. The outbox is sent one message at a time, in order, each after the previous
 *   one's `ack`, and again from its head after every sign-in: the server stores a `client_id` once, so
 *   a message is delivered exactly once and in order across reconnects. A refused message (an `error`
 *   frame naming its client_id) becomes `failed`: `retry(clientId)` queues it again, `discard` drops it.
 * - `onMessage(listener)`: every stored message once (deduplicated by id), whether it came as the
 *   sender's `ack`, a `message` frame or a `sync` answer. `on(type, listener)`: the raw server frames
 *   (parsed with the contract's chatServerFrame; anything else is ignored). `onStatus`, `onOutbox`:
 *   changes of `status` and `outbox`. Each returns its unsubscribe function.
 * - `seen(conversationId, id)` tells the socket what the page already shows (e.g. history loaded over
 *   HTTP); after every sign-in it asks `sync` for each conversation from the last id seen, page after
 *   page while `has_more`, so nothing said while it was away is missed.
 * - `read(lastId, conversationId?)` sends the read marker (kept until signed in if offline).
 * - Pings every CHAT_PING_MS; a socket the server has not answered for CHAT_IDLE_CLOSE_MS is dropped
 *   and reconnected.
 */
export class ChatSocket {
  status: ChatSocketStatus = 'idle';
  stopReason: ChatStopReason | null = null;
  outbox: readonly OutboxEntry[] = [];

  private readonly options: Required<Omit<ChatSocketOptions, 'url'>> & { url: () => string };
  private socket: WebSocket | null = null;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private inFlight: string | null = null;
  private readonly lastSeen = new Map<number, number>();
  private readonly delivered = new Set<number>();
  private readonly readMarks = new Map<number | undefined, number>();
  private readonly frameListeners = new Map<ChatFrameType, Set<Listener<never>>>();
  private readonly messageListeners = new Set<Listener<ChatMessage>>();
  private readonly statusListeners = new Set<Listener<ChatSocketStatus>>();
  private readonly outboxListeners = new Set<Listener<readonly OutboxEntry[]>>();

  constructor(options: ChatSocketOptions) {
    const { url } = options;
    this.options = {
      role: options.role,
      url: () => url ?? chatSocketUrl(),
      token: options.token ?? (options.role === 'agent' ? () => useStaffStore.getState().token : () => useAuthStore.getState().token),
      lang: options.lang ?? requestLanguage,
      WebSocket: options.WebSocket ?? globalThis.WebSocket,
      random: options.random ?? Math.random,
      newClientId: options.newClientId ?? randomClientId,
    };
  }

  connect(): void {
    if (this.socket || this.reconnectTimer) return;
    this.stopReason = null;
    this.open();
  }

  /** Ends the socket and any reconnect; the outbox is kept for the next `connect()`. */
  close(): void {
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      socket.close(1000);
    }
    this.inFlight = null;
    this.attempt = 0;
    this.setStatus('idle');
  }

  send(message: ChatMessageInput, extra: { conversationId?: number; card?: ChatCard | null } = {}): string {
    const entry: OutboxEntry = {
      clientId: this.options.newClientId(),
      conversationId: extra.conversationId,
      message,
      card: extra.card ?? null,
      state: 'pending',
      reason: null,
      createdAt: new Date().toISOString(),
    };
    this.setOutbox([...this.outbox, entry]);
    this.flush();
    return entry.clientId;
  }

  retry(clientId: string): void {
    const entry = this.outbox.find((e) => e.clientId === clientId);
    if (!entry || entry.state !== 'failed') return;
    // Back at the end of the line: it is sent after what is already waiting.
    this.setOutbox([...this.outbox.filter((e) => e !== entry), { ...entry, state: 'pending', reason: null }]);
    this.flush();
  }

  discard(clientId: string): void {
    this.setOutbox(this.outbox.filter((e) => e.clientId !== clientId || e.state !== 'failed'));
  }

  read(lastId: number, conversationId?: number): void {
    if ((this.readMarks.get(conversationId) ?? -1) >= lastId) return;
    this.readMarks.set(conversationId, lastId);
    if (this.status === 'open') this.write({ type: 'read', data: { conversation_id: conversationId, last_id: lastId } });
  }

  seen(conversationId: number, id: number): void {
    if (id > (this.lastSeen.get(conversationId) ?? 0)) this.lastSeen.set(conversationId, id);
  }

  on<T extends ChatFrameType>(type: T, listener: Listener<ChatFrameData<T>>): () => void {
    const listeners = this.frameListeners.get(type) ?? new Set();
    this.frameListeners.set(type, listeners);
    return subscribe(listeners, listener as Listener<never>);
  }

  onMessage(listener: Listener<ChatMessage>): () => void {
    return subscribe(this.messageListeners, listener);
  }

  onStatus(listener: Listener<ChatSocketStatus>): () => void {
    return subscribe(this.statusListeners, listener);
  }

  onOutbox(listener: Listener<readonly OutboxEntry[]>): () => void {
    return subscribe(this.outboxListeners, listener);
  }

  private open(): void {
    const token = this.options.token();
    if (!token) {
      this.stop('signed_out');
      return;
    }
    this.setStatus('connecting');
    const socket = new this.options.WebSocket(this.options.url());
    this.socket = socket;
    socket.onopen = () => {
      this.lastHeard = Date.now();
      const data = { token, lang: this.options.lang() };
      this.write(this.options.role === 'agent' ? { type: 'agent_login', data } : { type: 'login', data });
      this.pingTimer = setInterval(() => this.ping(), CHAT_PING_MS);
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = (event: CloseEvent) => this.dropped(event.code);
    // An error is always followed by close, which decides what happens next.
    socket.onerror = null;
  }

  private ping(): void {
    if (Date.now() - this.lastHeard > CHAT_IDLE_CLOSE_MS) {
      // Nothing heard, not even a pong: the connection is dead even if the browser has not noticed.
      const socket = this.socket;
      if (socket) socket.onclose = null;
      socket?.close();
      this.dropped(0);
      return;
    }
    this.write({ type: 'ping' });
  }

  private dropped(code: number): void {
    this.clearTimers();
    this.socket = null;
    this.inFlight = null;
    const reason = STOP_REASONS[code];
    if (reason) {
      this.stop(reason);
      return;
    }
    this.setStatus('offline');
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.open();
    }, delay);
  }

  private stop(reason: ChatStopReason): void {
    this.clearTimers();
    this.socket = null;
    this.stopReason = reason;
    this.setStatus('offline');
  }

  private receive(raw: unknown): void {
    this.lastHeard = Date.now();
    let json: unknown;
    try {
      json = JSON.parse(String(raw));
    } catch {
      return;
    }
    const parsed = chatServerFrame.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    switch (frame.type) {
      case 'login':
      case 'agent_login':
        this.signedIn();
        break;
      case 'ack':
        this.acked(frame.data.client_id, frame.data.message);
        break;
      case 'message':
        this.deliver(frame.data);
        break;
      case 'sync':
        frame.data.messages.forEach((m) => this.deliver(m));
        if (frame.data.has_more) this.askSync(frame.data.conversation_id);
        break;
      case 'error':
        if (frame.data.client_id) this.refused(frame.data.client_id, frame.data.reason);
        break;
      default:
        break;
    }
    this.frameListeners.get(frame.type)?.forEach((listener) => (listener as Listener<typeof frame.data>)(frame.data));
  }

  private signedIn(): void {
    this.attempt = 0;
    this.setStatus('open');
    for (const conversationId of this.lastSeen.keys()) this.askSync(conversationId);
    for (const [conversationId, lastId] of this.readMarks) this.write({ type: 'read', data: { conversation_id: conversationId, last_id: lastId } });
    this.flush();
  }

  private askSync(conversationId: number): void {
    this.write({ type: 'sync', data: { conversation_id: conversationId, after_id: this.lastSeen.get(conversationId) ?? 0 } });
  }

  private acked(clientId: string, message: ChatMessage): void {
    this.setOutbox(this.outbox.filter((e) => e.clientId !== clientId));
    this.deliver(message);
    if (this.inFlight === clientId) this.inFlight = null;
    this.flush();
  }

  private refused(clientId: string, reason: string): void {
    this.setOutbox(this.outbox.map((e) => (e.clientId === clientId ? { ...e, state: 'failed' as const, reason } : e)));
    if (this.inFlight === clientId) this.inFlight = null;
    this.flush();
  }

  private deliver(message: ChatMessage): void {
    this.seen(message.conversation_id, message.id);
    if (this.delivered.has(message.id)) return;
    this.delivered.add(message.id);
    this.messageListeners.forEach((listener) => listener(message));
  }

  /** Sends the outbox's first pending message unless one is already waiting for its ack. */
  private flush(): void {
    if (this.status !== 'open' || this.inFlight) return;
    const next = this.outbox.find((e) => e.state === 'pending');
    if (!next) return;
    this.inFlight = next.clientId;
    this.write({
      type: 'message',
      data: { client_id: next.clientId, conversation_id: next.conversationId, message: next.message },
    });
  }

  private write(frame: ChatClientFrame): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private setStatus(status: ChatSocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.statusListeners.forEach((listener) => listener(status));
  }

  private setOutbox(outbox: readonly OutboxEntry[]): void {
    this.outbox = outbox;
    this.outboxListeners.forEach((listener) => listener(outbox));
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.reconnectTimer = null;
    this.pingTimer = null;
  }
}

function subscribe<T>(listeners: Set<Listener<T>>, listener: Listener<T>): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
