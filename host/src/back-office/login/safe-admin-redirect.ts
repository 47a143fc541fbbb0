import { ADMIN_LOGIN_PATH } from '@shop/shared';
import { BACK_OFFICE_BASE } from '../frame/back-office-routes';

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * Where the back-office sign-in continues: the `redirect` query when it is a back-office path, else
 * the back office's home. Anything outside the back office, off the site or back to sign-in is refused.
 */
export function safeAdminRedirect(raw: string | null | undefined): string {
  if (!raw || hasControlCharacter(raw) || raw.startsWith('//') || raw.startsWith('/\\')) return BACK_OFFICE_BASE;
  const pathname = (raw.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  if (pathname !== BACK_OFFICE_BASE && !pathname.startsWith(`${BACK_OFFICE_BASE}/`)) return BACK_OFFICE_BASE;
  return pathname === ADMIN_LOGIN_PATH ? BACK_OFFICE_BASE : raw;
}
