import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@shop/contract';
import type { MessageKey } from '../../http/i18n';
import { PUBLISHED_PASSWORDS } from '../../seed/published-passwords';

/** Passwords attackers try first; compared without case, spaces or a trailing run of digits and symbols. */
const COMMON_PASSWORDS = new Set([
  'password', 'passw0rd', 'administrator', 'admin', 'qwerty', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'letmein', 'welcome',
  'changeme', 'iloveyou', 'abc', 'abcdef', 'abcdefgh', 'secret', 'shop', 'shopadmin', 'lumenmall', 'mall', 'root', 'master',
  'monkey', 'dragon', 'football', 'baseball', 'sunshine', 'princess', 'trustno', 'superman', 'demo', 'reviewer', 'test',
  '', '1q2w3e4r', '1qaz2wsx', 'qazwsx', 'aa', 'a', 'woaini', 'iloveu',
]);

const skeleton = (password: string) => password.toLowerCase().replace(/\s+/g, '').replace(/[\d\W_]+$/u, '');

/**
 * The back-office password rule (the first administrator's included), simple enough to state in
 * SECURITY.md: 12 to 100 characters, not one or two characters repeated, not containing the
 * username, and not a common or published password (`password`, `admin`, `qwerty`… with any digits
 * or symbols tacked on, e.g. `Password2024!`). Answers the message key saying why, or null.
 */
export function passwordWeakness(username: string, password: string): MessageKey | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH || password.length > STAFF_PASSWORD_MAX_LENGTH) return 'staff_password_length';
  if (new Set(password).size <= 2) return 'staff_password_repetitive';
  if (password.toLowerCase().includes(username.trim().toLowerCase())) return 'staff_password_has_username';
  if (/^\d+$/.test(password) || COMMON_PASSWORDS.has(skeleton(password)) || PUBLISHED_PASSWORDS.has(password)) return 'staff_password_common';
  return null;
}
