import { create } from 'zustand';
import { localStore } from '../storage/local-storage';
import type { User } from '../types/user';

interface AuthState {
  token: string | null;
  user: User | null;
  /** Sign-in stores the token (and the user when known). */
  signIn: (token: string, user?: User | null) => void;
  setUser: (user: User | null) => void;
  /** Sign-out, a 401 or a falsy user/center code: token and user are gone. */
  clear: () => void;
}

export const useAuthStore = create<AuthState>((set) => ({
  token: localStore.get('token'),
  user: localStore.getJson<User>('user'),
  signIn: (token, user = null) => {
    localStore.set('token', token);
    localStore.setJson('user', user);
    set({ token, user });
  },
  setUser: (user) => {
    localStore.setJson('user', user);
    set({ user });
  },
  clear: () => {
    localStore.set('token', null);
    localStore.set('user', null);
    set({ token: null, user: null });
  },
}));

/** Logged in exactly when a token exists (spec section 4). */
export const selectIsLoggedIn = (state: AuthState) => Boolean(state.token);
export const useIsLoggedIn = () => useAuthStore(selectIsLoggedIn);
