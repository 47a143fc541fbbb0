import { act, renderHook } from '@testing-library/react';
import { useAuthStore } from '@shop/shared';
import { member, signIn } from '@shop/shared/testing';
import { memberLogin } from '@/testing/chat-fixtures';
import { FakeWebSocket, installFakeWebSocket } from '@/testing/fake-web-socket';
import { useChatFrame, useChatSocket } from './use-chat-socket';

beforeEach(installFakeWebSocket);

it('connects while someone is signed in, follows the status, and closes when the page goes', () => {
  signIn();
  const { result, unmount } = renderHook(() => useChatSocket('member'));
  expect(result.current.status).toBe('connecting');
  const server = FakeWebSocket.latest();
  expect(server.url).toBe('ws://localhost/homeapi/service/socket');
  act(() => {
    server.serverOpens();
    server.serverSends(memberLogin());
  });
  expect(result.current.status).toBe('open');
  expect(server.sent[0]).toEqual({ type: 'login', data: { token: 'token-abc', lang: 'en-us' } });
  unmount();
  expect(server.closedByClient).toBe(1000);
});

it('signs in again with the new token when another member signs in, and not at all for a visitor', () => {
  const { result } = renderHook(() => useChatSocket('member'));
  expect(FakeWebSocket.sockets).toHaveLength(0);
  expect(result.current.status).toBe('idle');
  act(() => signIn());
  act(() => useAuthStore.getState().signIn('token-other', { ...member, id: 8 }));
  expect(FakeWebSocket.sockets).toHaveLength(2);
  expect(FakeWebSocket.sockets[0]!.closedByClient).toBe(1000);
  act(() => FakeWebSocket.latest().serverOpens());
  expect(FakeWebSocket.latest().sent[0]).toEqual({ type: 'login', data: { token: 'token-other', lang: 'en-us' } });
});

it('hands frames to the latest listener', () => {
  signIn();
  const seen: string[] = [];
  const { result, rerender } = renderHook(({ tag }) => {
    const chat = useChatSocket('member');
    useChatFrame(chat.socket, 'presence', ({ online }) => seen.push(`${tag}:${online}`));
    return chat;
  }, { initialProps: { tag: 'first' } });
  rerender({ tag: 'second' });
  const server = FakeWebSocket.latest();
  act(() => {
    server.serverOpens();
    server.serverSends({ type: 'presence', data: { online: true, agent: null } });
  });
  expect(seen).toEqual(['second:true']);
  expect(result.current.socket).toBeDefined();
});

it('starts afresh for another member: what the first left unsent is not sent as theirs', () => {
  signIn();
  const { result } = renderHook(() => useChatSocket('member'));
  act(() => {
    result.current.socket.send({ kind: 'text', text: 'for my order' });
  });
  expect(result.current.outbox).toHaveLength(1);
  act(() => useAuthStore.getState().signIn('token-other', { ...member, id: 8 }));
  expect(result.current.outbox).toEqual([]);
  const server = FakeWebSocket.latest();
  act(() => {
    server.serverOpens();
    server.serverSends(memberLogin());
  });
  expect(server.sentOf('message')).toEqual([]);
});
