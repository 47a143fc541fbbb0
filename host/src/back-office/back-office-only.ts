import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { ADMIN_LOGIN_PATH, loginPathFor, useStaffStore } from '@shop/shared';

/** The host's basename: the router hands loaders the full URL. */
const BASENAME = '/home';

/**
 * The back office needs a back-office session (never a member's): without its token the user signs
 * in at the back office's own page first, and comes back afterwards.
 */
export function backOfficeOnly({ request }: LoaderFunctionArgs): null {
  if (useStaffStore.getState().token) return null;
  const url = new URL(request.url);
  const appPath = url.pathname.startsWith(`${BASENAME}/`) ? url.pathname.slice(BASENAME.length) : url.pathname;
  throw redirect(loginPathFor(appPath + url.search, ADMIN_LOGIN_PATH));
}
