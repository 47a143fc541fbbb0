import { STORAGE_PREFIX } from '../constants';

/** Local storage under the spec's `pc_` prefix; a broken or full storage never breaks the page. */
export const localStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(STORAGE_PREFIX + key);
    } catch {
      return null;
    }
  },
  getJson<T>(key: string): T | null {
    const raw = localStore.get(key);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value == null) window.localStorage.removeItem(STORAGE_PREFIX + key);
      else window.localStorage.setItem(STORAGE_PREFIX + key, value);
    } catch {
      /* storage unavailable (private mode, quota): state stays in memory only */
    }
  },
  setJson(key: string, value: unknown): void {
    localStore.set(key, value == null ? null : JSON.stringify(value));
  },
};
