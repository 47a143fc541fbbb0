import { act, screen, waitFor, within } from '@testing-library/react';
import type { ChatConversation, ChatMessage } from '@shop/contract';
import { later, mockStaffApi, ok, renderPage, signInStaff } from '@shop/shared/testing';
import { agentLogin, agentMia, agentPermissions, conversation, memberProfile } from '@/features/console/testing/desk-fixtures';
import { chatMessage } from '@/testing/chat-fixtures';
import { FakeWebSocket, installFakeWebSocket } from '@/testing/fake-web-socket';
import AdminServiceDeskPage from './admin-service-desk-page';

const PATH = '/admin/service/desk';

const lily = () => conversation(1, 'Lily', 3, 10, { unread: 2 });
const tom = () => conversation(2, 'Tom', null, 5);

/** Lily's conversation: 101 and 102 from her, 103 from Mia. */
const lilyHistory: ChatMessage[] = [
  chatMessage(101, { conversation_id: 1, sender: 'member', sender_name: 'Lily', text: 'Where is my parcel?' }),
  chatMessage(102, { conversation_id: 1, sender: 'member', sender_name: 'Lily', text: '<b>today</b> please' }),
  chatMessage(103, { conversation_id: 1, sender: 'agent', sender_name: 'Mia', text: 'Let me look.' }),
];

function openDesk(queue: ChatConversation[] = [lily(), tom()]) {
  signInStaff(agentPermissions, agentMia);
  const calls = mockStaffApi({
    'GET admin/service/queue': ok({ list: queue }),
    'GET admin/service/history': (query) => ok({ list: Number(query.conversation_id) === 1 ? lilyHistory : [], has_more: false }),
    'GET admin/service/member': (query) => ok(memberProfile(Number(query.conversation_id) === 1 ? 'Lily' : 'Tom')),
  });
  const view = renderPage(AdminServiceDeskPage, { path: PATH });
  const server = FakeWebSocket.latest();
  act(() => {
    server.serverOpens();
    server.serverSends(agentLogin);
  });
  return { ...view, calls, server };
}

const queuePanel = () => screen.getByRole('region', { name: /^Conversations/ });
const rowNames = (section: string) =>
  within(within(queuePanel()).getByRole('region', { name: new RegExp(`^${section}`) }))
    .getAllByRole('button')
    .map((row) => row.getAttribute('aria-label') ?? row.textContent);

beforeEach(installFakeWebSocket);

