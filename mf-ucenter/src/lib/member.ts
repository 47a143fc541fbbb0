import { http, type User } from '@shop/shared';

/** The signed-in member; the API answers code 0 (and no user) when the session is gone. */
export function getMember() {
  return http.get<User | null>('user/center');
}
