import type { Page, WebSocketRoute } from '@playwright/test';

/** The chat's socket, as the pages open it (same origin). */
const CHAT_SOCKET = /\/homeapi\/service\/socket$/;
/** "Going away": a close the client must answer by connecting again (not one of the 44xx it gives up on). */
const DROPPED = { code: 1001, reason: 'connection lost' };

export interface ChatSocketCable {
  /** Sockets the page has opened so far (a reconnect opens one more). */
  opened(): number;
  /** Drops the page's socket and refuses new ones until `mend`: the network is gone. */
  cut(): Promise<void>;
  mend(): void;
  /** Lets the next acknowledgement the server sends get lost, dropping the socket with it: the message reached the server, its sender never heard. */
  loseNextAck(): void;
}

/**
 * Stands between a page and the chat server (Playwright's WebSocket routing; `setOffline` does not
 * touch open WebSockets), so that a test can drop the connection the way a network does. Call before
 * the page opens the socket.
 */
export async function chatSocketCable(page: Page): Promise<ChatSocketCable> {
  let opened = 0;
  let down = false;
  let ackToLose = false;
  /** Each open page socket, with its end at the server. */
  const live = new Map<WebSocketRoute, WebSocketRoute>();
  const drop = async (route: WebSocketRoute) => {
    const server = live.get(route);
    live.delete(route);
    await Promise.all([route.close(DROPPED), server?.close()]);
  };
  await page.routeWebSocket(CHAT_SOCKET, (route) => {
    opened += 1;
    if (down) {
      void route.close(DROPPED);
      return;
    }
    const server = route.connectToServer();
    live.set(route, server);
    server.onMessage((message) => {
      if (ackToLose && typeof message === 'string' && (JSON.parse(message) as { type: string }).type === 'ack') {
        ackToLose = false;
        void drop(route);
        return;
      }
      route.send(message);
    });
    route.onClose(() => {
      live.delete(route);
      void server.close();
    });
  });
  return {
    opened: () => opened,
    cut: async () => {
      down = true;
      await Promise.all([...live.keys()].map(drop));
    },
    mend: () => {
      down = false;
    },
    loseNextAck: () => {
      ackToLose = true;
    },
  };
}
