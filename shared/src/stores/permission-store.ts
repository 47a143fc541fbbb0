import { create } from 'zustand';
import { localStore } from '../storage/local-storage';

interface PermissionState {
  auth: string[];
  setAuth: (auth: string[]) => void;
}

/** The stored permission list (from `purview/index`) that the permission element reads. */
export const usePermissionStore = create<PermissionState>((set) => ({
  auth: localStore.getJson<string[]>('auth') ?? [],
  setAuth: (auth) => {
    localStore.setJson('auth', auth);
    set({ auth });
  },
}));
