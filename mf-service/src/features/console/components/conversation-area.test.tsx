import { act, screen, waitFor, within } from '@testing-library/react';
import { chatMessage } from '@/testing/chat-fixtures';
import { installFakeWebSocket } from '@/testing/fake-web-socket';
import { conversation } from '../testing/desk-fixtures';
import { renderDesk } from '../testing/render-desk';

const queue = [conversation(1, 'Lily', 3, 10), conversation(2, 'Tom', null, 5, { unread: 1 })];
const history = {
  1: [chatMessage(101, { conversation_id: 1, sender: 'member', sender_name: 'Lily', text: 'Where is my parcel?' })],
  2: [chatMessage(201, { conversation_id: 2, sender: 'member', sender_name: 'Tom', text: 'Do you ship abroad?' })],
};

const openTabs = () => screen.getByRole('navigation', { name: 'Open conversations' });
const reply = () => screen.getByRole('textbox', { name: 'Your message' });

beforeEach(installFakeWebSocket);

describe('conversation tabs', () => {
  it('opens several conversations at once and keeps each one’s draft when switching', async () => {
    const { user } = renderDesk({ queue, history });
    await user.click(await screen.findByRole('button', { name: 'Lily' }));
    expect(await screen.findByText('Where is my parcel?')).toBeInTheDocument();
    await user.type(reply(), 'Checking it now');

    await user.click(screen.getByRole('button', { name: 'Tom, 1 unread' }));
    expect(await screen.findByText('Do you ship abroad?')).toBeInTheDocument();
    // Only the current conversation is shown: Lily's is hidden, with her draft in it.
    expect(screen.queryByText('Where is my parcel?')).not.toBeVisible();
    expect(reply()).toHaveValue('');
    await user.type(reply(), 'Yes, to 30 countries');

    const tabs = within(openTabs()).getAllByRole('button', { name: /^(Lily|Tom)/ });
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Lily', 'Tom']);
    await user.click(within(openTabs()).getByRole('button', { name: 'Lily' }));
    expect(reply()).toHaveValue('Checking it now');
    expect(screen.getByRole('region', { name: 'Conversation with Lily' })).toBeVisible();
    await user.click(within(openTabs()).getByRole('button', { name: 'Tom' }));
    expect(reply()).toHaveValue('Yes, to 30 countries');
  });

  it('goes to the open tab instead of opening a conversation twice', async () => {
    const { user } = renderDesk({ queue, history });
    await user.click(await screen.findByRole('button', { name: 'Lily' }));
    await user.click(screen.getByRole('button', { name: 'Tom, 1 unread' }));
    await user.click(within(screen.getByRole('region', { name: /^Conversations/ })).getByRole('button', { name: 'Lily' }));
    expect(within(openTabs()).getAllByRole('button', { name: /^Close the tab/ })).toHaveLength(2);
    expect(within(openTabs()).getByRole('button', { name: 'Lily' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes a tab and moves to the next one; the draft is still there when it opens again', async () => {
    const { user } = renderDesk({ queue, history });
    await user.click(await screen.findByRole('button', { name: 'Lily' }));
    await user.type(reply(), 'Half-written');
    await user.click(screen.getByRole('button', { name: 'Tom, 1 unread' }));
    await user.click(within(openTabs()).getByRole('button', { name: 'Lily' }));

    await user.click(screen.getByRole('button', { name: 'Close the tab of Lily' }));
    expect(within(openTabs()).queryByRole('button', { name: 'Lily' })).not.toBeInTheDocument();
    expect(within(openTabs()).getByRole('button', { name: 'Tom' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('complementary', { name: 'Member' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('region', { name: /^Conversations/ })).getByRole('button', { name: 'Lily' }));
    expect(reply()).toHaveValue('Half-written');
    await user.click(screen.getByRole('button', { name: 'Close the tab of Lily' }));
    await user.click(screen.getByRole('button', { name: 'Close the tab of Tom' }));
    expect(screen.getByText('Pick a conversation from the queue on the left to answer it.')).toBeInTheDocument();
  });

  it('counts a member’s message in a background tab as unread, and marks it read on switching to it', async () => {
    const { user, server } = renderDesk({ queue, history });
    await user.click(await screen.findByRole('button', { name: 'Lily' }));
    await user.click(screen.getByRole('button', { name: 'Tom, 1 unread' }));
    await waitFor(() => expect(server.sentOf('read').map((frame) => frame.data)).toEqual([
      { conversation_id: 1, last_id: 101 },
      { conversation_id: 2, last_id: 201 },
    ]));

    act(() => server.serverSends({ type: 'message', data: chatMessage(102, { conversation_id: 1, sender: 'member', sender_name: 'Lily', text: 'Hello?' }) }));
    expect(await within(openTabs()).findByRole('button', { name: 'Lily, 1 unread' })).toBeInTheDocument();
    await user.click(within(openTabs()).getByRole('button', { name: /^Lily/ }));
    await waitFor(() => expect(server.sentOf('read').at(-1)?.data).toEqual({ conversation_id: 1, last_id: 102 }));
    expect(within(openTabs()).getByRole('button', { name: 'Lily' })).toBeInTheDocument();
  });
});
