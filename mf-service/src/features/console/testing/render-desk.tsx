import { act } from '@testing-library/react';
import type { ChatConversation, ChatMessage, StaffProfile } from '@shop/contract';
import { mockStaffApi, ok, signInStaff } from '@shop/shared/testing';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { renderUi } from '@/testing/render-ui';
import { ConsoleDesk } from '../components/console-desk';
import { agentLogin, agentMia, agentPermissions, memberProfile } from './desk-fixtures';

interface DeskSetup {
  queue: ChatConversation[];
  /** Each conversation's messages (one page, nothing earlier). */
  history?: Record<number, ChatMessage[]>;
  /** More calls, or other answers. */
  routes?: Parameters<typeof mockStaffApi>[0];
  agent?: StaffProfile;
  /** What the agent's role holds (`*` for an administrator). */
  permissions?: string[];
}

/**
 * The desk as a back-office agent sees it in the frame, its socket open and signed in: the queue, each conversation's history
 * and member answered (install the fake WebSocket first: `beforeEach(installFakeWebSocket)`).
 */
export function renderDesk({ queue, history = {}, routes = {}, agent = agentMia, permissions = agentPermissions }: DeskSetup) {
  signInStaff(permissions, agent);
  const calls = mockStaffApi({
    'GET admin/service/queue': ok({ list: queue }),
    'GET admin/service/history': (query) => ok({ list: history[Number(query.conversation_id)] ?? [], has_more: false }),
    'GET admin/service/member': (query) => ok(memberProfile(queue.find((c) => c.id === Number(query.conversation_id))?.member.name ?? '')),
    ...routes,
  });
  const view = renderUi(<ConsoleDesk />, '/admin/service/desk');
  const server = FakeWebSocket.latest();
  act(() => {
    server.serverOpens();
    server.serverSends(agentLogin);
  });
  return { ...view, calls, server };
}
