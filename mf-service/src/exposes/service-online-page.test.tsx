import { act, screen, waitFor, within } from '@testing-library/react';
import type { ChatHistoryPage, ChatMessage, GoodsDetail, ServiceStatus } from '@shop/contract';
import { useSettingsStore } from '@shop/shared';
import { mockApi, ok, renderPage, signIn, testSettings } from '@shop/shared/testing';
import { chatMessage, memberLogin } from '@/testing/chat-fixtures';
import { FakeWebSocket, installFakeWebSocket } from '@/testing/fake-web-socket';
import ServiceOnlinePage from './service-online-page';

const PATH = '/service/online';

const online: ServiceStatus = { online: true, agent: { id: 3, name: 'Mia', avatar: '' }, conversation_id: 1, unread: 0 };
const page = (list: ChatMessage[], has_more = false): ChatHistoryPage => ({ list, has_more });

function openChat({ status = online, history = page([]), url = PATH, routes = {} }: { status?: ServiceStatus; history?: ChatHistoryPage; url?: string; routes?: Parameters<typeof mockApi>[0] } = {}) {
  signIn();
  const calls = mockApi({ 'GET service/status': ok(status), 'GET service/history': ok(history), ...routes });
  const view = renderPage(ServiceOnlinePage, { path: PATH, url });
  return { calls, ...view };
}

/** The server's side of the page's socket, signed in. */
function server(login = memberLogin()) {
  const socket = FakeWebSocket.latest();
  act(() => {
    socket.serverOpens();
    socket.serverSends(login);
  });
  return socket;
}

const messages = () => screen.getAllByTestId('chat-message');

beforeEach(() => {
  installFakeWebSocket();
  useSettingsStore.setState({ settings: testSettings() });
});

it('sends visitors to sign-in and back to the chat afterwards', async () => {
  mockApi({});
  renderPage(ServiceOnlinePage, { path: PATH, url: `${PATH}?goods_id=12` });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/login?redirect=/service/online%3Fgoods_id%3D12'));
});

it('shows who answers and that an agent is online, the history with its days, and the empty state for a first visit', async () => {
  openChat({
    history: page([
      chatMessage(1, { sender: 'member', sender_name: 'Lily', text: 'Is the shirt in stock?', created_at: '2025-11-19T09:00:00.000Z' }),
      chatMessage(2, { text: 'Yes, all sizes.', created_at: '2025-11-20T09:30:00.000Z' }),
    ]),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Mia · Lumen Mall customer service' })).toBeInTheDocument();
  expect(screen.getByTestId('chat-presence')).toHaveTextContent('Agent online');
  await waitFor(() => expect(messages()).toHaveLength(2));
  expect(messages()[0]).toHaveAttribute('data-sender', 'member');
  expect(within(messages()[1]!).getByText('Yes, all sizes.')).toBeInTheDocument();
  expect(screen.getAllByTestId('chat-day')).toHaveLength(2);
  expect(screen.queryByTestId('chat-offline')).not.toBeInTheDocument();
});

it('says so when nobody has written yet', async () => {
  openChat();
  expect(await screen.findByText('Say hello — we usually answer within minutes')).toBeInTheDocument();
});

it('tells the member no agent is online, and shows the automatic reply to their message', async () => {
  const { user } = openChat({ status: { ...online, online: false, agent: null } });
  expect(await screen.findByTestId('chat-presence')).toHaveTextContent('No agent online — leave a message');
  expect(screen.getByTestId('chat-offline')).toHaveTextContent('No agent is online right now.');
  // Under the conversation, not over it: arriving late, it must not push the messages down.
  expect(screen.getByRole('log').compareDocumentPosition(screen.getByTestId('chat-offline')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Lumen Mall customer service' })).toBeInTheDocument();
  const socket = server(memberLogin({ online: false, agent: null, conversation_id: null }));

  await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'When will my order ship?{Enter}');
  const sent = socket.sentOf('message');
  expect(sent.map((frame) => frame.data.message)).toEqual([{ kind: 'text', text: 'When will my order ship?' }]);
  expect(messages().at(-1)).toHaveAttribute('data-state', 'pending');

  const clientId = sent[0]!.data.client_id;
  act(() => {
    socket.serverSends({ type: 'ack', data: { client_id: clientId, message: chatMessage(5, { client_id: clientId, sender: 'member', text: 'When will my order ship?' }) } });
    socket.serverSends({ type: 'message', data: chatMessage(6, { sender: 'system', sender_name: '', text: 'Orders ship within 48 hours.' }) });
  });
  expect(messages()).toHaveLength(2);
  expect(messages()[0]).toHaveAttribute('data-state', 'sent');
  expect(messages()[1]).toHaveAttribute('data-sender', 'system');
  expect(messages()[1]).toHaveTextContent('Orders ship within 48 hours.');
});

it('follows presence: the header changes when the agent comes online', async () => {
  openChat({ status: { ...online, online: false } });
  expect(await screen.findByTestId('chat-presence')).toHaveTextContent('No agent online');
  const socket = server(memberLogin({ online: false }));
  act(() => socket.serverSends({ type: 'presence', data: { online: true, agent: null } }));
  await waitFor(() => expect(screen.getByTestId('chat-presence')).toHaveTextContent('Agent online'));
  expect(screen.queryByTestId('chat-offline')).not.toBeInTheDocument();
});

it('offers the product the member came about, sends it as a card and then stops offering it', async () => {
  const goods = { id: 12, name: 'Linen shirt', image: 'https://img.example/shirt.png', sell_price: '129.00' } as GoodsDetail;
  const { user, calls } = openChat({ url: `${PATH}?goods_id=12`, routes: { 'GET goods/view': ok(goods) } });
  const socket = server();
  const bar = await screen.findByRole('group', { name: 'Send this product' });
  expect(await within(bar).findByText('Linen shirt')).toBeInTheDocument();
  expect(calls.find((call) => call.route === 'GET goods/view')?.body).toEqual({ id: 12 });

  await user.click(within(bar).getByRole('button', { name: 'Send' }));
  expect(socket.sentOf('message').map((frame) => frame.data.message)).toEqual([{ kind: 'goods', goods_id: 12 }]);
  expect(screen.queryByTestId('chat-card-bar')).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/service\/online$/);
  expect(within(messages().at(-1)!).getByText('Linen shirt')).toBeInTheDocument();
});

it('shows a banner while the connection is lost, and sends what waited once it is back', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const { user } = openChat();
    await screen.findByText('Say hello — we usually answer within minutes');
    const first = server();
    act(() => first.serverCloses());
    expect(screen.getByTestId('chat-reconnecting')).toHaveTextContent('Connection lost — reconnecting…');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello?{Enter}');
    expect(messages()[0]).toHaveAttribute('data-state', 'pending');

    act(() => jest.advanceTimersByTime(1_000));
    const second = server();
    expect(screen.queryByTestId('chat-reconnecting')).not.toBeInTheDocument();
    expect(second.sentOf('message').map((frame) => frame.data.message)).toEqual([{ kind: 'text', text: 'Hello?' }]);
  } finally {
    jest.useRealTimers();
  }
});
