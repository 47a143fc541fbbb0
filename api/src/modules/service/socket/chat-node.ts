import { CHAT_IDLE_CLOSE_MS, CHAT_LOGIN_WITHIN_MS, CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../http/clock';
import type { SocketRegistry } from './socket-registry';
import type { ChatConnection } from './chat-connection';
import type { MessageBatcher } from './message-batcher';
import type { UnsignedSockets } from './unsigned-sockets';

/** The socket layer's timings and limits; tests shorten them, production keeps the contract's. */
export type ChatSocketSettings = {
  /** A socket must send login or agent_login this soon after it opens, else it is closed 4401. */
  loginWithinMs: number;
  /** A socket that sends no frame for this long is closed 4408. */
  idleCloseMs: number;
  /**
   * Message frames one member or agent may send per `messageWindowMs`, over all their sockets on every
   * node (and one socket alone, counted in memory first); more are refused with `rate_limited`.
   */
  messageLimit: number;
  messageWindowMs: number;
  /** How often this node tells the database that its agents are still here (presence rows go stale after 30 s). */
  presenceRefreshMs: number;
  /** Sockets one member or agent may hold on one node; a newer one closes the oldest with 4409. */
  socketsPerUser: number;
  /** Sockets not signed in yet one client address may hold on one node; more are refused and closed 1013. */
  unsignedSocketsPerAddress: number;
};

export const DEFAULT_CHAT_SOCKET_SETTINGS: ChatSocketSettings = {
  loginWithinMs: CHAT_LOGIN_WITHIN_MS,
  idleCloseMs: CHAT_IDLE_CLOSE_MS,
  messageLimit: CHAT_RATE_LIMIT,
  messageWindowMs: CHAT_RATE_WINDOW_MS,
  presenceRefreshMs: 10_000,
  socketsPerUser: 10,
  // A sign-in takes one round trip, so even a large office behind one address seldom has more than a
  // few sockets waiting at once; the chat bench (api/scripts/bench-chat.mjs) signs 100 in at a time
  // from one address. The attack this answers held 1,000 idle sockets from one address; now an
  // address holds at most 100 per node, each closed within 10 s unless it signs in.
  unsignedSocketsPerAddress: 100,
};

/** What every socket of one API node shares. */
export type ChatNode = {
  /** Names this node's rows in chat_presence; new for every app instance. */
  id: string;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: ChatSocketSettings;
  registry: SocketRegistry<ChatConnection>;
  /** Stores this node's incoming messages in batches, and publishes their deliveries (ADR 0042). */
  messages: MessageBatcher;
  unsignedSockets: UnsignedSockets;
  /** Set while the app closes: the shutdown takes the agents offline, so closing sockets leave presence alone. */
  closing: boolean;
  /** When this node last refreshed its presence rows (clock time, ms). */
  presenceRefreshedAt: number;
};
