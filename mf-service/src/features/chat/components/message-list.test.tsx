import { act, screen, waitFor, within } from '@testing-library/react';
import type { ChatHistoryPage, ServiceStatus } from '@shop/contract';
import { mockApi, ok, signIn } from '@shop/shared/testing';
import { chatMessage, goodsCard, memberLogin, orderCard } from '@/testing/chat-fixtures';
import { FakeWebSocket, installFakeWebSocket } from '@/testing/fake-web-socket';
import { renderUi } from '@/testing/render-ui';
import { ChatWindow } from './chat-window';

const status: ServiceStatus = { online: true, agent: { id: 3, name: 'Mia', avatar: '' }, conversation_id: 1, unread: 0 };
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => chatMessage(from + i, { text: `Message ${from + i}` }));
const shown = () => screen.getAllByTestId('chat-message');
const PICTURE = `/homeapi/upload/file/${'c'.repeat(64)}.jpg`;

// jsdom lays nothing out: every message is 50 px high here, so that the list has something to scroll.
const MESSAGE_PX = 50;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.querySelectorAll('[data-testid="chat-message"]').length * MESSAGE_PX;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

function openChat(pages: Record<string, ChatHistoryPage>) {
  signIn();
  const calls = mockApi({
    'GET service/status': ok(status),
    'GET service/history': (query) => ok(pages[(query.before_id as number | undefined) ?? 'newest']!),
  });
  return { calls, ...renderUi(<ChatWindow />) };
}

function server() {
  const socket = FakeWebSocket.latest();
  act(() => {
    socket.serverOpens();
    socket.serverSends(memberLogin());
  });
  return socket;
}

beforeEach(installFakeWebSocket);
afterEach(() => jest.restoreAllMocks());

