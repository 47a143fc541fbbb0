import { z } from 'zod';
import { noInput, usernameField } from './field-rules';

export const purviewQuery = noInput;

/** An entry of the back-office sidebar, in the request's language. */
export const menuEntry = z.object({
  title: z.string(),
  path: z.string(),
  icon: z.string(),
  get children(): z.ZodArray<typeof menuEntry> {
    return z.array(menuEntry);
  },
});
export type MenuEntry = z.infer<typeof menuEntry>;

/**
 * A back-office page the user may open: the remote and its exposed module render it (`host` for the
 * frame's own pages), under its title in both languages, behind its permission.
 */
export const backOfficeRoute = z.object({
  path: z.string(),
  name: z.string(),
  remote: z.string(),
  module: z.string(),
  title: z.object({ 'zh-cn': z.string(), 'en-us': z.string() }),
  permission: z.string(),
  /** The page it belongs under in the breadcrumbs (a detail page's list), when it is not in the sidebar. */
  parent: z.string().nullable(),
});
export type BackOfficeRoute = z.infer<typeof backOfficeRoute>;

export const staffProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
});
export type StaffProfile = z.infer<typeof staffProfile>;

/** purview/index: the back office the signed-in back-office user may open. */
export const purview = z.object({
  sidebar: z.array(menuEntry),
  /** Permission keys; `*` grants everything. */
  auth: z.array(z.string()),
  routes: z.array(backOfficeRoute),
  status: z.literal([0, 1]),
  user: staffProfile,
});
export type Purview = z.infer<typeof purview>;

/** admin/login: a back-office user's own sign-in, apart from the members'. */
export const staffLoginBody = z.object({
  username: usernameField,
  // Only checked for presence, as for members.
  password: z.string().min(1).max(128),
});
export type StaffLoginBody = z.infer<typeof staffLoginBody>;

export const staffLoginAnswer = z.object({ token: z.string(), user: staffProfile });
export type StaffLoginAnswer = z.infer<typeof staffLoginAnswer>;
