import { CENTER_PATH, LOGIN_PATH } from '@shop/shared';

// The account pages only this remote links to; paths other apps open come from @shop/shared.
export const REGISTER_PATH = '/user/register';
export const FORGET_PATH = '/user/forget';
export const BIND_PATH = '/user/bind';

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * `raw` when it is a path of this site (`/cart/cashier?order_id=5`), else null: anything that could
 * leave the site (`//host`, `/\host`, `https://...`, `javascript:`) or hides a control character is refused.
 */
export function sitePath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  return hasControlCharacter(raw) ? null : raw;
}

/** Where to go after signing in: the `redirect` query when it is a path of this site, else the member centre; never back to sign-in. */
export function safeRedirect(raw: string | null | undefined): string {
  const path = sitePath(raw);
  if (!path) return CENTER_PATH;
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return pathname === LOGIN_PATH ? CENTER_PATH : path;
}

/** An in-app path that carries `redirect`; slashes stay readable (`?redirect=/user/bind`). */
export function withRedirect(path: string, returnTo: string | null | undefined): string {
  if (!returnTo) return path;
  return `${path}?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}
