import { create } from 'zustand';
import type { FooterBlockValue, NavigationBlockValue, SearchBlockValue, TopBlockValue } from '../types/design';

export interface ChromeOverrides {
  top?: TopBlockValue;
  search?: SearchBlockValue;
  navigation?: NavigationBlockValue;
  footer?: FooterBlockValue;
}

export type ChromeBlock = keyof ChromeOverrides;

interface ChromeState {
  /** Layout blocks a page brings in its own design (the designed home page's header and footer). */
  overrides: ChromeOverrides;
  setOverrides: (overrides: ChromeOverrides) => void;
}

/**
 * Lets a page restyle the shell's top bar, search bar, navigation or footer while it is shown. The
 * shell keeps rendering them in place, so nothing moves when a page takes them over.
 */
export const useChromeStore = create<ChromeState>((set) => ({
  overrides: {},
  setOverrides: (overrides) => set({ overrides }),
}));
