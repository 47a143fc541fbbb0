import { http, type SiteSettings } from '@shop/shared';

/** `common/init`: the shop's settings (name, logo, keywords, the mobile site), read before every navigation. */
export function getSiteSettings() {
  return http.get<SiteSettings>('common/init');
}
