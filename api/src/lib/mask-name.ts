/**
 * A member's name as other shoppers see it (reviewers, group members, bargain helpers): its first
 * and last character around `***`; a name of two characters or fewer shows only its first, since
 * first and last would be the whole name.
 */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 2 ? `${chars[0] ?? ''}***` : `${chars[0]}***${chars[chars.length - 1]}`;
}
