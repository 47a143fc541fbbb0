import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A group's window in words: the API keeps it in minutes, shoppers read hours ("24 hours", "1 h 30 min", "45 minutes"). */
export function useWindowText(): (minutes: number) => string {
  const { t } = useTranslation('activities');
  return useCallback(
    (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return t('group.window.minutes', { count: rest });
      if (rest === 0) return t('group.window.hours', { count: hours });
      return t('group.window.both', { hours, minutes: rest });
    },
    [t],
  );
}
