import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { i18n, readLanguageCache, writeLanguageCache, type LayoutData } from '@shop/shared';
import { createTestQueryClient, mockApi, ok } from '@shop/shared/testing';
import { useLayout } from './get-layout';

const cached: LayoutData = { top: { type: 'top', value: { tips: 'from the last visit' } } } as LayoutData;
const fresh: LayoutData = { top: { type: 'top', value: { tips: 'from the server' } } } as LayoutData;

function renderLayout() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useLayout(), { wrapper });
}

beforeAll(() => i18n.changeLanguage('en-us'));
beforeEach(() => window.localStorage.clear());

it("shows this browser's copy at once, then the server's answer, which it keeps for the next visit", async () => {
  writeLanguageCache('global', cached);
  let answer: (layout: LayoutData) => void = () => undefined;
  const calls = mockApi({ 'GET index/global': () => new Promise((resolve) => (answer = (layout) => resolve(ok(layout)))) });
  const { result } = renderLayout();
  expect(result.current).toEqual(cached);
  await waitFor(() => expect(calls).toEqual([{ route: 'GET index/global', body: { temp_id: 'pc' } }]));
  act(() => answer(fresh));
  await waitFor(() => expect(result.current).toEqual(fresh));
  expect(readLanguageCache('global')).toEqual(fresh);
});

it('keeps the copy when the server cannot answer', async () => {
  writeLanguageCache('global', cached);
  const calls = mockApi({ 'GET index/global': () => Promise.reject(new Error('offline')) });
  const { result } = renderLayout();
  await waitFor(() => expect(calls).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(result.current).toEqual(cached);
  expect(readLanguageCache('global')).toEqual(cached);
});

it('shows nothing designed until the first answer when this browser has no copy', async () => {
  mockApi({ 'GET index/global': ok(fresh) });
  const { result } = renderLayout();
  expect(result.current).toBeUndefined();
  await waitFor(() => expect(result.current).toEqual(fresh));
});

it('does not show a copy kept in another language', async () => {
  writeLanguageCache('global', cached);
  await i18n.changeLanguage('zh-cn');
  try {
    mockApi({ 'GET index/global': () => new Promise(() => undefined) });
    const { result, unmount } = renderLayout();
    expect(result.current).toBeUndefined();
    unmount();
  } finally {
    await i18n.changeLanguage('en-us');
  }
});
