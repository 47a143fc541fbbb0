import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../constants';
import { resolveLanguage } from './language';
import { commonMessages } from './common-messages';

/** The one i18next instance of the whole site; every app adds its own namespace to it. */
export const i18n = i18next.createInstance();

// With initAsync off the instance is ready when init returns; its promise adds nothing to wait for.
void i18n.use(initReactI18next).init({
  lng: typeof window === 'undefined' ? DEFAULT_LANGUAGE : resolveLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['zh-cn', 'en-us'],
  lowerCaseLng: true,
  load: 'currentOnly',
  ns: ['common'],
  defaultNS: 'common',
  resources: commonMessages,
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

type Messages = Record<string, unknown>;

/** Adds a namespace in both languages (each remote calls this once for its own strings). */
export function addMessages(namespace: string, messages: { 'en-us': Messages; 'zh-cn': Messages }): void {
  i18n.addResourceBundle('en-us', namespace, messages['en-us'], true, true);
  i18n.addResourceBundle('zh-cn', namespace, messages['zh-cn'], true, true);
}

/** The UI library locale rule of spec section 4: Chinese for zh-cn, otherwise English. */
export function uiLocale(): 'zh-CN' | 'en-US' {
  return i18n.language === 'zh-cn' ? 'zh-CN' : 'en-US';
}
