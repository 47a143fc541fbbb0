import { create } from 'zustand';

export type ChromeBlock = 'top' | 'search' | 'navigation' | 'footer';

interface ChromeState {
  /** Layout blocks that the current page renders itself (a designed home page can own its header). */
  ownedByPage: ChromeBlock[];
  setOwnedByPage: (blocks: ChromeBlock[]) => void;
}

/** Lets a page take over the shell's top bar, search bar, navigation or footer while it is shown. */
export const useChromeStore = create<ChromeState>((set) => ({
  ownedByPage: [],
  setOwnedByPage: (blocks) => set({ ownedByPage: blocks }),
}));
