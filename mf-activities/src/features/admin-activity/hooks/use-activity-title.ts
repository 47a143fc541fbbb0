import { useTranslation } from 'react-i18next';
import type { AdminActivity } from '@shop/contract';

/** An activity's title in the page's language, falling back to the other one. */
export function useActivityTitle() {
  const { i18n } = useTranslation();
  const chinese = i18n.language === 'zh-cn';
  return (activity: Pick<AdminActivity, 'title'>) => (chinese ? activity.title.zh || activity.title.en : activity.title.en || activity.title.zh);
}
