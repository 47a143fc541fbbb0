import { localStore } from '../storage/local-storage';
import { i18n } from './i18n';

interface LanguageCacheEntry<T> {
  lang: string;
  data: T;
}

/** Cached server content (layout, home design) in the language it was fetched in, or null. */
export function readLanguageCache<T>(key: string): T | null {
  const entry = localStore.getJson<LanguageCacheEntry<T>>(key);
  return entry && typeof entry === 'object' && entry.lang === i18n.language ? entry.data : null;
}

/** Keeps server content for an instant next visit; another language never shows it. */
export function writeLanguageCache<T>(key: string, data: T): void {
  localStore.setJson(key, { lang: i18n.language, data } satisfies LanguageCacheEntry<T>);
}
