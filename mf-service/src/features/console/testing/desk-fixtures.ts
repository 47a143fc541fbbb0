import type { ChatConversation, ChatPhrase, ChatServerFrame, ServiceAgent, ServiceMemberProfile, StaffProfile } from '@shop/contract';
import { formatDate, fromDateTimeInput } from '@shop/shared';
import { chatMessage } from '@/testing/chat-fixtures';

/** The signed-in agent of the desk tests: Mia, back-office user 3, of the customer-service role. */
export const agentMia: StaffProfile = { id: 3, username: 'agent1', name: 'Mia', role: { id: 4, code: 'customer_service', name: 'Customer service' } };
/** What Mia's role holds: the chat permission among others. */
export const agentPermissions = ['order.view', 'member.view', 'chat.answer'];

/** A conversation of the queue: member `name`, agent `agentId` (null: waiting), its last message at `minute` past 09:00 today, China time. */
export function conversation(id: number, name: string, agentId: number | null, minute: number, overrides: Partial<ChatConversation> = {}): ChatConversation {
  const at = new Date(fromDateTimeInput(`${formatDate(new Date())}T09:${String(minute).padStart(2, '0')}`));
  return {
    id,
    status: 'open',
    member: { id: 100 + id, name, avatar: '' },
    agent_id: agentId,
    last_message: chatMessage(id * 100, { conversation_id: id, sender: 'member', sender_name: name, text: `Hello from ${name}`, created_at: at.toISOString() }),
    unread: 0,
    created_at: at.toISOString(),
    ...overrides,
  };
}

export function memberProfile(name: string, overrides: Partial<ServiceMemberProfile> = {}): ServiceMemberProfile {
  return {
    id: 101,
    name,
    avatar: '',
    mobile: '138****8000',
    joined_at: '2024-05-01T08:00:00.000Z',
    order_count: 4,
    spent: '812.50',
    recent_orders: [
      { id: 30, order_no: '202511200001', status_text: 'To be shipped', total: '258.00', image: '', item_count: 2, created_at: '2025-11-19T08:00:00.000Z' },
    ],
    ...overrides,
  };
}

export const agents: ServiceAgent[] = [
  { id: 3, name: 'Mia', avatar: '', online: true, open_count: 2 },
  { id: 4, name: 'Jay', avatar: '', online: true, open_count: 1 },
  { id: 5, name: 'Ann', avatar: '', online: false, open_count: 0 },
];

export const phrases: ChatPhrase[] = [
  { id: 1, text: 'Hello, how can I help you?', sort: 1, shared: true },
  { id: 9, text: 'Your parcel left today.', sort: 1, shared: false },
];

export const agentLogin: ChatServerFrame = { type: 'agent_login', data: { user_id: 3, name: 'Mia' } };
