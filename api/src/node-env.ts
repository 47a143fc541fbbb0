/** The modes the API knows. Anything else is a typo that must not start the development shop. */
export const NODE_ENVS = ['development', 'test', 'production'] as const;

export type NodeEnv = (typeof NODE_ENVS)[number];

const isNodeEnv = (value: string): value is NodeEnv => (NODE_ENVS as readonly string[]).includes(value);

/**
 * NODE_ENV as the API runs with it. `prod`, `Production` or ` production` refuse the start rather
 * than fall back to development, whose conveniences (demo accounts, the sandbox gateway, codes on the
 * terminal) must never reach a real shop. Unset is production: the development shop is asked for
 * by name, and `npm start` (scripts/start.mjs) and `pnpm dev` do so.
 */
export function nodeEnvFromEnv(raw: string | undefined = process.env.NODE_ENV): NodeEnv {
  if (raw === undefined || raw === '') return 'production';
  if (isNodeEnv(raw)) return raw;
  throw new Error(`NODE_ENV must be "development", "test" or "production", got ${JSON.stringify(raw)}`);
}

/** Demo accounts, the sandbox by default, SMS codes on the terminal: development and tests only. */
export const hasDevelopmentConveniences = (nodeEnv: NodeEnv) => nodeEnv !== 'production';
