import type { ChatClientFrame, ChatServerFrame } from '@shop/contract';

/**
 * A WebSocket a test drives as the server would: it records every socket the client opens and what
 * the client sent on it, and lets the test open it, answer frames and close it with a code.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket opened since the last `reset()`, oldest first. */
  static sockets: FakeWebSocket[] = [];

  static reset(): void {
    FakeWebSocket.sockets = [];
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.sockets.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: ChatClientFrame[] = [];
  closedByClient: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.sockets.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as ChatClientFrame);
  }

  close(code = 1000): void {
    this.closedByClient = code;
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The frames of one type the client sent. */
  sentOf<T extends ChatClientFrame['type']>(type: T): Extract<ChatClientFrame, { type: T }>[] {
    return this.sent.filter((frame): frame is Extract<ChatClientFrame, { type: T }> => frame.type === type);
  }

  // ---- the server's side ----
  serverOpens(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  serverSends(frame: ChatServerFrame | string): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof frame === 'string' ? frame : JSON.stringify(frame) }));
  }

  serverCloses(code = 1006): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code } as CloseEvent);
  }
}

/** Stands in for the browser's WebSocket in a test file: `beforeEach(installFakeWebSocket)`. */
export function installFakeWebSocket(): void {
  FakeWebSocket.reset();
  Object.defineProperty(globalThis, 'WebSocket', { value: FakeWebSocket, configurable: true, writable: true });
}
