import { endpoints } from '@shop/contract';
import { http } from '@shop/shared';

/** `common/init`: the shop's settings (name, logo, keywords, the mobile site), read before every navigation. */
export function getSiteSettings() {
  return http.call(endpoints.getSiteSettings);
}
