import { create } from 'zustand';
import { readLanguageCache, writeLanguageCache } from '../i18n/language-cache';
import type { LayoutData } from '../types/design';

interface LayoutState {
  layout: LayoutData | null;
  setLayout: (layout: LayoutData) => void;
}

/** The `index/global` layout blocks, shown from the local cache at once and then refreshed. */
export const useLayoutStore = create<LayoutState>((set) => ({
  layout: readLanguageCache<LayoutData>('global'),
  setLayout: (layout) => {
    writeLanguageCache('global', layout);
    set({ layout });
  },
}));
