import { act } from '@testing-library/react';
import type { ChatConversation, ChatMessage } from '@shop/contract';
import type { User } from '@shop/shared';
import { mockApi, ok, signIn } from '@shop/shared/testing';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { renderUi } from '@/testing/render-ui';
import { ConsoleDesk } from '../components/console-desk';
import { agentLogin, agentMia, memberProfile } from './desk-fixtures';

interface DeskSetup {
  queue: ChatConversation[];
  /** Each conversation's messages (one page, nothing earlier). */
  history?: Record<number, ChatMessage[]>;
  /** More calls, or other answers. */
  routes?: Parameters<typeof mockApi>[0];
  agent?: User;
}

/**
 * The desk as an agent sees it, its socket open and signed in: the queue, each conversation's history
 * and member answered (install the fake WebSocket first: `beforeEach(installFakeWebSocket)`).
 */
export function renderDesk({ queue, history = {}, routes = {}, agent = agentMia }: DeskSetup) {
  signIn(agent);
  const calls = mockApi({
    'GET admin/service/queue': ok({ list: queue }),
    'GET admin/service/history': (query) => ok({ list: history[Number(query.conversation_id)] ?? [], has_more: false }),
    'GET admin/service/member': (query) => ok(memberProfile(queue.find((c) => c.id === Number(query.conversation_id))?.member.name ?? '')),
    ...routes,
  });
  const view = renderUi(<ConsoleDesk />, '/service/console');
  const server = FakeWebSocket.latest();
  act(() => {
    server.serverOpens();
    server.serverSends(agentLogin);
  });
  return { ...view, calls, server };
}
