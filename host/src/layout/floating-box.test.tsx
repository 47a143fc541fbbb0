import { act, screen, waitFor } from '@testing-library/react';
import { sharedQueryKeys } from '@shop/shared';
import { mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import '../i18n/shell-messages';
import { FloatingBox } from './floating-box';

const badge = () => screen.getByTestId('service-unread');

it('shows a member how many customer-service messages they have not read, in the link’s name too', async () => {
  signIn();
  const calls = mockApi({ 'GET service/unread': ok({ unread: 2 }) });
  renderPage(FloatingBox, { path: '/' });
  const link = await screen.findByRole('link', { name: 'Customer service, 2 unread messages' });
  expect(link).toHaveAttribute('href', '/service/online');
  expect(badge()).toHaveTextContent('2');
  expect(badge()).not.toHaveClass('hidden');
  expect(calls.map((call) => call.route)).toEqual(['GET service/unread']);
});

it('drops the badge as soon as the chat says the member has read everything', async () => {
  signIn();
  mockApi({ 'GET service/unread': ok({ unread: 1 }) });
  const { queryClient } = renderPage(FloatingBox, { path: '/' });
  await screen.findByRole('link', { name: 'Customer service, 1 unread message' });
  act(() => {
    queryClient.setQueriesData({ queryKey: sharedQueryKeys.serviceUnread }, 0);
  });
  await waitFor(() => expect(screen.getByRole('link', { name: 'Customer service' })).toBeInTheDocument());
  expect(badge()).toHaveClass('hidden');
});

it('shows a visitor the link without a badge, and asks nothing', () => {
  const calls = mockApi({});
  renderPage(FloatingBox, { path: '/' });
  expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/service/online');
  expect(badge()).toHaveClass('hidden');
  expect(calls).toEqual([]);
});
