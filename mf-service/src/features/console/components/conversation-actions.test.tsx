import { screen, waitFor, within } from '@testing-library/react';
import { later, ok } from '@shop/shared/testing';
import { installFakeWebSocket } from '@/testing/fake-web-socket';
import { agents, conversation } from '../testing/desk-fixtures';
import { renderDesk } from '../testing/render-desk';

const queue = [conversation(1, 'Lily', 3, 10), conversation(2, 'Tom', null, 5)];

beforeEach(installFakeWebSocket);

describe('transfer and close', () => {
  it('lists the other agents with their state and open conversations, and transfers to the chosen one', async () => {
    const agentsAnswer = later();
    const { user, calls } = renderDesk({
      queue,
      routes: {
        'GET admin/service/agents': agentsAnswer.handler,
        'POST admin/service/transfer': ok(conversation(1, 'Lily', 4, 10)),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Lily' }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer the conversation' });
    expect(within(dialog).getByRole('status', { name: 'Loading the agents' })).toBeInTheDocument();
    agentsAnswer.release(ok({ list: agents }));

    const jay = await within(dialog).findByRole('radio', { name: /^Jay/ });
    expect(within(dialog).getByText('Who takes over the conversation with Lily?')).toBeInTheDocument();
    // Mia has it already: only the others are offered, offline ones too.
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['JayOnline1 open', 'AnnOffline0 open']);
    const confirm = within(dialog).getByRole('button', { name: 'Transfer' });
    expect(confirm).toBeDisabled();
    await user.click(jay);
    await user.click(confirm);

    expect(await screen.findByText('The conversation went to Jay')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Open conversations' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.route === 'POST admin/service/transfer').map((call) => call.body)).toEqual([{ conversation_id: 1, agent_id: 4 }]);
    await waitFor(() => expect(calls.filter((call) => call.route === 'GET admin/service/queue')).toHaveLength(2));
  });

  it('keeps a waiting conversation open when it is transferred to the agent themself', async () => {
    const { user } = renderDesk({
      queue,
      routes: { 'GET admin/service/agents': ok({ list: agents }), 'POST admin/service/transfer': ok(conversation(2, 'Tom', 3, 5)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Tom' }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.click(await screen.findByRole('radio', { name: /^Mia/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The conversation went to Mia')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Conversation with Tom' })).toBeInTheDocument();
  });

  it('dismisses the transfer with Cancel or Escape, focus back on the button', async () => {
    const { user } = renderDesk({ queue, routes: { 'GET admin/service/agents': ok({ list: agents }) } });
    await user.click(await screen.findByRole('button', { name: 'Lily' }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the conversation after asking, and its tab with it', async () => {
    const { user, calls } = renderDesk({ queue, routes: { 'POST admin/service/close': ok({ ...conversation(1, 'Lily', 3, 10), status: 'closed' }) } });
    await user.click(await screen.findByRole('button', { name: 'Lily' }));
    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    const question = screen.getByRole('alertdialog', { name: 'Close the conversation?' });
    expect(question).toHaveTextContent('The conversation with Lily leaves your queue.');
    await user.click(within(question).getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText('Conversation closed')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Conversation with Lily' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.route === 'POST admin/service/close').map((call) => call.body)).toEqual([{ conversation_id: 1 }]);
  });

  it('stays at the desk and reads the queue again when another agent took the conversation meanwhile', async () => {
    const { user, calls } = renderDesk({ queue, routes: { 'POST admin/service/close': { code: 404, msg: 'Not found', data: null } } });
    await user.click(await screen.findByRole('button', { name: 'Lily' }));
    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText(/This conversation is no longer yours/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Conversations/ })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.route === 'GET admin/service/queue')).toHaveLength(2));
  });
});
