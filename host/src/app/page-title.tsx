import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { pageTitle, useSettingsStore } from '@shop/shared';

export interface RouteHandle {
  title?: string;
  home?: boolean;
}

/** Keeps document.title to the spec's rule for the deepest matched route. */
export function PageTitle() {
  const { t, i18n } = useTranslation('shell');
  const settings = useSettingsStore((s) => s.settings);
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  useEffect(() => {
    document.title = pageTitle(handle?.title ? t(handle.title) : undefined, settings, handle?.home);
  }, [handle, settings, t, i18n.language]);
  return null;
}
