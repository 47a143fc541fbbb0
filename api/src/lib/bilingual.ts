import type { Lang } from '../http/i18n';

export type Bilingual = { en: string; zh: string };

export const pick = (lang: Lang, text: Bilingual) => (lang === 'en-us' ? text.en : text.zh);
