import { CHAT_CLOSE, CHAT_FRAME_MAX_BYTES, type ChatServerFrame } from '@shop/contract';
import WebSocket from 'ws';
import type { Lang } from '../../../http/i18n';
import { withRequestId } from '../../../http/request-id';
import type { Speaker } from '../chat/speaker';
import { chatRefusal, errorFrame, type ChatRefusal } from './chat-refusal';
import type { ChatNode } from './chat-node';
import { dispatchFrame } from './dispatch-frame';
import { agentLeft } from './node-presence';
import { RateWindow } from './rate-window';

/** Frames a socket may have waiting for their turn; a client that sends faster than the node answers is closed 1008. */
const MAX_WAITING_FRAMES = 64;
/** Bytes the node may hold unsent for one socket; past that the client is not reading, and is cut off. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * WebSocket's own close codes the socket layer uses beside the application's (CHAT_CLOSE). Try Again
 * Later is a temporary refusal: clients reconnect after it, backing off, as after any drop. Service
 * Restart closes every socket of a node that shuts down: clients reconnect (through the gateway, to
 * another node) and send their unacknowledged messages again, which client ids keep single.
 */
export const WS_CLOSE = { policyViolation: 1008, internalError: 1011, serviceRestart: 1012, tryAgainLater: 1013 } as const;

/**
 * One chat socket: the sign-in and idle timers, its place among its address's unsigned sockets until
 * it signs in, the per-socket rate window, and a promise chain that handles its frames strictly one
 * after another, so a member's messages are stored in the order sent.
 */
export class ChatConnection {
  /** Who signed in on this socket; null until login or agent_login succeeds. */
  speaker: Speaker | null = null;
  /** The language of refusals: the upgrade request's Accept-Language until the sign-in frame names one. */
  lang: Lang;
  readonly messageRate: RateWindow;
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;
  private readonly loginTimer: NodeJS.Timeout;
  private readonly idleTimer: NodeJS.Timeout;
  private lastReceivedAt = Date.now();
  private frames = 0;

  constructor(
    private readonly socket: WebSocket,
    readonly node: ChatNode,
    lang: Lang,
    /** The client address whose place in node.unsignedSockets (admitted by the caller) this socket holds until it signs in or closes; null once given back. */
    private unsignedFrom: string | null,
    /** The upgrade request's id: each frame's work runs as `<id>.<n>`, which its log lines and the deliveries it publishes carry. */
    private readonly requestId: string,
  ) {
    this.lang = lang;
    const { settings } = node;
    this.messageRate = new RateWindow(settings.messageLimit, settings.messageWindowMs);
    this.loginTimer = setTimeout(() => this.close(CHAT_CLOSE.notSignedIn), settings.loginWithinMs).unref();
    this.idleTimer = setTimeout(() => this.closeIfIdle(), settings.idleCloseMs).unref();
    // binaryType stays ws's default, nodebuffer: every message, fragmented or not, arrives as one Buffer.
    socket.on('message', (data, isBinary) => this.received(data as Buffer, isBinary));
    socket.on('close', () => this.closed());
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  sendText(text: string): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.node.log.warn({ userId: this.speaker?.userId }, 'chat socket cut off: the client stopped reading');
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }

  send(frame: ChatServerFrame): void {
    this.sendText(JSON.stringify(frame));
  }

  refuse(refusal: ChatRefusal, clientId: string | null = null): void {
    this.send(errorFrame(refusal, clientId));
  }

  close(code: number): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) this.socket.close(code);
  }

  /** The sign-in succeeded: the socket joins the node's registry (or is dropped, had it closed meanwhile). */
  signedIn(speaker: Speaker): boolean {
    if (!this.open) return false;
    clearTimeout(this.loginTimer);
    this.leaveUnsigned();
    this.speaker = speaker;
    this.lang = speaker.lang;
    for (const older of this.node.registry.add(speaker.role, speaker.userId, this)) older.close(CHAT_CLOSE.replaced);
    return true;
  }

  /** Runs `work` after every frame before it; a failure nothing else caught closes the socket 1011. */
  private enqueue(work: () => Promise<void> | void): void {
    this.waiting += 1;
    this.frames += 1;
    const frameId = `${this.requestId}.${this.frames}`;
    this.queue = this.queue
      .then(() => withRequestId(frameId, work))
      .catch((error: unknown) => {
        this.node.log.error({ err: error, reqId: frameId, userId: this.speaker?.userId }, 'chat frame failed');
        // The client sends its unacknowledged messages again after reconnecting; client ids keep them single.
        this.close(WS_CLOSE.internalError);
      })
      .finally(() => {
        this.waiting -= 1;
      });
  }

  /**
   * The idle timer fired; but a busy event loop (a burst of queries on the embedded database) may run
   * timers before it reads frames that arrived in time. Those are read first (setImmediate runs after
   * the loop's I/O), and only a socket still silent is closed.
   */
  private closeIfIdle(): void {
    setImmediate(() => {
      const silentFor = Date.now() - this.lastReceivedAt;
      if (silentFor >= this.node.settings.idleCloseMs) this.close(CHAT_CLOSE.idle);
      else if (this.open) this.idleTimer.refresh();
    });
  }

  private received(data: Buffer, isBinary: boolean): void {
    this.lastReceivedAt = Date.now();
    this.idleTimer.refresh();
    if (this.waiting >= MAX_WAITING_FRAMES) return this.close(WS_CLOSE.policyViolation);
    // Refused before it waits its turn, so a queue of large frames cannot pile up in memory.
    if (data.byteLength > CHAT_FRAME_MAX_BYTES) {
      const refusal = chatRefusal(this.lang, 'too_large', 'chat_frame_too_large', { max: CHAT_FRAME_MAX_BYTES / 1024 });
      return this.enqueue(() => this.refuse(refusal));
    }
    if (isBinary) return this.enqueue(() => this.refuse(chatRefusal(this.lang, 'bad_frame', 'chat_frame_unreadable')));
    const text = data.toString('utf8');
    this.enqueue(() => dispatchFrame(this, text));
  }

  private closed(): void {
    clearTimeout(this.loginTimer);
    clearTimeout(this.idleTimer);
    this.leaveUnsigned();
    // After the frames still waiting, so a sign-in in progress is undone once it is done.
    this.enqueue(() => this.leave());
  }

  private leaveUnsigned(): void {
    if (this.unsignedFrom === null) return;
    this.node.unsignedSockets.release(this.unsignedFrom);
    this.unsignedFrom = null;
  }

  private async leave(): Promise<void> {
    const speaker = this.speaker;
    if (!speaker) return;
    this.node.registry.remove(speaker.role, speaker.userId, this);
    if (speaker.role === 'agent' && !this.node.closing) await agentLeft(this.node, speaker.userId);
  }
}
