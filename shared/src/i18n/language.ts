import { DEFAULT_LANGUAGE, LANGUAGES, LANG_STORAGE_KEY, type Language } from '../constants';

/**
 * The cookie that tells the server the language the browser shows (the API's page-language.ts reads
 * it), so that HTML rendered there is in the language this page will render. The page writes it, so it
 * is never HttpOnly.
 */
const LANG_COOKIE = 'lang';
const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

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

function storeLanguage(code: Language): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, code);
  } catch {
    /* storage refused (private mode): the URL and the cookie still carry the language */
  }
}

/** The search string whose `lang` was last adopted: a page adopts its URL's language once. */
let adoptedSearch: string | null = null;

/**
 * A link with `?lang=zh-cn` (or en-us) renders that language whatever the browser or an earlier visit
 * says: the URL's language is stored as if the shopper had switched to it. Once per URL, so that a
 * switch made meanwhile (in another tab) is not undone by every later request of this page.
 */
function adoptUrlLanguage(): void {
  if (typeof window === 'undefined') return;
  const search = window.location.search;
  if (search === adoptedSearch) return;
  adoptedSearch = search;
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLanguage(fromUrl)) storeLanguage(fromUrl);
}

function cookieLanguage(): string | null {
  const pair = document.cookie.split(';').find((part) => part.trim().startsWith(`${LANG_COOKIE}=`));
  return pair ? decodeURIComponent(pair.trim().slice(LANG_COOKIE.length + 1)) : null;
}

/** Mirrors the language in use into the `lang` cookie the server reads (one year, the whole site). */
function rememberInCookie(code: Language): void {
  if (typeof document === 'undefined' || cookieLanguage() === code) return;
  document.cookie = `${LANG_COOKIE}=${code}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * Spec section 4, with the URL first: a valid `lang` query (stored, as a switch stores it); else the
 * stored `lang`; if absent, zh-cn when the browser language is exactly zh-cn, otherwise en-us. The
 * result is mirrored into the `lang` cookie, so the server renders what the browser will show.
 */
export function resolveLanguage(browserLanguage: string | undefined = navigatorLanguage()): Language {
  adoptUrlLanguage();
  const language = readStoredLanguage() ?? ((browserLanguage ?? '').toLowerCase() === 'zh-cn' ? 'zh-cn' : 'en-us');
  rememberInCookie(language);
  return language;
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

/** Switching stores the code (and its cookie) and reloads the page with the `lang` query. */
export function switchLanguage(code: Language, reload: (url: string) => void = (url) => window.location.assign(url)): void {
  window.localStorage.setItem(LANG_STORAGE_KEY, code);
  rememberInCookie(code);
  reload(languageSwitchUrl(window.location.href, code));
}
