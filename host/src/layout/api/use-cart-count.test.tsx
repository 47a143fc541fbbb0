import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useAuthStore, useCartStore } from '@shop/shared';
import { createTestQueryClient, member, mockApi, ok, signIn } from '@shop/shared/testing';
import { useCartCount } from './use-cart-count';

function renderCartCount() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useCartCount(), { wrapper });
}

it("sets the badge from cart/count for a member, and asks again when another member signs in", async () => {
  signIn();
  let count = 3;
  const calls = mockApi({ 'GET cart/count': () => ok(count) });
  renderCartCount();
  await waitFor(() => expect(useCartStore.getState().count).toBe(3));
  count = 1;
  act(() => useAuthStore.getState().signIn('token-other', { ...member, id: 8 }));
  await waitFor(() => expect(useCartStore.getState().count).toBe(1));
  expect(calls.map((call) => call.route)).toEqual(['GET cart/count', 'GET cart/count']);
});

it('shows no count to a visitor, without asking', async () => {
  useCartStore.setState({ count: 4 });
  const calls = mockApi({});
  renderCartCount();
  await waitFor(() => expect(useCartStore.getState().count).toBe(0));
  expect(calls).toEqual([]);
});

it('keeps the count it had when cart/count fails', async () => {
  signIn();
  useCartStore.setState({ count: 2 });
  const calls = mockApi({ 'GET cart/count': () => Promise.reject(new Error('offline')) });
  renderCartCount();
  await waitFor(() => expect(calls).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(useCartStore.getState().count).toBe(2);
});
