import { create } from 'zustand';
import { TOAST_DURATION_MS } from '../constants';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  items: ToastItem[];
  show: (kind: ToastKind, message: string) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set, get) => ({
  items: [],
  show: (kind, message) => {
    const id = nextId++;
    set({ items: [...get().items, { id, kind, message }] });
    setTimeout(() => get().dismiss(id), TOAST_DURATION_MS);
    return id;
  },
  dismiss: (id) => set({ items: get().items.filter((item) => item.id !== id) }),
}));

/** Toasts usable outside React (the HTTP client, helpers). */
export const toast = {
  success: (message: string) => useToastStore.getState().show('success', message),
  error: (message: string) => useToastStore.getState().show('error', message),
  info: (message: string) => useToastStore.getState().show('info', message),
  warning: (message: string) => useToastStore.getState().show('warning', message),
};
