import { create } from 'zustand';
import { localStore } from '../storage/local-storage';

interface CartState {
  count: number;
  setCount: (count: number) => void;
}

function readCount(): number {
  const n = Number(localStore.get('cartCount'));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The cart badge count; any remote that changes the cart sets it, and the shell's badge follows. */
export const useCartStore = create<CartState>((set) => ({
  count: readCount(),
  setCount: (count) => {
    const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
    localStore.set('cartCount', String(safe));
    set({ count: safe });
  },
}));
