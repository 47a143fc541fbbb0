import { useAuthStore } from '@shop/shared';
import { getCurrentUser } from './api/get-current-user';

/** Spec section 4: an `oauth` cookie, when present, becomes the token and is then removed. */
export function adoptOauthCookie(doc: Document = document): void {
  const match = doc.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith('oauth='));
  if (!match) return;
  const token = decodeURIComponent(match.slice('oauth='.length));
  if (token) useAuthStore.getState().signIn(token, useAuthStore.getState().user);
  doc.cookie = 'oauth=; path=/; max-age=0';
}

/** `user/center` at start: a falsy code clears the session, otherwise the user is refreshed. */
export async function refreshMember(): Promise<void> {
  if (!useAuthStore.getState().token) return;
  try {
    const answer = await getCurrentUser();
    if (!answer.code || !answer.data) useAuthStore.getState().clear();
    else useAuthStore.getState().setUser(answer.data);
  } catch {
    /* offline: keep the stored session; the next call decides */
  }
}
