import { ASSET_BASE } from '../constants';

type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

/** The shell registers its router here so that shared code (the HTTP client) can redirect. */
export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

/** Navigates to an in-app path (without the /home base); a full page load when no router is set. */
export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(path, options);
  else window.location.assign(ASSET_BASE.replace(/\/$/, '') + path);
}

/** The current in-app path with query, used to come back after sign-in. */
export function currentAppPath(): string {
  const base = ASSET_BASE.replace(/\/$/, '');
  const { pathname, search } = window.location;
  const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  return path + search;
}
