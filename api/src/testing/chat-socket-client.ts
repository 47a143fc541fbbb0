import type { AddressInfo } from 'node:net';
import { chatServerFrame, type ChatServerFrame } from '@shop/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { Db } from '../db/client';
import { Lifecycle } from '../http/lifecycle';
import { staffRoles, staffUsers } from '../db/schema';
import type { ChatSocketSettings } from '../modules/service/socket/chat-node';
import { serviceSocketRoutes } from '../modules/service/socket/socket-routes';
import { issueStaffSession } from '../modules/staff/staff-session-service';
import type { TestApp } from './test-app';

type ServerFrameType = ChatServerFrame['type'];
export type FrameOf<T extends ServerFrameType> = Extract<ChatServerFrame, { type: T }>;

/** How long a test waits for a frame it expects. */
const FRAME_WAIT_MS = 5_000;

/** The socket address of an app listening on a real port (listenForSockets). */
export const socketUrl = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/homeapi/service/socket`;

/** Puts an app on a free local port, so tests talk to it over real sockets. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return socketUrl(app);
}

/**
 * One more API node on the test's database carrying only the chat socket, with timings and limits a
 * test can reach in milliseconds (the app's own node keeps the contract's).
 */
export async function socketOnlyNode(t: TestApp, settings: Partial<ChatSocketSettings>): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.decorate('db', t.connection.db);
  app.decorate('clock', t.clock.now);
  app.decorate('lifecycle', new Lifecycle());
  await app.register(serviceSocketRoutes, { prefix: '/homeapi', listen: t.connection.listen, ...settings });
  return { app, url: await listenForSockets(app) };
}

/**
 * A customer-service agent made in the database: a back-office user of the built-in role `role`
 * (customer service, which holds chat.answer, unless told otherwise), with a back-office session token.
 */
export async function createAgent(db: Db, username: string, role = 'customer_service'): Promise<{ id: number; token: string; name: string }> {
  const [found] = await db.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.code, role));
  const name = username;
  const [agent] = await db.insert(staffUsers).values({ username, passwordHash: 'x', name, roleId: found!.id }).returning({ id: staffUsers.id });
  return { id: agent!.id, token: await issueStaffSession(db, agent!.id, new Date()), name };
}

/**
 * A chat socket as a test drives it: every frame the server sends is checked against the contract
 * and kept until the test takes it with `next`.
 */
export class ChatSocketClient {
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly frames: ChatServerFrame[] = [];
  private readonly waiters = new Set<() => void>();
  private contractError: Error | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const parsed = chatServerFrame.safeParse(JSON.parse(data.toString('utf8')));
      if (parsed.success) this.frames.push(parsed.data);
      else this.contractError = new Error(`a frame outside the contract: ${data.toString('utf8')}\n${parsed.error.message}`);
      this.wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async open(url: string, lang = 'en-us'): Promise<ChatSocketClient> {
    const ws = new WebSocket(url, { headers: { 'accept-language': lang } });
    const client = new ChatSocketClient(ws);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return client;
  }

  /** Opens a socket and signs in as a member (login) or an agent (agent_login). */
  static async signedIn(url: string, token: string, as: 'login' | 'agent_login' = 'login', lang: 'en-us' | 'zh-cn' = 'en-us') {
    const client = await ChatSocketClient.open(url, lang);
    client.send({ type: as, data: { token, lang } });
    const answer = await client.next(as);
    return { client, session: answer.data };
  }

  /** A frame as JSON, or a raw string as it is. */
  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Sends a text message and answers its ack. */
  async say(clientId: string, text: string, conversationId?: number) {
    this.send({ type: 'message', data: { client_id: clientId, conversation_id: conversationId, message: { kind: 'text', text } } });
    return (await this.next('ack', (ack) => ack.data.client_id === clientId)).data.message;
  }

  /** Takes the first frame of `type` (and matching `where`) received so far or within FRAME_WAIT_MS. */
  async next<T extends ServerFrameType>(type: T, where: (frame: FrameOf<T>) => boolean = () => true): Promise<FrameOf<T>> {
    const deadline = Date.now() + FRAME_WAIT_MS;
    for (;;) {
      if (this.contractError) throw this.contractError;
      const index = this.frames.findIndex((frame) => frame.type === type && where(frame as FrameOf<T>));
      if (index >= 0) return this.frames.splice(index, 1)[0] as FrameOf<T>;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} frame within ${FRAME_WAIT_MS} ms; received ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, left);
        this.waiters.add(done);
      });
    }
  }

  /** The frames of `type` (and matching `where`) received and not yet taken, taken now. */
  take<T extends ServerFrameType>(type: T, where: (frame: FrameOf<T>) => boolean = () => true): FrameOf<T>[] {
    const taken = this.frames.filter((frame): frame is FrameOf<T> => frame.type === type && where(frame as FrameOf<T>));
    for (const frame of taken) this.frames.splice(this.frames.indexOf(frame), 1);
    return taken;
  }

  /** Answers once the server has handled every frame sent before (frames are handled in order). */
  async settled(): Promise<void> {
    this.send({ type: 'ping' });
    await this.next('pong');
  }

  close(): void {
    this.ws.close();
  }

  private wake() {
    for (const waiter of [...this.waiters]) waiter();
  }
}
