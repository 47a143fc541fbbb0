import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import { pageTitle, useSettingsStore } from '@shop/shared';
import { findRemoteRoute, useRemoteRoutes } from '../remotes/remote-routes';

export interface RouteHandle {
  /** Key of the translated title of one of the shell's own pages. */
  title?: string;
  /** The path is rendered from the pages the remotes publish, titled as they say. */
  remote?: boolean;
  /** The back office titles its pages itself, from purview/index. */
  backOffice?: boolean;
}

/** The deepest matched route's title: the shell's own, or the one the page's remote publishes. */
function useTitleSource(): { title?: string; home?: boolean; skip?: boolean } {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const remotes = useRemoteRoutes((state) => state.remotes);
  const handle = [...useMatches()].reverse().find((match) => match.handle)?.handle as RouteHandle | undefined;
  if (handle?.backOffice) return { skip: true };
  if (handle?.title) return { title: t(handle.title) };
  if (!handle?.remote) return {};
  const route = findRemoteRoute(pathname, remotes);
  if (!route) return { title: t('titles.error') };
  return { title: route.title[i18n.language === 'zh-cn' ? 'zh-cn' : 'en-us'], home: route.home };
}

/** Keeps document.title to the spec's rule. */
export function PageTitle() {
  const settings = useSettingsStore((s) => s.settings);
  const { title, home, skip } = useTitleSource();
  useEffect(() => {
    if (!skip) document.title = pageTitle(title, settings, home);
  }, [title, home, skip, settings]);
  return null;
}
