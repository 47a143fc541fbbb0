import { DEFAULT_LANGUAGE, LANGUAGES, LANG_STORAGE_KEY, type Language } from '../constants';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANG_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Spec section 4: the stored `lang`; if absent, zh-cn when the browser language is exactly zh-cn,
 * otherwise en-us.
 */
export function resolveLanguage(browserLanguage: string | undefined = navigatorLanguage()): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  return (browserLanguage ?? '').toLowerCase() === 'zh-cn' ? 'zh-cn' : 'en-us';
}

function navigatorLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

/** The language sent to the API: the language in use, zh-cn when nothing is known. */
export function requestLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  return resolveLanguage();
}

/** The URL the page reloads to after a switch: a `lang` query replacing any earlier one. */
export function languageSwitchUrl(href: string, code: Language): string {
  const url = new URL(href);
  url.searchParams.set('lang', code);
  return url.toString();
}

/** Switching stores the code and reloads the page with the `lang` query. */
export function switchLanguage(code: Language, reload: (url: string) => void = (url) => window.location.assign(url)): void {
  window.localStorage.setItem(LANG_STORAGE_KEY, code);
  reload(languageSwitchUrl(window.location.href, code));
}