describe('the customer-service desk in the back office', () => {
  it('tells a back-office user whose role does not answer the chat that the desk is not theirs, without opening a socket', () => {
    signInStaff(['order.view', 'order.ship']);
    renderPage(AdminServiceDeskPage, { path: PATH });
    expect(screen.getByRole('heading', { level: 2, name: 'No permission' })).toBeInTheDocument();
    expect(screen.getByText(/Ask an administrator for the customer-service role/)).toBeInTheDocument();
    expect(FakeWebSocket.sockets).toHaveLength(0);
  });

  it('shows no permission when the socket refuses the account as no agent', async () => {
    const { server } = openDesk();
    expect(await screen.findByRole('button', { name: 'Lily, 2 unread' })).toBeInTheDocument();
    act(() => server.serverCloses(4403));
    expect(screen.getByRole('heading', { level: 2, name: 'No permission' })).toBeInTheDocument();
  });

  it('says when another window took the desk over, and connects again when asked', async () => {
    const { user, server } = openDesk();
    await screen.findByRole('button', { name: 'Lily, 2 unread' });
    act(() => server.serverCloses(4409));
    expect(screen.getByRole('alert')).toHaveTextContent('The desk was opened in another window: this one is disconnected.');
    expect(within(queuePanel()).getByText('Offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect again' }));
    expect(FakeWebSocket.sockets).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs in as an agent with the back-office token and says the agent is online', async () => {
    const { server } = openDesk();
    expect(server.sent[0]).toEqual({ type: 'agent_login', data: { token: 'staff-token', lang: 'en-us' } });
    expect(screen.getByText('Answering as Mia')).toBeInTheDocument();
    expect(within(queuePanel()).getByText('Online')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Lily, 2 unread' });
  });

  it('shows skeleton rows while the queue loads, then waiting conversations first and the agent’s own after, newest first', async () => {
    signInStaff(agentPermissions, agentMia);
    const answer = later();
    mockStaffApi({ 'GET admin/service/queue': answer.handler });
    renderPage(AdminServiceDeskPage, { path: PATH });
    expect(screen.getByRole('status', { name: 'Loading the conversations' })).toBeInTheDocument();

    const picture = chatMessage(500, { conversation_id: 5, sender: 'member', kind: 'image', text: '/homeapi/upload/file/a.png' });
    const goods = chatMessage(400, { conversation_id: 4, sender: 'member', kind: 'goods', text: '', card: null });
    await act(async () =>
      answer.release(
        ok({
          list: [
            lily(),
            tom(),
            conversation(4, 'Bob', 3, 30, { last_message: { ...goods, created_at: conversation(4, 'Bob', 3, 30).created_at } }),
            conversation(5, 'Ann', null, 20, { last_message: { ...picture, created_at: conversation(5, 'Ann', null, 20).created_at }, unread: 1 }),
          ],
        }),
      ),
    );
    await screen.findByRole('button', { name: 'Ann, 1 unread' });
    expect(screen.queryByRole('status', { name: 'Loading the conversations' })).not.toBeInTheDocument();
    expect(rowNames('Waiting')).toEqual(['Ann, 1 unread', 'Tom']);
    expect(rowNames('Mine')).toEqual(['Bob', 'Lily, 2 unread']);
    const ann = screen.getByRole('button', { name: 'Ann, 1 unread' });
    expect(ann).toHaveAccessibleDescription('[Picture]');
    expect(ann.closest('li')).toHaveTextContent('09:20');
    expect(screen.getByRole('button', { name: 'Bob' })).toHaveAccessibleDescription('[Product]');
    expect(screen.getByRole('button', { name: 'Tom' })).toHaveAccessibleDescription('Hello from Tom');
    expect(screen.getByTestId('queue-unread')).toHaveTextContent('3 unread');
  });

  it('says so when no conversation is waiting', async () => {
    openDesk([]);
    expect(await screen.findByText('No conversations waiting')).toBeInTheDocument();
    expect(screen.getByText('Pick a conversation from the queue on the left to answer it.')).toBeInTheDocument();
  });

  it('keeps the queue live from the socket: new conversations, messages, read counts and closed ones', async () => {
    const { server } = openDesk();
    await screen.findByRole('button', { name: 'Lily, 2 unread' });

    act(() => server.serverSends({ type: 'conversation', data: conversation(6, 'Zoe', null, 40) }));
    await waitFor(() => expect(rowNames('Waiting')).toEqual(['Zoe', 'Tom']));

    act(() =>
      server.serverSends({ type: 'message', data: chatMessage(900, { conversation_id: 1, sender: 'member', sender_name: 'Lily', text: 'Are you there?', created_at: new Date().toISOString() }) }),
    );
    expect(await screen.findByRole('button', { name: 'Lily, 3 unread' })).toHaveAccessibleDescription('Are you there?');
    expect(screen.getByTestId('queue-unread')).toHaveTextContent('3 unread');

    act(() => server.serverSends({ type: 'unread', data: { conversation_id: 1, unread: 0, total: 0 } }));
    expect(await screen.findByRole('button', { name: 'Lily' })).toBeInTheDocument();
    expect(screen.getByTestId('queue-unread')).toHaveTextContent('0 unread');

    act(() => server.serverSends({ type: 'conversation', data: { ...tom(), status: 'closed' } }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tom' })).not.toBeInTheDocument());
    // Taken by another agent: it leaves this agent's queue.
    act(() => server.serverSends({ type: 'conversation', data: conversation(6, 'Zoe', 4, 40) }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Zoe' })).not.toBeInTheDocument());
  });

  it('opens a conversation with its history as text, marks it read, and shows the member beside it', async () => {
    const { user, server } = openDesk();
    await user.click(await screen.findByRole('button', { name: 'Lily, 2 unread' }));
    const log = await screen.findByRole('log', { name: 'Messages with Lily' });
    expect(await within(log).findByText('Where is my parcel?')).toBeInTheDocument();
    // Member text is text: the markup shows as typed.
    expect(within(log).getByText('<b>today</b> please')).toBeInTheDocument();
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByText('This is where the conversation starts')).toBeInTheDocument();

    await waitFor(() => expect(server.sentOf('read')).toEqual([{ type: 'read', data: { conversation_id: 1, last_id: 103 } }]));
    expect(within(queuePanel()).getByRole('button', { name: 'Lily' })).toHaveAttribute('aria-current', 'true');
    expect(within(screen.getByRole('navigation', { name: 'Open conversations' })).getByRole('button', { name: 'Lily' })).toHaveAttribute('aria-current', 'true');

    const aside = screen.getByRole('complementary', { name: 'Member' });
    expect(await within(aside).findByText('138****8000')).toBeInTheDocument();
    expect(within(aside).getByText('812.50 yuan')).toBeInTheDocument();
    expect(within(aside).getByText('To be shipped')).toBeInTheDocument();
  });

  it('sends a reply over the socket, shows it as sending until stored, and follows new messages', async () => {
    const { user, server } = openDesk();
    await user.click(await screen.findByRole('button', { name: 'Lily, 2 unread' }));
    await screen.findByText('Where is my parcel?');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'It ships today{Enter}');
    const [sent] = server.sentOf('message');
    expect(sent?.data).toMatchObject({ conversation_id: 1, message: { kind: 'text', text: 'It ships today' } });
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    expect(screen.getByText('Sending…')).toBeInTheDocument();

    const stored = chatMessage(104, { conversation_id: 1, client_id: sent!.data.client_id, sender: 'agent', sender_name: 'Mia', text: 'It ships today' });
    const log = screen.getByRole('log', { name: 'Messages with Lily' });
    act(() => server.serverSends({ type: 'ack', data: { client_id: sent!.data.client_id, message: stored } }));
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
    expect(within(log).getAllByText('It ships today')).toHaveLength(1);

    // The same message again (another of the agent's sockets) is shown once.
    act(() => server.serverSends({ type: 'message', data: stored }));
    expect(within(log).getAllByText('It ships today')).toHaveLength(1);
    act(() => server.serverSends({ type: 'message', data: chatMessage(105, { conversation_id: 1, sender: 'member', sender_name: 'Lily', text: 'Thanks!' }) }));
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    await waitFor(() => expect(server.sentOf('read').at(-1)?.data).toEqual({ conversation_id: 1, last_id: 105 }));
  });

  it('loads earlier messages from before the oldest one shown', async () => {
    signInStaff(agentPermissions, agentMia);
    const calls = mockStaffApi({
      'GET admin/service/queue': ok({ list: [lily()] }),
      'GET admin/service/history': (query) =>
        query.before_id
          ? ok({ list: [chatMessage(50, { conversation_id: 1, sender: 'member', sender_name: 'Lily', text: 'Last week’s question' })], has_more: false })
          : ok({ list: lilyHistory, has_more: true }),
      'GET admin/service/member': ok(memberProfile('Lily')),
    });
    const { user } = renderPage(AdminServiceDeskPage, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Lily, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Earlier messages' }));
    expect(await screen.findByText('Last week’s question')).toBeInTheDocument();
    expect(calls.filter((call) => call.route === 'GET admin/service/history').map((call) => call.body)).toEqual([
      { conversation_id: 1, size: 20 },
      { conversation_id: 1, before_id: 101, size: 20 },
    ]);
    expect(screen.getByText('This is where the conversation starts')).toBeInTheDocument();
  });

  it('uploads a picture as the agent (admin/service/picture) and sends its address', async () => {
    signInStaff(agentPermissions, agentMia);
    const calls = mockStaffApi({
      'GET admin/service/queue': ok({ list: [lily()] }),
      'GET admin/service/history': ok({ list: lilyHistory, has_more: false }),
      'GET admin/service/member': ok(memberProfile('Lily')),
      'POST admin/service/picture': ok({ url: '/homeapi/upload/file/label.png' }),
    });
    const { user } = renderPage(AdminServiceDeskPage, { path: PATH });
    const server = FakeWebSocket.latest();
    act(() => {
      server.serverOpens();
      server.serverSends(agentLogin);
    });
    await user.click(await screen.findByRole('button', { name: 'Lily, 2 unread' }));
    await screen.findByText('Where is my parcel?');
    await user.upload(screen.getByTestId('chat-picture-input'), new File(['png'], 'label.png', { type: 'image/png' }));
    await waitFor(() => expect(server.sentOf('message')[0]?.data).toMatchObject({ conversation_id: 1, message: { kind: 'image', url: '/homeapi/upload/file/label.png' } }));
    expect(calls.map((call) => call.route)).toContain('POST admin/service/picture');
  });

  it('sends one of the member’s orders into the chat as a card', async () => {
    const { user, server } = openDesk();
    await user.click(await screen.findByRole('button', { name: 'Lily, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Send order 202511200001 to the chat' }));
    expect(server.sentOf('message')[0]?.data).toMatchObject({ conversation_id: 1, message: { kind: 'order', order_id: 30 } });
    const log = screen.getByRole('log', { name: 'Messages with Lily' });
    expect(within(log).getByRole('group', { name: 'Order 202511200001, To be shipped' })).toBeInTheDocument();
  });
});
