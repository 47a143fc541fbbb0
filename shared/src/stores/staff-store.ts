import type { StaffProfile } from '@shop/contract';
import { create } from 'zustand';
import { localStore } from '../storage/local-storage';

interface StaffState {
  /** The back-office token (admin/login): kept apart from the member's, which it never replaces. */
  token: string | null;
  user: StaffProfile | null;
  signIn: (token: string, user: StaffProfile) => void;
  setUser: (user: StaffProfile) => void;
  clear: () => void;
}

export const useStaffStore = create<StaffState>((set) => ({
  token: localStore.get('admin_token'),
  user: localStore.getJson<StaffProfile>('admin_user'),
  signIn: (token, user) => {
    localStore.set('admin_token', token);
    localStore.setJson('admin_user', user);
    set({ token, user });
  },
  setUser: (user) => {
    localStore.setJson('admin_user', user);
    set({ user });
  },
  clear: () => {
    localStore.set('admin_token', null);
    localStore.set('admin_user', null);
    set({ token: null, user: null });
  },
}));
