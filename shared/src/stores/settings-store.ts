import { create } from 'zustand';
import { localStore } from '../storage/local-storage';
import type { SiteSettings } from '../types/design';

interface SettingsState {
  settings: SiteSettings | null;
  setSettings: (settings: SiteSettings) => void;
}

/** Site settings from `common/init`, refreshed before every navigation and kept locally. */
export const useSettingsStore = create<SettingsState>((set) => ({
  settings: localStore.getJson<SiteSettings>('settings'),
  setSettings: (settings) => {
    localStore.setJson('settings', settings);
    set({ settings });
  },
}));