it('opens at the newest message and loads older pages above without moving what is on screen', async () => {
  const { user, calls } = openChat({ newest: { list: range(21, 40), has_more: true }, 21: { list: range(1, 20), has_more: false } });
  await waitFor(() => expect(shown()).toHaveLength(20));
  const list = screen.getByRole('log', { name: 'Messages' });
  expect(list.scrollTop).toBe(20 * MESSAGE_PX);

  list.scrollTop = 30;
  list.dispatchEvent(new Event('scroll'));
  await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
  await waitFor(() => expect(shown()).toHaveLength(40));
  expect(calls.filter((call) => call.route === 'GET service/history').map((call) => call.body)).toEqual([{}, { before_id: 21 }]);
  expect(shown()[0]).toHaveTextContent('Message 1');
  expect(shown()[39]).toHaveTextContent('Message 40');
  // The 20 messages put above push the one the member was reading down by their height.
  expect(list.scrollTop).toBe(30 + 20 * MESSAGE_PX);
  expect(screen.getByText('This is the beginning of your conversation')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
});

it('shows each message once, whether it came with the history, as a message frame or again in a sync', async () => {
  openChat({ newest: { list: range(1, 3), has_more: false } });
  await waitFor(() => expect(shown()).toHaveLength(3));
  const socket = server();
  act(() => {
    socket.serverSends({ type: 'message', data: chatMessage(3) });
    socket.serverSends({ type: 'message', data: chatMessage(4, { text: 'Anything else?' }) });
    socket.serverSends({ type: 'sync', data: { conversation_id: 1, messages: [chatMessage(3), chatMessage(4, { text: 'Anything else?' })], has_more: false } });
  });
  expect(shown().map((message) => within(message).getByText(/Message|Anything/).textContent)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Anything else?']);
});

it('shows the member’s message as sending until the server acknowledges it, then as sent in the same place', async () => {
  const { user } = openChat({ newest: { list: range(1, 2), has_more: false } });
  const socket = server();
  await waitFor(() => expect(shown()).toHaveLength(2));
  await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Thanks{Enter}');
  const pending = shown()[2]!;
  expect(pending).toHaveAttribute('data-state', 'pending');
  expect(within(pending).getByText('Sending…')).toBeInTheDocument();

  const clientId = socket.sentOf('message')[0]!.data.client_id;
  act(() => socket.serverSends({ type: 'ack', data: { client_id: clientId, message: chatMessage(3, { client_id: clientId, sender: 'member', text: 'Thanks' }) } }));
  expect(shown()).toHaveLength(3);
  expect(shown()[2]).toBe(pending);
  expect(pending).toHaveAttribute('data-state', 'sent');
  expect(within(pending).queryByText('Sending…')).not.toBeInTheDocument();
});

it('offers a retry for a message the server refused', async () => {
  const { user } = openChat({ newest: { list: [], has_more: false } });
  const socket = server();
  await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hi{Enter}');
  const [first] = socket.sentOf('message');
  act(() => socket.serverSends({ type: 'error', data: { code: 'rate_limited', reason: 'Too many messages, wait a moment', field: null, client_id: first!.data.client_id } }));
  expect(shown()[0]).toHaveAttribute('data-state', 'failed');
  expect(shown()[0]).toHaveTextContent('Not sent: Too many messages, wait a moment');

  await user.click(screen.getByRole('button', { name: 'Retry sending this message' }));
  expect(socket.sentOf('message').map((frame) => frame.data.client_id)).toEqual([first!.data.client_id, first!.data.client_id]);
  expect(shown()[0]).toHaveAttribute('data-state', 'pending');
});

it('shows text as text, pictures that open full size, and cards that lead to the product and the order', async () => {
  const { user } = openChat({
    newest: {
      list: [
        chatMessage(1, { sender: 'member', sender_name: 'Lily', text: '<b>bold?</b>\nsecond line' }),
        chatMessage(2, { kind: 'image', text: PICTURE }),
        chatMessage(3, { sender: 'member', kind: 'goods', text: '', card: goodsCard(12) }),
        chatMessage(4, { sender: 'member', kind: 'order', text: '', card: orderCard(30) }),
      ],
      has_more: false,
    },
  });
  await waitFor(() => expect(shown()).toHaveLength(4));
  expect(shown()[0]!.querySelector('b')).toBeNull();
  expect(within(shown()[0]!).getByText(/<b>bold\?<\/b>/)).toBeInTheDocument();

  expect(screen.getByRole('link', { name: 'Product: Linen shirt, ¥129.00' })).toHaveAttribute('href', '/goods/view?id=12');
  expect(screen.getByRole('link', { name: 'Order 202511200001, To be shipped' })).toHaveAttribute('href', '/ucenter/order/detail?id=30');

  // The bubble shows the thumbnail; the viewer the display copy (the bare URL).
  const opener = screen.getByRole('button', { name: 'Open the picture from Mia' });
  expect(opener.querySelector('img')).toHaveAttribute('src', `${PICTURE}?size=thumb`);
  await user.click(opener);
  const viewer = screen.getByRole('dialog', { name: 'Picture from Mia' });
  expect(within(viewer).getByRole('img', { name: 'Picture from Mia' })).toHaveAttribute('src', PICTURE);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('marks the conversation read up to the newest message while the member is looking at it', async () => {
  jest.spyOn(document, 'hasFocus').mockReturnValue(true);
  openChat({ newest: { list: range(1, 3), has_more: false } });
  const socket = server();
  await waitFor(() => expect(socket.sentOf('read')).toEqual([{ type: 'read', data: { last_id: 3 } }]));
  act(() => socket.serverSends({ type: 'message', data: chatMessage(4) }));
  await waitFor(() => expect(socket.sentOf('read').at(-1)).toEqual({ type: 'read', data: { last_id: 4 } }));
});

it('does not mark anything read while the window is not focused', async () => {
  jest.spyOn(document, 'hasFocus').mockReturnValue(false);
  openChat({ newest: { list: range(1, 3), has_more: false } });
  const socket = server();
  await waitFor(() => expect(shown()).toHaveLength(3));
  expect(socket.sentOf('read')).toEqual([]);
});
