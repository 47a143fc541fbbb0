import type { StoreApi } from 'zustand';

/**
 * Gives a store `state` now and as the state it renders with while React hydrates (ADR 0039).
 * zustand hands React `getInitialState()` as the server snapshot, both in a server render and in
 * the browser's hydration, so both must see what the server rendered with: the initial state object
 * itself takes the values (start-store-with.test.ts holds zustand to that).
 */
export function startStoreWith<T extends object>(store: StoreApi<T>, state: Partial<T>): void {
  store.setState(state);
  Object.assign(store.getInitialState(), state);
}
