import { DEMO_STAFF } from './back-office';
import { REVIEWER_PASSWORD, REVIEWERS } from './catalogue';
import { DEMO_MEMBER } from './seed';

/** Every member account the development seed creates, with its password as published in the README. */
export const PUBLISHED_MEMBER_PASSWORDS: Readonly<Record<string, string>> = {
  [DEMO_MEMBER.username]: DEMO_MEMBER.password,
  ...Object.fromEntries(REVIEWERS.map((name) => [name, REVIEWER_PASSWORD])),
};

/** Every back-office user the development seed creates, with its published password. */
export const PUBLISHED_STAFF_PASSWORDS: Readonly<Record<string, string>> = Object.fromEntries(DEMO_STAFF.map((staff) => [staff.username, staff.password]));

/** No back-office password may be one of these. */
export const PUBLISHED_PASSWORDS: ReadonlySet<string> = new Set([...Object.values(PUBLISHED_MEMBER_PASSWORDS), ...Object.values(PUBLISHED_STAFF_PASSWORDS)]);
