import fs from 'node:fs';

// How the payment providers' settings are read from the environment: the same rules for every provider.

type Env = Record<string, string | undefined>;

/**
 * A key given as text in `name` (a one-line value may write its newlines as `\n`) or in a file named
 * by `name_FILE`; undefined when neither is set. Both at once, or a file that cannot be read, stops
 * the start naming the setting.
 */
export function textOrFileSetting(env: Env, name: string): string | undefined {
  const text = env[name];
  const file = env[`${name}_FILE`];
  if (text && file) throw new Error(`${name} and ${name}_FILE are both set: give the key one way`);
  if (text) return text.replace(/\\n/g, '\n');
  if (!file) return undefined;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${name}_FILE names a file that cannot be read`);
  }
}

/**
 * A provider's address (`raw`, else `fallback`), without a trailing slash: https, or plain http only on
 * this machine (a local relay, or the tests' fake), since the calls carry keys and payments.
 */
export function providerUrlSetting(name: string, raw: string | undefined, fallback: string): string {
  const value = (raw || fallback).replace(/\/+$/, '');
  if (!URL.canParse(value)) throw new Error(`${name} must be a URL, got "${raw}"`);
  const url = new URL(value);
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) throw new Error(`${name} must be an https URL (plain http only on localhost), got "${raw}"`);
  return value;
}
