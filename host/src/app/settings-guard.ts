import { ASSET_BASE, setMetaContent, useSettingsStore, type SiteSettings } from '@shop/shared';
import { refreshLayout } from '../layout/api/get-layout';
import { getSiteSettings } from './api/get-site-settings';
import { isMobileUserAgent } from './mobile-redirect';

function isRootPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === ASSET_BASE.replace(/\/+$/, '') || pathname === '/';
}

/**
 * Runs before every navigation (spec section 2): `common/init`, settings stored, keywords and
 * description meta set; phones and tablets leave for the configured mobile site. The layout
 * (index/global) is asked for again too, so that both change at the shopper's next page.
 */
export async function settingsGuard({ request }: { request: Request }): Promise<SiteSettings | null> {
  // `/` only redirects to `/index`, whose own navigation runs the guard.
  if (isRootPath(new URL(request.url).pathname)) return useSettingsStore.getState().settings;
  refreshLayout();
  try {
    const answer = await getSiteSettings();
    if (answer.code === 1 && answer.data) useSettingsStore.getState().setSettings(answer.data);
  } catch {
    /* the cached settings serve until the server answers again */
  }
  const settings = useSettingsStore.getState().settings;
  if (settings) {
    setMetaContent('keywords', settings.keywords ?? '');
    setMetaContent('description', settings.description ?? '');
    if (settings.mobile_url && isMobileUserAgent(navigator.userAgent)) {
      window.location.replace(settings.mobile_url);
    }
  }
  return settings;
}
