import { endpoints } from '@shop/contract';
import { http } from '@shop/shared';

/** `user/center`: the signed-in member, or a falsy code when the stored token no longer names one. */
export function getCurrentUser() {
  return http.call(endpoints.getMemberCenter);
}
