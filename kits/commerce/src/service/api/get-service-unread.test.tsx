import type { ReactNode } from 'react';
import { QueryClientProvider, focusManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createTestQueryClient, mockApi, ok, signIn } from '@shop/shared/testing';
import { SERVICE_UNREAD_POLL_MS, useServiceUnread } from './get-service-unread';

function renderUnread() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useServiceUnread(), { wrapper });
}

it('asks a member’s unread count again every 30 s and when the window gets focus', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    signIn();
    let unread = 1;
    const calls = mockApi({ 'GET service/unread': () => ok({ unread }) });
    const { result } = renderUnread();
    await waitFor(() => expect(result.current).toBe(1));

    unread = 3;
    await act(async () => jest.advanceTimersByTimeAsync(SERVICE_UNREAD_POLL_MS));
    await waitFor(() => expect(result.current).toBe(3));

    unread = 0;
    await act(async () => jest.advanceTimersByTimeAsync(6_000));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(result.current).toBe(0));
    expect(calls).toHaveLength(3);
  } finally {
    focusManager.setFocused(undefined);
    jest.useRealTimers();
  }
});

it('is zero for a visitor, without asking', () => {
  const calls = mockApi({});
  const { result } = renderUnread();
  expect(result.current).toBe(0);
  expect(calls).toEqual([]);
});
