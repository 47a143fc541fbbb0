import { LOGIN_PATH } from '../constants';

/** The sign-in page that brings a visitor back to `returnTo` afterwards; slashes stay readable. */
export function loginPathFor(returnTo: string, loginPath: string = LOGIN_PATH): string {
  return `${loginPath}?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}
