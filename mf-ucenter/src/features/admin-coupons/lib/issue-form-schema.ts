import { z } from 'zod';
import { COUPON_ISSUE_MAX_MEMBERS, usernameField } from '@shop/contract';

/** The issue dialog as typed: the usernames in one text. */
export type IssueForm = { usernames: string };

/** The usernames typed, one per line or separated by commas or spaces, each once. */
export const namesIn = (text: string) => [...new Set(text.split(/[\s,，、]+/).filter(Boolean))];

/** The names typed that no member could have: the contract's username rule refuses them. */
export const notUsernames = (text: string) => namesIn(text).filter((name) => !usernameField.safeParse(name).success);

/**
 * admin/coupon/issue's rules on the names as typed: at least one and at most COUPON_ISSUE_MAX_MEMBERS
 * (by the contract's keys), and every one a username (a plain `wrong`: the dialog names the culprits).
 */
export const issueFormSchema = z.object({
  usernames: z
    .string()
    .refine((text) => namesIn(text).length > 0, { error: 'coupon_issue_members_required' })
    .refine((text) => namesIn(text).length <= COUPON_ISSUE_MAX_MEMBERS, { error: 'coupon_issue_too_many' })
    .refine((text) => notUsernames(text).length === 0),
});
