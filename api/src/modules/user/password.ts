import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

// Copies into plain Uint8Arrays: @types/node 20.9's Buffer does not satisfy TypeScript 6's typed-array types.
function derive(password: string, salt: Uint8Array<ArrayBuffer>, options: ScryptOptions): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(new Uint8Array(key)),
    );
  });
}

/** Stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = new Uint8Array(randomBytes(16));
  const hash = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, Buffer.from(salt).toString('base64url'), Buffer.from(hash).toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !hash) return false;
  const expected = new Uint8Array(Buffer.from(hash, 'base64url'));
  const actual = await derive(password, new Uint8Array(Buffer.from(salt, 'base64url')), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Verified against when an account does not exist, so a miss costs as long as a wrong password. */
export const UNKNOWN_ACCOUNT_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
