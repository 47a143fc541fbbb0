import { screen, waitFor, within } from '@testing-library/react';
import type { ChatPhrase } from '@shop/contract';
import { ok, refused } from '@shop/shared/testing';
import { installFakeWebSocket } from '@/testing/fake-web-socket';
import { conversation, phrases } from '../testing/desk-fixtures';
import { renderDesk } from '../testing/render-desk';

const queue = [conversation(1, 'Lily', 3, 10)];

/** The phrases answer, changed by save and delete as the server would. */
function phraseRoutes(list: ChatPhrase[] = [...phrases]) {
  return {
    'GET admin/service/phrases': () => ok({ list: [...list] }),
    'POST admin/service/phrase/save': (body: Record<string, unknown>) => {
      const phrase = { id: 20 + list.length, text: String(body.text), sort: 0, shared: false };
      list.push(phrase);
      return ok(phrase);
    },
    'POST admin/service/phrase/delete': (body: Record<string, unknown>) => {
      list.splice(list.findIndex((p) => p.id === body.id), 1);
      return ok(null);
    },
  };
}

async function openPhrases(routes: Parameters<typeof renderDesk>[0]['routes'] = phraseRoutes(), permissions?: string[]) {
  const desk = renderDesk({ queue, routes, permissions });
  await desk.user.click(await screen.findByRole('button', { name: 'Lily' }));
  await desk.user.click(screen.getByRole('button', { name: 'Quick phrases' }));
  const panel = screen.getByRole('region', { name: 'Quick phrases' });
  await within(panel).findByRole('button', { name: 'Hello, how can I help you?' });
  return { ...desk, panel };
}

beforeEach(installFakeWebSocket);

describe('quick phrases', () => {
  it('lists the agent’s own phrases and the shop’s, and puts a clicked one into the draft without sending it', async () => {
    const { user, panel, server } = await openPhrases();
    expect(screen.getByRole('button', { name: 'Quick phrases' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('Mine')).toBeInTheDocument();
    expect(within(panel).getByText('Shared')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hi! ');
    await user.click(within(panel).getByRole('button', { name: 'Your parcel left today.' }));
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hi! Your parcel left today.');
    expect(screen.queryByRole('region', { name: 'Quick phrases' })).not.toBeInTheDocument();
    expect(server.sentOf('message')).toEqual([]);
  });

  it('lets an agent delete their own phrases but not the shop’s', async () => {
    const { user, panel, calls } = await openPhrases();
    expect(within(panel).queryByRole('button', { name: 'Delete the phrase “Hello, how can I help you?”' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Delete the phrase “Your parcel left today.”' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Your parcel left today.' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.route === 'POST admin/service/phrase/delete').map((call) => call.body)).toEqual([{ id: 9 }]);
  });

  it('lets an admin delete the shop’s phrases too', async () => {
    const { panel } = await openPhrases(phraseRoutes(), ['*']);
    expect(within(panel).getByRole('button', { name: 'Delete the phrase “Hello, how can I help you?”' })).toBeInTheDocument();
  });

  it('adds a phrase of the agent’s own, and asks for the text when there is none', async () => {
    const { user, panel, calls } = await openPhrases();
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Please enter the phrase');
    expect(within(panel).getByRole('textbox', { name: 'New quick phrase' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByRole('textbox', { name: 'New quick phrase' })).toHaveAccessibleDescription('Please enter the phrase');
    expect(calls.filter((call) => call.route === 'POST admin/service/phrase/save')).toEqual([]);

    await user.type(within(panel).getByRole('textbox', { name: 'New quick phrase' }), '  See you soon  ');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByRole('button', { name: 'See you soon' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'New quick phrase' })).toHaveValue('');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.route === 'POST admin/service/phrase/save').map((call) => call.body)).toEqual([{ text: 'See you soon' }]);
  });

  it('shows the server’s refusal under the new phrase', async () => {
    const routes = { ...phraseRoutes(), 'POST admin/service/phrase/save': refused('You keep at most 50 phrases', { field: 'text' }) };
    const { user, panel } = await openPhrases(routes);
    await user.type(within(panel).getByRole('textbox', { name: 'New quick phrase' }), 'One more');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('You keep at most 50 phrases');
  });

  it('toasts a refusal that names no field once, keeping what was typed', async () => {
    const routes = { ...phraseRoutes(), 'POST admin/service/phrase/save': refused('Phrases cannot be changed right now') };
    const { user, panel } = await openPhrases(routes);
    await user.type(within(panel).getByRole('textbox', { name: 'New quick phrase' }), 'One more');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getAllByText('Phrases cannot be changed right now')).toHaveLength(1));
    expect(within(panel).getByRole('textbox', { name: 'New quick phrase' })).toHaveValue('One more');
  });

  it('closes with Escape, back on the button that opened it', async () => {
    const { user } = await openPhrases();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Quick phrases' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick phrases' })).toHaveFocus();
  });
});
