import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkItem, NavigationBlockValue } from '@shop/shared';
import { remoteNavigation, useRemoteRoutes } from '../remotes/remote-routes';

/**
 * The designed navigation, followed by the entries the remotes publish that it does not already
 * link to: a remote that ships a new section can put it in the navigation on its own.
 */
export function useNavigationWithRemoteEntries(value: NavigationBlockValue | undefined): NavigationBlockValue | undefined {
  const { i18n } = useTranslation();
  const remotes = useRemoteRoutes((state) => state.remotes);
  return useMemo(() => {
    const designed = value?.data ?? value?.list ?? [];
    const linked = new Set(designed.map((item) => item.link?.path));
    const lang = i18n.language === 'zh-cn' ? 'zh-cn' : 'en-us';
    const added: LinkItem[] = remoteNavigation(remotes)
      .filter((entry) => !linked.has(entry.path))
      .map((entry) => ({ title: entry.title[lang], link: { path: entry.path } }));
    if (!added.length) return value;
    return { ...value, data: [...designed, ...added] };
  }, [value, remotes, i18n.language]);
}
