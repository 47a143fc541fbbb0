import { useTranslation } from 'react-i18next';

/** The page language's half of a bilingual text ({zh, en}), the other half when that one is empty. */
export function useBilingual() {
  const { i18n } = useTranslation();
  const chinese = i18n.language === 'zh-cn';
  return (text: { zh: string; en: string }) => (chinese ? text.zh || text.en : text.en || text.zh);
}
