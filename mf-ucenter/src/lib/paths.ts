import { CENTER_PATH, LOGIN_PATH } from '@shop/shared';

// The account pages only this remote links to; paths other apps open come from @shop/shared.
export const REGISTER_PATH = '/user/register';
export const FORGET_PATH = '/user/forget';
export const BIND_PATH = '/user/bind';

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * Where to go after signing in: the `redirect` query when it is an in-app path, else the member
 * centre. Anything that could leave the site (`//host`, `/\host`, `https://...`) or loop back to
 * sign-in is refused.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return CENTER_PATH;
  if (hasControlCharacter(raw)) return CENTER_PATH;
  const pathname = (raw.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return pathname === LOGIN_PATH ? CENTER_PATH : raw;
}

/** An in-app path that carries `redirect`; slashes stay readable (`?redirect=/user/bind`). */
export function withRedirect(path: string, returnTo: string | null | undefined): string {
  if (!returnTo) return path;
  return `${path}?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}
