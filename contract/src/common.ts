import { z } from 'zod';
import { noInput } from './field-rules';

/** common/init takes no parameters. */
export const commonInitInput = noInput;

export const siteLanguage = z.object({ code: z.string(), name: z.string(), image: z.string() });
export type SiteLanguage = z.infer<typeof siteLanguage>;

/** common/init: the site settings the shell needs before every navigation, in the request's language. */
export const siteSettings = z.object({
  title: z.string(),
  ctitle: z.string(),
  keywords: z.string(),
  description: z.string(),
  /** 1 when the shop offers sign-in with WeChat: its keys configured (WECHAT_LOGIN_*) and switched on in the back office's site settings. */
  is_wechat: z.union([z.literal(0), z.literal(1)]),
  mobile_url: z.string(),
  version: z.string(),
  lang: z.object({ current: siteLanguage, list: z.array(siteLanguage) }),
});
export type SiteSettings = z.infer<typeof siteSettings>;
