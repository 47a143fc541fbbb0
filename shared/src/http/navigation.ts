import { ASSET_BASE } from '../constants';

type Navigate = (path: string, options?: { replace?: boolean }) => void | Promise<void>;

let navigator: Navigate | null = null;

/**
 * The shell registers its router here so that shared code (the HTTP client) can redirect. A router
 * whose navigation runs loaders returns a promise that settles once the new page is shown.
 */
export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

/**
 * Navigates to an in-app path (without the /home base); a full page load when no router is set. The
 * promise settles once the router has shown the page (at once for a full page load, which ends this
 * document anyway).
 */
export async function navigateTo(path: string, options?: { replace?: boolean }): Promise<void> {
  if (navigator) await navigator(path, options);
  else window.location.assign(ASSET_BASE.replace(/\/$/, '') + path);
}

/** The current in-app path with query, used to come back after sign-in. */
export function currentAppPath(): string {
  const base = ASSET_BASE.replace(/\/$/, '');
  const { pathname, search } = window.location;
  const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  return path + search;
}
