import { http, type User } from '@shop/shared';

/** `user/center`: the signed-in member, or a falsy code when the stored token no longer names one. */
export function getCurrentUser() {
  return http.get<User | null>('user/center');
}
