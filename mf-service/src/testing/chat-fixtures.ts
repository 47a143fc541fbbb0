import type { ChatCard, ChatMessage, ChatServerFrame } from '@shop/contract';

/** A stored chat message as the server sends it, with what a test cares about overridden. */
export function chatMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversation_id: 1,
    client_id: null,
    sender: 'agent',
    sender_id: 900,
    sender_name: 'Mia',
    kind: 'text',
    text: `Message ${id}`,
    card: null,
    created_at: '2025-11-20T09:30:00.000Z',
    ...overrides,
  };
}

export const goodsCard = (id = 12): Extract<ChatCard, { type: 'goods' }> => ({
  type: 'goods',
  id,
  name: 'Linen shirt',
  image: 'https://img.example/shirt.png',
  price: '129.00',
});

export const orderCard = (id = 30): Extract<ChatCard, { type: 'order' }> => ({
  type: 'order',
  id,
  order_no: '202511200001',
  status_text: 'To be shipped',
  total: '258.00',
  image: 'https://img.example/shirt.png',
  item_count: 2,
  created_at: '2025-11-19T08:00:00.000Z',
});

/** The `login` answer of a member's socket. */
export function memberLogin(overrides: Partial<Extract<ChatServerFrame, { type: 'login' }>['data']> = {}): ChatServerFrame {
  return {
    type: 'login',
    data: { user_id: 7, conversation_id: 1, online: true, agent: { id: 3, name: 'Mia', avatar: '' }, unread: 0, ...overrides },
  };
}
