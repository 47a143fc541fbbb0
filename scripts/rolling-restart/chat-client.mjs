// The chat client of the rolling-restart test: the protocol of mf-service/src/lib/chat-socket.ts (sign
// in, an outbox sent one message at a time and again from its head after every sign-in, reconnect after
// any close but 4401/4403/4409 with the same back-off, sync after every sign-in, dedupe by message id),
// in plain Node over the `ws` package, counting what it sees.
import { createRequire } from 'node:module';

/** The WebSocket client the API itself depends on (Node 20 has no WebSocket of its own). */
const WebSocket = createRequire(new URL('../../api/package.json', import.meta.url))('ws');

/** As the real client: contract CHAT_PING_MS, CHAT_IDLE_CLOSE_MS and the reconnect back-off. */
const PING_MS = 5_000;
const IDLE_CLOSE_MS = 12_000;
const STOP_CODES = new Set([4401, 4403, 4409]);
const reconnectDelay = (attempt) => {
  const ceiling = Math.min(30_000, 1_000 * 2 ** attempt);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
};

export class ChatClient {
  /** Distinct messages seen (ack, message or sync frames), by id. */
  received = new Map();
  /** Client ids acknowledged by the server. */
  acked = new Set();
  /** Error frames naming one of this client's messages: a refusal the shopper would see. */
  refusals = [];
  /** Close codes the server sent, in order. */
  closeCodes = [];
  signIns = 0;

  /**
   * @param {object} options
   * @param {string} options.url ws(s)://…/homeapi/service/socket
   * @param {'login' | 'agent_login'} options.type
   * @param {string} options.token
   * @param {() => Iterable<number>} [options.conversations] conversations to sync after a sign-in besides those seen
   */
  constructor({ url, type, token, conversations = () => [] }) {
    this.options = { url, type, token, conversations };
    this.outbox = [];
    this.inFlight = null;
    this.lastSeen = new Map();
    this.status = 'idle';
    this.stopped = false;
    this.attempt = 0;
  }

  connect() {
    this.stopped = false;
    this.open();
  }

  /** Puts a message in the outbox; it is sent when its turn comes and the socket is signed in. */
  send(clientId, text) {
    this.outbox.push({ clientId, text });
    this.flush();
  }

  get unacknowledged() {
    return this.outbox.length;
  }

  close() {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    this.socket?.close(1000);
  }

  open() {
    this.status = 'connecting';
    const socket = new WebSocket(this.options.url);
    this.socket = socket;
    socket.on('open', () => {
      this.lastHeard = Date.now();
      socket.send(JSON.stringify({ type: this.options.type, data: { token: this.options.token, lang: 'en-us' } }));
      this.pingTimer = setInterval(() => this.ping(), PING_MS);
    });
    socket.on('message', (data) => this.receive(String(data)));
    // An error (a refused upgrade, a reset) is always followed by close.
    socket.on('error', () => {});
    socket.on('close', (code) => {
      if (socket !== this.socket) return;
      this.dropped(code);
    });
  }

  ping() {
    if (Date.now() - this.lastHeard > IDLE_CLOSE_MS) {
      const socket = this.socket;
      this.socket = null;
      socket?.terminate();
      this.dropped(0);
      return;
    }
    this.write({ type: 'ping' });
  }

  dropped(code) {
    clearInterval(this.pingTimer);
    this.socket = null;
    this.inFlight = null;
    this.status = 'offline';
    if (this.stopped) return;
    this.closeCodes.push(code);
    if (STOP_CODES.has(code)) {
      this.stopped = true;
      return;
    }
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => this.open(), delay);
  }

  receive(text) {
    this.lastHeard = Date.now();
    const frame = JSON.parse(text);
    switch (frame.type) {
      case 'login':
      case 'agent_login':
        this.signIns += 1;
        this.attempt = 0;
        this.status = 'open';
        for (const conversationId of new Set([...this.lastSeen.keys(), ...this.options.conversations()])) this.askSync(conversationId);
        this.flush();
        break;
      case 'ack':
        this.acked.add(frame.data.client_id);
        this.outbox = this.outbox.filter((entry) => entry.clientId !== frame.data.client_id);
        if (this.inFlight === frame.data.client_id) this.inFlight = null;
        this.deliver(frame.data.message);
        this.flush();
        break;
      case 'message':
        this.deliver(frame.data);
        break;
      case 'conversation': {
        // The agent console's queue shows a conversation's news from this frame. A member's message
        // stored while no agent was signed in (this one between two sockets) is announced only so:
        // the console opens it from its history, this client asks for it.
        const last = frame.data.last_message;
        if (last && last.id > (this.lastSeen.get(frame.data.id) ?? 0)) this.askSync(frame.data.id);
        break;
      }
      case 'sync':
        for (const message of frame.data.messages) this.deliver(message);
        if (frame.data.has_more) this.askSync(frame.data.conversation_id);
        break;
      case 'error':
        if (frame.data.client_id) {
          this.refusals.push(frame.data);
          this.outbox = this.outbox.filter((entry) => entry.clientId !== frame.data.client_id);
          if (this.inFlight === frame.data.client_id) this.inFlight = null;
          this.flush();
        }
        break;
      default:
        break;
    }
  }

  askSync(conversationId) {
    this.write({ type: 'sync', data: { conversation_id: conversationId, after_id: this.lastSeen.get(conversationId) ?? 0 } });
  }

  deliver(message) {
    if (message.id > (this.lastSeen.get(message.conversation_id) ?? 0)) this.lastSeen.set(message.conversation_id, message.id);
    if (!this.received.has(message.id)) this.received.set(message.id, message);
  }

  flush() {
    if (this.status !== 'open' || this.inFlight) return;
    const next = this.outbox[0];
    if (!next) return;
    this.inFlight = next.clientId;
    this.write({ type: 'message', data: { client_id: next.clientId, message: { kind: 'text', text: next.text } } });
  }

  write(frame) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }
}
