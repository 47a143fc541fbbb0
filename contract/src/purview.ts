import { z } from 'zod';
import { noInput } from './field-rules';

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

export const backOfficeRoute = z.object({ path: z.string(), name: z.string(), component: z.string() });
export type BackOfficeRoute = z.infer<typeof backOfficeRoute>;

/** purview/index: the back office a member may open; plain members get none of it (`status` 0). */
export const purview = z.object({
  sidebar: z.array(menuEntry),
  /** Permission keys; `*` grants everything. */
  auth: z.array(z.string()),
  routes: z.array(backOfficeRoute),
  status: z.literal([0, 1]),
});
export type Purview = z.infer<typeof purview>;
