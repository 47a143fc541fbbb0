import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import { RESULT_CODE } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import type { DatabaseConnection } from '../../../db/client';
import { sendEnvelope } from '../../../http/envelope';
import { chatDeliveries, chatOpenSockets } from '../../metrics';
import { requestLang, translate, type Lang } from '../../../http/i18n';
import { CHAT_CHANNEL, type ChatDelivery } from '../chat-delivery';
import { ChatConnection, WS_CLOSE } from './chat-connection';
import { DEFAULT_CHAT_SOCKET_SETTINGS, type ChatNode, type ChatSocketSettings } from './chat-node';
import { chatRefusal, errorFrame } from './chat-refusal';
import { MessageBatcher } from './message-batcher';
import { FixedWindowLimiter } from '../../../http/rate-limit';
import { leaveNode, refreshNodePresence } from './node-presence';
import { SocketRegistry } from './socket-registry';
import { UnsignedSockets } from './unsigned-sockets';

/**
 * The largest frame the WebSocket layer reads at all; a larger one closes the socket 1009. Frames
 * between CHAT_FRAME_MAX_BYTES and this are read and refused with `too_large`, the socket kept.
 */
export const SOCKET_MAX_PAYLOAD = 64 * 1024;

export type ServiceSocketOptions = { listen: DatabaseConnection['listen'] } & Partial<ChatSocketSettings>;

/** An address already holds its share of unsigned sockets: told why, then closed Try Again Later, before it costs anything more. */
function refuseCrowdedAddress(socket: WebSocket, lang: Lang): void {
  socket.send(JSON.stringify(errorFrame(chatRefusal(lang, 'rate_limited', 'chat_address_busy'), null)));
  socket.close(WS_CLOSE.tryAgainLater);
}

/**
 * GET /homeapi/service/socket: the chat's WebSocket (docs/api/service.md). Each API node keeps its own
 * sockets and LISTENs on the database's chat channel; every delivery, this node's own included,
 * reaches the sockets it names through that channel, wherever they are connected.
 */
export async function serviceSocketRoutes(app: FastifyInstance, options: ServiceSocketOptions) {
  const { listen, ...overrides } = options;
  const settings = { ...DEFAULT_CHAT_SOCKET_SETTINGS, ...overrides };
  const node: ChatNode = {
    id: randomUUID(),
    db: app.db,
    clock: app.clock,
    log: app.log,
    settings,
    registry: new SocketRegistry<ChatConnection>(settings.socketsPerUser),
    // Counts message frames per member or agent in the database every node shares (ADR 0007), a batch at a time.
    messages: new MessageBatcher(app.db, app.log, new FixedWindowLimiter(app.db, 'chat-messages', { limit: settings.messageLimit, windowMs: settings.messageWindowMs }, app.clock)),
    unsignedSockets: new UnsignedSockets(settings.unsignedSocketsPerAddress),
    closing: false,
    presenceRefreshedAt: app.clock().getTime(),
  };

  const stopListening = await listen(CHAT_CHANNEL, (payload) => {
    try {
      for (const delivery of JSON.parse(payload) as ChatDelivery[]) {
        const sockets = node.registry.deliver(delivery);
        chatDeliveries.inc(sockets);
        // Under the id of the request or frame that caused it, so one id follows a message across nodes.
        if (sockets > 0) node.log.info({ reqId: delivery.request_id, frame: delivery.frame.type, sockets }, 'chat frame delivered');
      }
    } catch (error) {
      node.log.error({ err: error }, 'unreadable chat delivery');
    }
  });
  app.addHook('onClose', () => stopListening());

  const presenceTimer = setInterval(() => {
    refreshNodePresence(node).catch((error: unknown) => node.log.error({ err: error }, 'refreshing chat presence failed'));
  }, settings.presenceRefreshMs).unref();

  /**
   * Takes this node's agents offline while the database is still open, then closes every socket Service
   * Restart: the clients reconnect to another node and send again what was not acknowledged. Runs when
   * the node starts draining (SIGTERM), and again, finding nothing left, when the app closes.
   */
  let handingBack: Promise<void> | null = null;
  const handBackSockets = () => {
    handingBack ??= (async () => {
      node.closing = true;
      clearInterval(presenceTimer);
      await leaveNode(node).catch((error: unknown) => node.log.error({ err: error }, 'taking this node’s agents offline failed'));
      for (const client of app.websocketServer.clients) client.close(WS_CLOSE.serviceRestart);
    })();
    return handingBack;
  };
  app.lifecycle.onDrain(() => void handBackSockets());

  await app.register(fastifyWebsocket, {
    options: { maxPayload: SOCKET_MAX_PAYLOAD },
    preClose: async () => {
      await handBackSockets();
      for (const client of app.websocketServer.clients) client.close(WS_CLOSE.serviceRestart);
      await new Promise((resolve) => app.websocketServer.close(resolve));
    },
  });

  app.route({
    method: 'GET',
    url: '/service/socket',
    schema: { hide: true },
    // Over plain HTTP the address only says what it is for.
    handler: (request, reply) =>
      sendEnvelope(reply, 426, { code: RESULT_CODE.refused, msg: translate(requestLang(request), 'chat_socket_only'), data: null }),
    wsHandler: (socket, request) => {
      // An upgrade that reached a draining node (on a connection the gateway kept open) goes elsewhere at once.
      if (app.lifecycle.draining) return socket.close(WS_CLOSE.serviceRestart);
      chatOpenSockets.inc();
      socket.once('close', () => chatOpenSockets.dec());
      const lang = requestLang(request);
      if (!node.unsignedSockets.admit(request.ip)) return refuseCrowdedAddress(socket, lang);
      new ChatConnection(socket, node, lang, request.ip, request.id);
    },
  });
}

export default serviceSocketRoutes;
